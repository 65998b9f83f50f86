import Foundation
import PopskinCore
import Testing

@testable import PopskinDiff
@testable import PopskinTokens

/// Issue 30, item 1: a value change is measured as a value first, so a change a person sees is never a patch.
@Suite struct ValueDifferenceTests {
    func level(_ from: StructuredValue, _ to: StructuredValue, at path: String = "background.fill") -> ValueDifference?
    {
        ValueDifference.between(from, to, at: path)
    }

    /// CIEDE2000 against Sharma, Wu and Dalal's test data (pairs 1, 7, 17 of their table).
    @Test func deltaE2000MatchesThePublishedPairs() {
        let pairs: [([Double], [Double], Double)] = [
            ([50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425),
            ([50, 0, 0], [50, -1, 2], 2.3669),
            ([50, 2.5, 0], [73, 25, -18], 27.1492),
        ]
        for (a, b, expected) in pairs {
            #expect(abs(ColorDifference.deltaE2000(a, b) - expected) < 0.0001, "\(a) \(b)")
        }
    }

    @Test func visibleColourChangesAreVisible() throws {
        for (from, to) in [("#990000", "#b00020"), ("#383838", "#505050"), ("#336699", "#336699e6")] {
            let difference = try #require(level(.string(from), .string(to)))
            #expect(difference.isVisible, "\(from) → \(to): \(difference.measure)")
            #expect(difference.measure.hasPrefix("ΔE2000 "))
        }
        let red = try #require(level(.string("#990000"), .string("#b00020")))
        #expect(red.measure == "ΔE2000 7.5" || red.measure == "ΔE2000 7.4" || red.measure == "ΔE2000 7.6", "\(red)")
    }

    @Test func aChangeBelowOneDeltaEIsNoVisibleDifference() throws {
        let difference = try #require(level(.string("#990000"), .string("#990100")))
        #expect(!difference.isVisible)
        #expect(difference.measure.hasSuffix("no visible difference"), "\(difference.measure)")
    }

    @Test func lengthsCountDevicePixelsAtThreeX() throws {
        #expect(try #require(level(.number(10), .number(11), at: "background.corner-radius")).isVisible)
        #expect(try #require(level(.number(10), .number(10.2), at: "background.corner-radius")).isVisible == false)
        #expect(
            try #require(
                level(.array([.number(0), .number(2)]), .array([.number(0), .number(3)]), at: "shadow.offset")
            ).isVisible)
        // The popup's behaviour is not drawn: no measure, the pixels decide.
        #expect(level(.string("#ff0000"), .string("#00ff00"), at: "popup.highlighted-fill") == nil)
    }
}
