/// An sRGB colour with straight (not premultiplied) alpha, 8 bits per channel.
public struct Color: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (case-insensitive).
    public init?(hex text: String) {
        let bytes = text.utf8
        guard bytes.first == UInt8(ascii: "#"), [4, 5, 7, 9].contains(bytes.count) else { return nil }
        var digits: [UInt8] = []
        digits.reserveCapacity(8)
        for byte in bytes.dropFirst() {
            guard let digit = Self.hexDigit(byte) else { return nil }
            digits.append(digit)
        }
        let channels: [UInt8]
        if digits.count <= 4 {
            channels = digits.map { $0 * 17 }
        } else {
            channels = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
        }
        self.init(
            red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
    }

    static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var hex: String {
        func byte(_ value: UInt8) -> String {
            let digits = Array("0123456789abcdef")
            return String([digits[Int(value >> 4)], digits[Int(value & 15)]])
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha == 255 ? "" : byte(alpha))
    }
}
