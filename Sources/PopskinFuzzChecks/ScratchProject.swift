import Foundation

/// The project the fuzzed bytes join as `fuzz.yaml`: a manifest, an abstract parent theme, a token file (with a
/// deliberate reference loop) and a few PNG headers under `art/`.
enum ScratchProject {
    static let files: [String: String] = [
        "popskin.yaml": """
        popskin: 1
        name: fuzz
        version: 0.1.0
        themes: .
        tokens: tokens

        """,
        "seed-base.yaml": """
        abstract: true
        description: Shared defaults
        arrow:
          shape: triangle
        background:
          style: separate
          corner-radius: 10
        content:
          wants-default-appearance: false
        popup:
          prefer-direction: above
          distance-from-source: 5
          safety-margins: 10
          dimming: "{palette.qmui.dimming}"

        """,
        "tokens/palette.yaml": """
        palette:
          mb:
            red: "#7a1015"
            edge: "#2b0507"
          gik:
            from: "#cccccccc"
            to: "#555555"
            border: "#000000"
          qmui:
            fill: "#ffffff"
            border: "#c6c6c6"
            dimming: "#00000059"
          size:
            base: 44
            height: 16
            caps: 12
            insets: { top: 16.5, left: 18.5, bottom: 20.5, right: 18.5 }
          alias: "{palette.mb.red}"
          loop-a: "{palette.loop-b}"
          loop-b: "{palette.loop-a}"

        """,
    ]

    /// PNG files, as far as popskin reads them: the signature and the IHDR chunk's width and height.
    static let pngFiles: [String: (width: UInt32, height: UInt32)] = [
        "art/arrow.png": (44, 16), "art/arrow@2x.png": (88, 32),
        "art/bg.png": (128, 128), "art/bg@2x.png": (256, 256), "art/bg@3x.png": (300, 300),
        "art/tiny.png": (4, 4),
    ]

    /// Prefix of the folders made under the temporary directory; the process id follows.
    static let prefix = "popskin-fuzz-"

    /// A new scratch project. A crashed fuzzer leaves its folder behind, so those of processes that are gone are
    /// removed first.
    static func make() throws -> String {
        let manager = FileManager.default
        let temporary = NSTemporaryDirectory()
        for name in (try? manager.contentsOfDirectory(atPath: temporary)) ?? [] where name.hasPrefix(prefix) {
            let pid = name.dropFirst(prefix.count).prefix { $0.isNumber }
            if let pid = Int32(pid), kill(pid, 0) != 0, errno == ESRCH {
                try? manager.removeItem(atPath: temporary + name)
            }
        }
        let root = temporary + prefix + "\(getpid())-\(UUID().uuidString)"
        for folder in ["", "/tokens", "/art"] {
            try manager.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
        }
        for (path, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path)) }
        for (path, size) in pngFiles {
            try pngHeader(width: size.width, height: size.height).write(to: URL(fileURLWithPath: root + "/" + path))
        }
        return root
    }

    /// A PNG file as far as popskin reads one: the signature and the IHDR chunk with its width and height.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(bytes)
    }
}
