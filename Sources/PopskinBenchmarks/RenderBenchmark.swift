import CCairo
import Foundation
import PopskinCore
import PopskinRender
import PopskinRuntime
import PopskinSources

/// `popskin-bench render [--themes 100] [--iterations 5] [--write DIR]`: per image, in one process, cairo drawing
/// plus popskin's PNG writer against the same drawing plus cairo's own `cairo_surface_write_to_png_stream` — the
/// reference skin's body image, its 31×13 arrow column and a whole 128×141-pt popover drawn as one shape, for many
/// colourings, at 1x, 2x and 3x.
/// `--write DIR` instead writes the 9-file reference set as both writers encode it, to `DIR/popskin` and `DIR/cairo`.
enum RenderBenchmark {
    static let usage = "usage: popskin-bench render [--themes N] [--iterations K] [--write DIR]"

    static func run(_ arguments: [String]) {
        let options = BenchOptions(
            arguments, numbers: ["themes": 100, "iterations": 5], texts: ["write"], usage: usage)
        let (themes, iterations, write) = (
            options.numbers["themes"]!, options.numbers["iterations"]!, options.texts["write"]
        )
        if let write { return writeReferenceSet(to: write) }
        time(skins: referenceSkins(count: themes), iterations: iterations)
    }

    /// Median ms per image of drawing alone, of drawing + our writer and of drawing + cairo's, one scale at a time;
    /// the three loops alternate so that drift on a noisy machine hits all of them alike.
    static func time(skins: [Skin], iterations: Int) {
        print(
            "popskin-bench render: \(skins.count) colourings of the reference skin × (body + arrow column "
                + "+ popover 128×141 pt), median of \(iterations)")
        print(
            "scale   draw ms/img   popskin ms/img   cairo-png ms/img   ratio   encode ratio   popskin bytes   cairo bytes"
        )
        var totals = (ours: 0, theirs: 0)
        for scale in 1...3 {
            let draw = { (skin: Skin) in
                [
                    try! DrawnArtRenderer.bodySurface(skin, plane: .color, scale: scale),
                    try! DrawnArtRenderer.columnSurface(skin, direction: .up, plane: .color, scale: scale),
                    try! popover(skin, scale: scale),
                ]
            }
            var drawing: [Double] = [], ours: [Double] = [], theirs: [Double] = [], ourBytes = 0, theirBytes = 0
            for _ in 0..<iterations {
                ourBytes = 0
                theirBytes = 0
                drawing.append(milliseconds { for skin in skins { blackHole(draw(skin).count) } })
                ours.append(
                    milliseconds {
                        for skin in skins { for surface in draw(skin) { ourBytes += encodeOurs(surface).count } }
                    })
                theirs.append(
                    milliseconds {
                        for skin in skins { for surface in draw(skin) { theirBytes += encodeCairo(surface).count } }
                    })
            }
            let images = Double(skins.count * 3)
            let d = median(drawing) / images, a = median(ours) / images, b = median(theirs) / images
            totals.ours += ourBytes
            totals.theirs += theirBytes
            print(
                String(
                    format: "%dx      %8.3f      %8.3f         %8.3f          %5.2f      %5.2f      %11d   %11d",
                    scale, d, a, b, a / b, (a - d) / max(b - d, 1e-9), ourBytes, theirBytes))
        }
        print(
            String(
                format: "total bytes: popskin %d, cairo %d (%.3f×)", totals.ours, totals.theirs,
                Double(totals.ours) / Double(totals.theirs)))
        print(
            "targets: popskin ≤ cairo-png per image at every scale, aiming at 0.6×; bytes ≤ cairo's "
                + "(encode ratio leaves the shared drawing out)")
    }

    /// The reference skin as one 128×141-pt popover, its up arrow centred, drawn as one shape with its shadow.
    static func popover(_ skin: Skin, scale: Int) throws -> CairoSurface {
        try IdealPopover.surface(
            PopoverSkin(name: "reference", skin: skin, inputs: InputSnapshot(projectRoot: ".")), width: 128,
            height: 141,
            direction: .up, offset: 0, scale: scale)
    }

    /// The reference set: the body, the up arrow column and the whole popover, each at 1x, 2x and 3x.
    static func writeReferenceSet(to folder: String) {
        let skin = referenceSkins(count: 1, from: "#7a1015")[0]
        var totals = (ours: 0, theirs: 0)
        print("file                    popskin bytes   cairo bytes")
        for (name, draw) in [
            ("body", { try DrawnArtRenderer.bodySurface(skin, plane: .color, scale: $0) }),
            ("arrow-up", { try DrawnArtRenderer.columnSurface(skin, direction: .up, plane: .color, scale: $0) }),
            ("popover", { try popover(skin, scale: $0) }),
        ] as [(String, (Int) throws -> CairoSurface)] {
            for scale in 1...3 {
                let file = "\(name)@\(scale)x.png"
                do {
                    let surface = try draw(scale)
                    let ours = encodeOurs(surface), theirs = encodeCairo(surface)
                    for (writer, bytes) in [("popskin", ours), ("cairo", theirs)] {
                        try FileManager.default.createDirectory(
                            atPath: "\(folder)/\(writer)", withIntermediateDirectories: true)
                        try Data(bytes).write(to: URL(fileURLWithPath: "\(folder)/\(writer)/\(file)"))
                    }
                    totals.ours += ours.count
                    totals.theirs += theirs.count
                    print(
                        file.padding(toLength: 24, withPad: " ", startingAt: 0) + pad("\(ours.count)", 13)
                            + pad("\(theirs.count)", 14))
                } catch {
                    fail("cannot write \(file) to \(folder): \(error)")
                }
            }
        }
        print(
            "total".padding(toLength: 24, withPad: " ", startingAt: 0) + pad("\(totals.ours)", 13)
                + pad("\(totals.theirs)", 14))
    }

    static func encodeOurs(_ surface: CairoSurface) -> [UInt8] {
        do { return try PNGEncoder.encode(surface.image()) } catch { fail("popskin's PNG writer failed: \(error)") }
    }

    /// The bytes cairo_surface_write_to_png_stream writes, gathered in memory as ours are.
    static func encodeCairo(_ surface: CairoSurface) -> [UInt8] {
        let sink = Sink()
        let box = Unmanaged.passRetained(sink)
        defer { box.release() }
        let status = cairo_surface_write_to_png_stream(
            surface.pointer,
            { closure, data, length in
                Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue().bytes
                    .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, box.toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { fail("cairo's PNG writer failed (status \(status.rawValue))") }
        return sink.bytes
    }

    final class Sink { var bytes: [UInt8] = [] }

    static func milliseconds(_ body: () -> Void) -> Double {
        let clock = ContinuousClock(), start = clock.now
        body()
        return Stopwatch.milliseconds(clock.now - start)
    }

    static func median(_ values: [Double]) -> Double { Samples(milliseconds: values).median }

    /// The reference skin (radius 10, vertical gradient, 1-pt border, shadow blur 8 offset (0, 2) at 40%, arrow
    /// 31×13), recoloured per theme unless `from` fixes the gradient's first colour.
    static func referenceSkins(count: Int, from: String? = nil) -> [Skin] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "popskin-render-bench-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(
            at: root.appendingPathComponent("themes"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        for index in 0..<count {
            let red = String(format: "%02x", 0x40 + index % 0xA0), green = String(format: "%02x", (index * 37) % 0x30)
            try? Data(
                """
                arrow: { base: 31, height: 13, corner-clearance: 10 }
                background: { style: combined, corner-radius: 10, gradient: { from: "\(from ?? "#\(red)10\(green)")", to: "#4d0a0d" } }
                border: { width: 1, color: "#2b0507" }
                shadow: { color: "#000000", opacity: 0.4, blur: 8, offset: [0, 2] }
                content: { insets: [12, 14, 16, 14] }

                """.utf8
            ).write(to: root.appendingPathComponent("themes/t\(index).yaml"))
        }
        let skins = FrontEnd().run(root: root.path, diagnostics: DiagnosticSink()).registry.themes.compactMap(\.skin)
        guard skins.count == count else { fail("the reference skin did not load (\(skins.count) of \(count) themes)") }
        return skins
    }
}
