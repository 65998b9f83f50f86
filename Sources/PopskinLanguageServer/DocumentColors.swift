/// The colours a theme or token file writes as hex (`"#3366cc"`, `"#3366cc80"`, `"#36c"`), for an editor's swatches
/// and colour picker; and the text a picked colour is written back as (`#rrggbb`, or `#rrggbbaa` when not opaque).
enum DocumentColors {
    struct Color: Codable, Equatable {
        var red: Double
        var green: Double
        var blue: Double
        var alpha: Double
    }

    struct Information: Encodable, Equatable {
        var range: Range
        var color: Color
    }

    struct Presentation: Encodable, Equatable {
        var label: String
    }

    /// Every `#` followed by 3, 4, 6 or 8 hex digits and then no further hex digit or word character, in `text`.
    static func find(in text: String) -> [Information] {
        var found: [Information] = []
        for (number, line) in SourceLines.split(text).enumerated() {
            let units = Array(line.utf16)
            var index = 0
            while index < units.count {
                defer { index += 1 }
                guard units[index] == 35 else { continue }  // "#"
                var end = index + 1
                while end < units.count, isHex(units[end]) { end += 1 }
                let digits = end - index - 1
                guard [3, 4, 6, 8].contains(digits), end == units.count || !isWord(units[end]),
                    let color = color(String(decoding: units[(index + 1)..<end], as: UTF16.self))
                else { continue }
                found.append(
                    Information(
                        range: Range(
                            start: Position(line: number, character: index), end: Position(line: number, character: end)
                        ),
                        color: color))
                index = end - 1
            }
        }
        return found
    }

    static func isHex(_ unit: UInt16) -> Bool {
        (48...57).contains(unit) || (65...70).contains(unit) || (97...102).contains(unit)
    }

    static func isWord(_ unit: UInt16) -> Bool { isHex(unit) || (71...90).contains(unit) || (103...122).contains(unit) }

    /// `rgb`, `rgba`, `rrggbb` or `rrggbbaa` as channels 0…1.
    static func color(_ digits: String) -> Color? {
        let long = digits.count <= 4 ? digits.map { "\($0)\($0)" }.joined() : digits
        guard let value = UInt64(long, radix: 16) else { return nil }
        let channels = long.count == 8 ? 4 : 3
        func channel(_ index: Int) -> Double { Double((value >> UInt64(8 * (channels - 1 - index))) & 0xFF) / 255 }
        return Color(red: channel(0), green: channel(1), blue: channel(2), alpha: channels == 4 ? channel(3) : 1)
    }

    /// How a picked colour is written.
    static func presentation(_ color: Color) -> Presentation {
        func hex(_ channel: Double) -> String {
            let byte = Int((max(0, min(1, channel)) * 255).rounded())
            return (byte < 16 ? "0" : "") + String(byte, radix: 16)
        }
        let alpha = color.alpha < 1 ? hex(color.alpha) : ""
        return Presentation(label: "#" + hex(color.red) + hex(color.green) + hex(color.blue) + alpha)
    }
}

struct DocumentParams: Decodable {
    var textDocument: TextDocumentIdentifier
}

struct ColorPresentationParams: Decodable {
    var color: DocumentColors.Color
}
