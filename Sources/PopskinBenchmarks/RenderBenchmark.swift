import CCairo
import Foundation
import PopskinCore
import PopskinRender

/// `popskin-bench render [--themes 100] [--iterations 5]`: per image, in one process, cairo drawing plus popskin's
/// PNG writer against the same drawing plus cairo's own `cairo_surface_write_to_png` — the reference skin's
/// 128×128-pt background and its 31×13 arrow, for many colourings, at 1x, 2x and 3x.
enum RenderBenchmark {
    static func run(_ arguments: [String]) {
        var themes = 100, iterations = 5
        var rest = arguments[...]
        while let flag = rest.popFirst(), let value = rest.popFirst().flatMap(Int.init), value > 0 {
            if flag == "--themes" { themes = value } else if flag == "--iterations" { iterations = value }
        }
        let skins = referenceSkins(count: themes)
        print("popskin-bench render: \(skins.count) colourings of the reference skin × (background 128×128 pt + arrow)")
        print("scale   popskin ms/img   cairo-png ms/img   ratio   popskin bytes   cairo bytes")
        for scale in 1...3 {
            var ours: [Double] = [], theirs: [Double] = [], ourBytes = 0, theirBytes = 0
            for _ in 0..<iterations {
                ourBytes = 0
                theirBytes = 0
                ours.append(time {
                    for skin in skins {
                        ourBytes += encodeOurs(try! BackgroundRenderer.draw(skin, scale: scale, size: Size(width: 128, height: 128)))
                        ourBytes += encodeOurs(try! ArrowRenderer.draw(skin, scale: scale))
                    }
                })
                theirs.append(time {
                    for skin in skins {
                        theirBytes += encodeCairo(try! BackgroundRenderer.draw(skin, scale: scale, size: Size(width: 128, height: 128)))
                        theirBytes += encodeCairo(try! ArrowRenderer.draw(skin, scale: scale))
                    }
                })
            }
            let images = Double(skins.count * 2)
            let a = median(ours) / images, b = median(theirs) / images
            print(String(format: "%dx      %8.3f          %8.3f          %5.2f   %11d   %11d", scale, a, b, a / b, ourBytes, theirBytes))
        }
        print("targets: popskin ≤ cairo-png per image (0.96 / 3.39 / 7.03 ms measured for plain C + cairo), aiming at 0.6×; "
              + "bytes ≤ cairo's")
    }

    static func encodeOurs(_ surface: CairoSurface) -> Int {
        (try? PNGEncoder.encode(surface.image()).count) ?? 0
    }

    /// Bytes written by cairo_surface_write_to_png_stream, counted.
    static func encodeCairo(_ surface: CairoSurface) -> Int {
        let counter = Counter()
        let box = Unmanaged.passRetained(counter)
        defer { box.release() }
        cairo_surface_write_to_png_stream(surface.pointer, { closure, _, length in
            Unmanaged<Counter>.fromOpaque(closure!).takeUnretainedValue().bytes += Int(length)
            return CAIRO_STATUS_SUCCESS
        }, box.toOpaque())
        return counter.bytes
    }

    final class Counter { var bytes = 0 }

    static func time(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    /// The reference skin of ../shared/reference/rasterization.md, recoloured per theme.
    static func referenceSkins(count: Int) -> [Skin] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-render-bench-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: root.appendingPathComponent("themes"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        for index in 0..<count {
            let red = String(format: "%02x", 0x40 + index % 0xA0), green = String(format: "%02x", (index * 37) % 0x30)
            try? Data("""
                arrow: { base: 31, height: 13, corner-clearance: 10 }
                background: { style: combined, corner-radius: 10, gradient: { from: "#\(red)10\(green)", to: "#4d0a0d" } }
                border: { width: 1, color: "#2b0507" }
                shadow: { color: "#000000", opacity: 0.4, blur: 8, offset: [0, 2] }
                content: { insets: [12, 14, 16, 14] }

                """.utf8).write(to: root.appendingPathComponent("themes/t\(index).yaml"))
        }
        return FrontEnd().run(root: root.path).registry.themes.compactMap(\.skin)
    }
}
