import Foundation
import PopskinTestSupport
import PropertyBased
import Testing

@testable import PopskinGenerators

@Suite struct SwiftLiteralTests {
    @Test func examples() {
        #expect(SwiftLiteral.string("") == #""""#)
        #expect(SwiftLiteral.string("mb-red") == #""mb-red""#)
        #expect(SwiftLiteral.string(#"a"b\c"#) == #""a\"b\\c""#)
        #expect(SwiftLiteral.string("\\(x)") == #""\\(x)""#)
        #expect(SwiftLiteral.string("\"\"\"") == #""\"\"\"""#)
        #expect(SwiftLiteral.string("\"#") == ##""\"#""##)
        #expect(SwiftLiteral.string("line\nnext\r\t\0") == #""line\nnext\r\t\0""#)
        #expect(
            SwiftLiteral.string("\u{1B}\u{7F}\u{85}\u{2028}\u{2029}\u{FEFF}\u{202E}")
                == #""\u{1B}\u{7F}\u{85}\u{2028}\u{2029}\u{FEFF}\u{202E}""#)
        #expect(SwiftLiteral.string("*/ /* //") == #""*\u{2F} \u{2F}* //""#)
        #expect(SwiftLiteral.string("\u{655}a\u{301}") == "\"\\u{655}a\u{301}\"")  // mark escaped only at the start
        #expect(SwiftLiteral.string("é 日本 😀 ❤️") == "\"é 日本 😀 ❤️\"")
        #expect(SwiftLiteral.string("a\u{A0}b") == #""a\u{A0}b""#)
        #expect(SwiftLiteral.string("\u{1F3FB}👍\u{1F3FB}") == "\"\\u{1F3FB}👍\u{1F3FB}\"")
        #expect(SwiftLiteral.string("\u{D4E}") == #""\u{D4E}""#)
    }

    @Test func docCommentExamples() {
        #expect(SwiftLiteral.docComment("A red skin.") == "/// A red skin.")
        #expect(SwiftLiteral.docComment("") == "/// ")
        #expect(
            SwiftLiteral.docComment("one\ntwo\r\nthree\rfour\u{2028}five\u{2029}six\u{85}seven")
                == "/// one\n/// two\n/// three\n/// four\n/// five\n/// six\n/// seven")
        #expect(SwiftLiteral.docComment("*/ let x = 1 /*") == "/// */ let x = 1 /*")
        #expect(SwiftLiteral.docComment("a\tb\0c\u{1B}[31m\u{202E}d") == "/// a bc[31md")
        #expect(SwiftLiteral.docComment("x\n", indent: "    ") == "    /// x\n    /// ")
        #expect(SwiftLiteral.docComment("\u{301}a\n\u{300}") == "/// \u{25CC}\u{301}a\n/// \u{25CC}\u{300}")
    }

    /// Mostly the scalars escapers get wrong, plus any scalar at all.
    static let nastyText = Gen.frequency([
        (weight: 4, gen: TestKit.pick(TestKit.nastyPieces).eraseToAny()),
        (weight: 2, gen: Gen.letterOrNumber.string(of: 1...4).eraseToAny()),
        (weight: 2, gen: TestKit.scalarText(in: 0...0x7F)),
        (weight: 2, gen: TestKit.scalarText(in: 0x300...0x36F)),
        (weight: 1, gen: TestKit.scalarText(in: 0x80...0x3000)),
        (weight: 2, gen: TestKit.scalarText(in: 0...0x10FFFF)),
    ]).array(of: 0...16).map { $0.joined() }

    @Test func literalsDecodeToTheirInput() async {
        await propertyCheck(count: 5000, input: Self.nastyText) { text in
            let literal = SwiftLiteral.string(text)
            let decoded = decodeSwiftLiteral(literal)
            #expect(
                decoded.map { Array($0.unicodeScalars) } == Array(text.unicodeScalars),
                "\(text.debugDescription) -> \(literal)")
            let scalars = Array(literal.unicodeScalars)
            #expect(
                scalars.allSatisfy { scalar in
                    switch scalar.properties.generalCategory {
                    case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse: false
                    default: true
                    }
                }, "\(literal.debugDescription) has an invisible or line-breaking scalar")
            #expect(!scalars.contains(run: ["*", "/"]) && !scalars.contains(run: ["/", "*"]))
            #expect(scalars.first == "\"" && scalars.last == "\"")
            #expect(
                literal.first == "\"" && literal.last == "\"", "\(literal.debugDescription): a quote joined a neighbour"
            )
            if scalars.count > 2 { #expect(scalars[1].properties.canonicalCombiningClass == .notReordered) }
        }
    }

    @Test func docCommentsStayComments() async {
        await propertyCheck(count: 3000, input: Self.nastyText) { text in
            let comment = SwiftLiteral.docComment(text)
            let lines = comment.split(separator: "\n", omittingEmptySubsequences: false)
            var breaks = 0, previous: Unicode.Scalar = " "
            for scalar in text.unicodeScalars {
                let lf = scalar == "\n" && previous == "\r"
                if !lf && [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value) { breaks += 1 }
                previous = scalar
            }
            #expect(lines.count == breaks + 1)
            #expect(lines.allSatisfy { $0.hasPrefix("/// ") && $0.unicodeScalars.starts(with: "/// ".unicodeScalars) })
            #expect(
                comment.unicodeScalars.allSatisfy { scalar in
                    if scalar == "\n" { return true }
                    switch scalar.properties.generalCategory {
                    case .control, .lineSeparator, .paragraphSeparator: return false
                    case .format: return scalar == "\u{200C}" || scalar == "\u{200D}"
                    default: return true
                    }
                }, "\(comment.debugDescription)")
        }
    }

    /// One real compile: the values swiftc reads back from our literals are the inputs, scalar for scalar; the same
    /// literals inside a block comment keep it closed, and doc comments of hostile text stay comments.
    @Test(.tags(.process, .swiftc), .unlessSkipped(.process, .swiftc)) func swiftcReadsBackEveryLiteral() throws {
        let inputs =
            TestKit.nastyPieces + [
                "", "mb-red", "\u{655}", "\u{301}\u{301}", "e\u{301}", "\"\u{301}", "\\\u{301}", "\r\n", "\n\u{301}",
                "a\0b", "\u{10FFFF}\u{E000}\u{FFFE}", "\u{E0041}\u{E007F}", "👨‍👩‍👧 🇺🇸 ❤️", "\u{3164}\u{115F}\u{34F}",
                "#\"raw\"#", "\"\"\"\nmulti\n\"\"\"", "\\u{41}", "\\(1 + 1)", "/* open", "close */", "**/**/",
                "tab\there", "\u{1B}[31mred\u{1B}[0m", "日本語", "\u{200F}rtl\u{202E}txt", "\u{A0}\u{3000}\u{2007}",
            ]
        let literals = inputs.map(SwiftLiteral.string)
        var source = "// Generated by SwiftLiteralTests.\n"
        source += "let values: [String] = [\n" + literals.map { "    \($0), // after\n" }.joined() + "]\n"
        source += "/*\nlet commentedOut = [" + literals.joined(separator: ", ") + "]\n*/\n"
        for (index, input) in inputs.enumerated() {
            source += SwiftLiteral.docComment(input + "\n#error(\"a doc comment leaked\")") + "\n"
            source += "let documented\(index) = \(index)\n"
        }
        source += """
            for value in values {
                print(value.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
            }

            """

        let folder = try TemporaryFolder()
        try source.write(toFile: folder.path + "/main.swift", atomically: true, encoding: .utf8)
        let compiled = try TestProcess.run(
            TestPaths.swiftc(),
            [
                "-swift-version", "6", "-Onone", folder.path + "/main.swift",
                "-o", folder.path + "/roundtrip",
            ])
        try #require(compiled.status == 0, "swiftc failed: \(compiled.output)")
        let ran = try TestProcess.run(folder.path + "/roundtrip", [])
        try #require(ran.status == 0, "\(ran.output)")

        let expected = inputs.map { $0.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") }
        let lines = ran.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count == inputs.count)
        for (index, pair) in zip(lines, expected).enumerated() where pair.0 != pair.1 {
            Issue.record("\(inputs[index].debugDescription): swiftc read \(pair.0), expected \(pair.1)")
        }
    }
}

extension Array where Element == Unicode.Scalar {
    /// Whether `run` occurs as consecutive scalars (Character-level `contains` misses `*/` before a mark).
    func contains(run: [Unicode.Scalar]) -> Bool {
        indices.contains { self[$0...].starts(with: run) }
    }
}

/// Reads a `SwiftLiteral.string` result back the way the compiler would, independently of the encoder: only the
/// escapes `\\ \" \n \r \t \0 \u{…}` are understood, and an unescaped quote, backslash or line break is an error.
func decodeSwiftLiteral(_ literal: String) -> String? {
    let all = Array(literal.unicodeScalars)
    guard all.count >= 2, all.first == "\"", all.last == "\"" else { return nil }
    let body = all.dropFirst().dropLast()
    var out = String.UnicodeScalarView()
    var index = body.startIndex
    func next() -> Unicode.Scalar? {
        guard index < body.endIndex else { return nil }
        defer { index += 1 }
        return body[index]
    }
    while let scalar = next() {
        switch scalar {
        case "\"", "\n", "\r": return nil
        case "\\":
            switch next() {
            case "\\": out.append("\\")
            case "\"": out.append("\"")
            case "n": out.append("\n")
            case "r": out.append("\r")
            case "t": out.append("\t")
            case "0": out.append("\0")
            case "u":
                guard next() == "{" else { return nil }
                var hex = ""
                while let digit = next(), digit != "}" { hex.unicodeScalars.append(digit) }
                guard (1...8).contains(hex.count), let value = UInt32(hex, radix: 16),
                    let decoded = Unicode.Scalar(value)
                else { return nil }
                out.append(decoded)
            default: return nil
            }
        default: out.append(scalar)
        }
    }
    return String(out)
}
