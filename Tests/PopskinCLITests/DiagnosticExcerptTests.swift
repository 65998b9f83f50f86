import PopskinSources
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

    /// A long line is cut by its scalars' offsets, found once per line (decoding the whole line for each of 90,000
    /// problems on a minified file took minutes): what is printed is what decoding the whole line gives.
    @Test func aLongLineIsQuotedAsWholeLineDecodingQuotesIt() {
        let line = (0..<300).map { $0 % 7 == 0 ? "é\u{1B}" : $0 % 11 == 0 ? "\t中" : "k\($0)" }.joined()
        let columns = [0, 1, 59, 60, 61, 400, line.unicodeScalars.count - 1, line.unicodeScalars.count]
        let diagnostics = columns.map {
            Diagnostic.error(.unknownKey, "m", at: SourceLocation(file: "t.yaml", line: 2, column: $0 + 1))
        }
        let printer = DiagnosticPrinter(
            format: .text, colored: false, sources: ["t.yaml": Array(("a: 1\n" + line + "\n").utf8)])
        let expected = columns.map {
            "t.yaml:2:\($0 + 1): error: [UNKNOWN-KEY] m\n" + DiagnosticPrinter.excerpt(line, column: $0)
        }
        #expect(printer.render(diagnostics) == expected.joined())
        let ascii = String(repeating: "key: 1, ", count: 100)
        let plain = DiagnosticPrinter(format: .text, colored: false, sources: ["a.yaml": Array(ascii.utf8)])
        #expect(
            plain.render([.error(.unknownKey, "m", at: SourceLocation(file: "a.yaml", line: 1, column: 400))])
                == "a.yaml:1:400: error: [UNKNOWN-KEY] m\n" + DiagnosticPrinter.excerpt(ascii, column: 399))
    }

    /// Past 200 problems in a file, text names how many more there are; JSON lists every one.
    @Test func aFileWithManyProblemsIsCutWithACount() {
        let many = (1...250).map {
            Diagnostic.error(.unknownKey, "m", at: SourceLocation(file: "t.yaml", line: $0, column: 1))
        }
        let other = Diagnostic.warning(.unknownKey, "w", at: SourceLocation(file: "u.yaml", line: 1, column: 1))
        let printer = DiagnosticPrinter(format: .text, colored: false, sources: [:])
        let lines = printer.render(many + [other]).split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("t.yaml:") }.count == 200)
        #expect(lines.contains { $0.hasPrefix("u.yaml:1:1: warning:") })
        let note =
            "popskin: note: 50 more problems in t.yaml not shown (the first 200 of a file are); "
            + "`--diagnostics-format json` lists every one"
        #expect(lines.last.map(String.init) == note)
        let json = DiagnosticPrinter(format: .json, colored: false, sources: [:]).render(many)
        #expect(json.components(separatedBy: "\"UNKNOWN-KEY\"").count == 251)
    }

    @Test func messagesIndentTheirLaterLines() {
        #expect(TerminalText.message("one") == "one")
        #expect(TerminalText.message("one\ntwo\u{1B}") == "one\n  two\\u{1B}")
        #expect(TerminalText.message("é\nü") == "é\n  ü")
    }
}
