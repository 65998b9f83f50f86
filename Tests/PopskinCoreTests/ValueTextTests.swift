import PopskinCore
import PopskinSources
import Testing

/// The one spelling of numbers: rounded to 1/1000 (colour channels to a byte's worth or 1/10000), shortest form.
@Suite struct ValueTextTests {
    @Test func numbersAreRoundedToAThousandthAndWrittenShortest() {
        let cases: [(Double, String)] = [
            (1.0 / 3, "0.333"), (2.0 / 3, "0.667"), (7.999999999999999, "8"), (223.33339999999998, "223.333"),
            (-0.0, "0"), (1e-7, "0"), (-1e-7, "0"), (-0.0004, "0"), (0.0005, "0.001"), (-0.0005, "-0.001"),
            (0.5, "0.5"), (0.1 + 0.2, "0.3"), (8, "8"), (-60, "-60"), (13.5, "13.5"), (1000, "1000"),
            (.infinity, ".inf"), (-.infinity, "-.inf"), (.nan, ".nan"), (1e300, "1e+300"),
        ]
        for (value, text) in cases {
            #expect(ValueText.number(value) == text, "\(value)")
        }
    }

    /// A byte's channel needs three decimals to read back to the same byte; any other keeps four.
    @Test func colourChannels() {
        for byte in 0...255 {
            let text = ValueText.channel(Double(byte) / 255)
            let decimals = text.split(separator: ".").dropFirst().first?.count ?? 0
            #expect(decimals <= 3, "\(byte): \(text)")
            #expect((Double(text)! * 255).rounded() == Double(byte), "\(byte): \(text)")
        }
        #expect(ValueText.channel(0.1234567) == "0.123457")
        #expect(ValueText.channel(0.1234) == "0.1234")
        #expect(ValueText.channel(122.0 / 255) == "0.478")
        #expect(ValueText.channel(-0.0) == "0")
    }

    /// A message about a refused value shows it unrounded, so it never reads as the limit it breaks.
    @Test func exactValuesAreNotRounded() {
        #expect(ValueText.exact(1.0000001) == "1.0000001")
        #expect(ValueText.exact(1e-7) == "1e-07")
        #expect(ValueText.exact(4) == "4")
    }
}
