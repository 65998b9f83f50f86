import Testing

@testable import PopskinLanguageServer

/// Swatches for the hex colours a file writes, and a picked colour written back.
@Suite struct DocumentColorsTests {
    @Test func hexColoursAreFoundWithTheirRanges() {
        let text =
            "fill: \"#3366cc\"\nborder: { color: \"#36c8\" }\ntint: \"#3366cc80\" # not #12345 nor #zzz, ok #abcdefg\n🎈: \"#fff\""
        let found = DocumentColors.find(in: text)
        #expect(found.map(\.range.start.line) == [0, 1, 2, 3])
        #expect(found[0].range == Range(start: Position(line: 0, character: 7), end: Position(line: 0, character: 14)))
        let blue = DocumentColors.Color(red: 51 / 255, green: 102 / 255, blue: 204 / 255, alpha: 1)
        #expect(found[0].color == blue)
        let alphas: [Double] = [found[1].color.alpha, found[2].color.alpha]
        #expect(alphas == [136 / 255, 128 / 255])
        // After an emoji (two UTF-16 units): character 5 is the '#'.
        #expect(found[3].range.start.character == 5 && found[3].color.red == 1)
    }

    @Test func aPickedColourIsWrittenAsHex() {
        #expect(DocumentColors.presentation(.init(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)).label == "#336699")
        #expect(DocumentColors.presentation(.init(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)).label == "#33669980")
        #expect(DocumentColors.presentation(.init(red: 2, green: -1, blue: 0, alpha: 1)).label == "#ff0000")
    }
}
