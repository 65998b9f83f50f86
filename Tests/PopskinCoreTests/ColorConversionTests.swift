import PopskinTokens
import Testing

@testable import PopskinCore

/// DTCG colours converted as CSS Color 4 does, against an independent implementation's numbers.
@Suite struct ColorConversionTests {
    /// The 8-bit hex of channels, rounding halves up as CSS does.
    static func hex(_ channels: [Double]) -> String {
        "#" + channels.map { String(format: "%02x", Int((min(1, max(0, $0)) * 255).rounded())) }.joined()
    }

    @Test(arguments: ColorConversionVectors.all.map(\.label)) func toSRGB(label: String) {
        let vector = ColorConversionVectors.all.first { $0.label == label }!
        let (channels, inGamut) = ColorConversion.convert(vector.space, vector.components, to: .sRGB)
        for (found, expected) in zip(channels, vector.sRGB) {
            #expect(abs(found - expected) < 1e-6, "\(label): \(channels) against \(vector.sRGB)")
        }
        #expect(Self.hex(channels) == vector.sRGBHex, "\(label)")
        #expect(inGamut == vector.inSRGB, "\(label)")
    }

    @Test(arguments: ColorConversionVectors.all.map(\.label)) func toDisplayP3(label: String) {
        let vector = ColorConversionVectors.all.first { $0.label == label }!
        let (channels, _) = ColorConversion.convert(vector.space, vector.components, to: .displayP3)
        for (found, expected) in zip(channels, vector.displayP3) {
            #expect(abs(found - expected) < 1e-6, "\(label): \(channels) against \(vector.displayP3)")
        }
    }

    /// The spec's "hot pink" examples in HSL and HWB say #ff00ff, but 330° is #ff0080: computed, not copied.
    @Test func theSpecsHueExamplesAreComputed() {
        #expect(Self.hex(ColorConversion.convert(.hsl, [330, 100, 50], to: .sRGB).channels) == "#ff0080")
        #expect(Self.hex(ColorConversion.convert(.hwb, [330, 0, 0], to: .sRGB).channels) == "#ff0080")
        #expect(Self.hex(ColorConversion.convert(.hsl, [300, 100, 50], to: .sRGB).channels) == "#ff00ff")
    }
}
