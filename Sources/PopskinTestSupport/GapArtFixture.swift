import PopskinRender

/// Test support: a theme whose hand-made arrow art was drawn with three empty rows under its base (a real mistake:
/// art exported with padding), so the arrow floats 3 pt off its bubble in every case. `theme check` must name it.
public enum GapArtFixture {
    /// The project's files: `themes/t.yaml` and its art at @1x and @3x.
    public static func files() throws -> [String: [UInt8]] {
        let theme = """
            arrow: { base: 20, height: 10, shape: image, image: art/arrow.png }
            background: { image: art/bg.png, cap-insets: 7 }
            content: { insets: 8 }

            """
        return [
            "themes/t.yaml": Array(theme.utf8), "themes/art/arrow.png": try arrow(scale: 1),
            "themes/art/arrow@3x.png": try arrow(scale: 3), "themes/art/bg.png": try body(scale: 1),
            "themes/art/bg@3x.png": try body(scale: 3),
        ]
    }

    static func png(_ width: Int, _ height: Int, _ colour: (Int, Int) -> [UInt8]) throws -> [UInt8] {
        var pixels: [UInt8] = []
        for y in 0..<height { for x in 0..<width { pixels += colour(x, y) } }
        return try PNGEncoder.encode(RGBAImage(width: width, height: height, pixels: pixels))
    }

    /// A triangle in the top 7 of 10 rows (points), its base 20 wide; nothing below.
    static func arrow(scale: Int) throws -> [UInt8] {
        let s = Double(scale)
        return try png(20 * scale, 10 * scale) { x, y in
            let row = (Double(y) + 0.5) / s, column = (Double(x) + 0.5) / s
            return row < 7 && abs(column - 10) <= row / 7 * 10 ? [20, 20, 20, 255] : [0, 0, 0, 0]
        }
    }

    static func body(scale: Int) throws -> [UInt8] {
        try png(40 * scale, 40 * scale) { _, _ in [20, 20, 20, 255] }
    }
}
