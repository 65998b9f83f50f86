import Testing

@testable import PopskinConsole

/// The quoted source line under a diagnostic: the caret under its column whichever way the line is printed.
struct DiagnosticExcerptTests {
    @Test func plainLinesAreQuotedAsTheyAre() {
        #expect(DiagnosticPrinter.excerpt("fill: red", column: 6) == "    fill: red\n          ^\n")
        // A tab stays a tab in the indent, so the caret lines up in any tab width.
        #expect(DiagnosticPrinter.excerpt("\tfill: red", column: 7) == "    \tfill: red\n    \t      ^\n")
        #expect(DiagnosticPrinter.excerpt("x", column: 0) == "    x\n    ^\n")
    }

    @Test func escapesMoveTheCaret() {
        // ESC shows as six characters, so the caret after it moves five columns right.
        let shown = DiagnosticPrinter.excerpt("a\u{1B}b: 1", column: 2)
        #expect(shown == "    a\\u{1B}b: 1\n           ^\n")
    }

    @Test func wideLinesAreClippedAroundTheColumn() {
        let line = String(repeating: "a", count: 200) + "X" + String(repeating: "b", count: 200)
        let shown = DiagnosticPrinter.excerpt(line, column: 200).split(separator: "\n")
        #expect(shown.count == 2)
        #expect(shown[0].count <= 4 + 120 + 2)  // 120 scalars and an ellipsis each side
        let caret = shown[1].count - 1
        #expect(Array(shown[0])[caret] == "X")
    }

    @Test func messagesIndentTheirLaterLines() {
        #expect(TerminalText.message("one") == "one")
        #expect(TerminalText.message("one\ntwo\u{1B}") == "one\n  two\\u{1B}")
        #expect(TerminalText.message("é\nü") == "é\n  ü")
    }
}
