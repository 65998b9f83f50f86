import PopskinRuntime

extension SkinColor {
    /// A colour of 8-bit channels, as themes write them.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(
            red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255,
            alpha: Double(alpha8) / 255)
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
            red8: channels[0], green8: channels[1], blue8: channels[2],
            alpha8: channels.count == 4 ? channels[3] : 255)
    }

    /// The value of a hex digit's byte (`0`…`9`, `a`…`f`, either case), or nil.
    package static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// The channels as bytes (red, green, blue, alpha), rounded.
    public var bytes: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
        return (byte(red), byte(green), byte(blue), byte(alpha))
    }

    /// `#rrggbb` whatever the alpha: the colour as DTCG's `hex` fallback writes it.
    public var opaqueHex: String { String(hex.prefix(7)) }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque: the value for any appearance.
    public var hex: String {
        let digits = Array("0123456789abcdef")
        func text(_ value: UInt8) -> String { String([digits[Int(value >> 4)], digits[Int(value & 15)]]) }
        let b = bytes
        return "#" + text(b.red) + text(b.green) + text(b.blue) + (b.alpha == 255 ? "" : text(b.alpha))
    }
}
