import PopskinTestSupport
import PropertyBased
import Testing

@testable import PopskinGenerators

@Suite struct SwiftIdentifierTests {
    @Test func examples() {
        #expect(SwiftIdentifier.typeName("mb-red") == "MbRed")
        #expect(SwiftIdentifier.typeName("qmui-default") == "QmuiDefault")
        #expect(SwiftIdentifier.typeName("2fast") == "_2fast")
        #expect(SwiftIdentifier.typeName("2-fast") == "_2Fast")
        #expect(SwiftIdentifier.typeName("self") == "Self_")
        #expect(SwiftIdentifier.typeName("type") == "Type_")
        #expect(SwiftIdentifier.typeName("protocol") == "Protocol_")
        #expect(SwiftIdentifier.typeName("any") == "Any_")
        #expect(SwiftIdentifier.typeName("") == "Theme")
        #expect(SwiftIdentifier.typeName("😀") == "Theme")
        #expect(SwiftIdentifier.typeName("--") == "Theme")
        #expect(SwiftIdentifier.typeName("café au lait") == "CaféAuLait")
        #expect(SwiftIdentifier.typeName("e\u{301}clair") == "Éclair")  // NFC first
        #expect(SwiftIdentifier.typeName("日本-テーマ") == "日本テーマ")
        #expect(SwiftIdentifier.typeName("a\u{202E}b") == "AB")  // bidi override separates, never kept
        #expect(SwiftIdentifier.typeName("ℹ-info") == "Info")  // a letter that is also an emoji

        #expect(SwiftIdentifier.memberName("mb-red") == "mbRed")
        #expect(SwiftIdentifier.memberName("MBRed") == "mbRed")
        #expect(SwiftIdentifier.memberName("QMUI") == "qmui")
        #expect(SwiftIdentifier.memberName("Dark Mode") == "darkMode")
        #expect(SwiftIdentifier.memberName("default") == "default_")
        #expect(SwiftIdentifier.memberName("class") == "class_")
        #expect(SwiftIdentifier.memberName("init") == "init_")
        #expect(SwiftIdentifier.memberName("self") == "self_")
        #expect(SwiftIdentifier.memberName("Self") == "self_")
        #expect(SwiftIdentifier.memberName("Type") == "type")
        #expect(SwiftIdentifier.memberName("2fast") == "_2fast")
        #expect(SwiftIdentifier.memberName("all") == "all_")
        #expect(SwiftIdentifier.memberName("arrow-base") == "arrowBase_")
        #expect(SwiftIdentifier.memberName("description") == "description_")
        #expect(SwiftIdentifier.memberName("") == "theme")
        #expect(SwiftIdentifier.memberName("\u{301}") == "theme")  // a lone mark cannot start a word
    }

    @Test func nameTableReportsCollisions() {
        var table = SwiftNameTable()
        #expect(table.claim(SwiftIdentifier.typeName("a-b"), for: "a-b") == nil)
        #expect(table.claim(SwiftIdentifier.typeName("a-b"), for: "a-b") == nil)  // same owner again is fine
        #expect(table.claim(SwiftIdentifier.typeName("a_b"), for: "a_b") == "a-b")
        #expect(table.claim(SwiftIdentifier.typeName("a b"), for: "a b") == "a-b")
        #expect(table.claim(SwiftIdentifier.typeName("ab"), for: "ab") == nil)
        #expect(table.claim(SwiftIdentifier.typeName("😀"), for: "😀") == nil)
        #expect(table.claim(SwiftIdentifier.typeName("🎉"), for: "🎉") == "😀")  // both fall back to Theme
        // Precomposed and decomposed spellings become one identifier.
        #expect(table.claim(SwiftIdentifier.typeName("\u{E9}t\u{E9}"), for: "\u{E9}t\u{E9}") == nil)
        #expect(table.claim(SwiftIdentifier.typeName("e\u{301}te\u{301}"), for: "e\u{301}te\u{301}") == "\u{E9}t\u{E9}")
    }

    /// Random names from keywords, separators, digits, letters of many scripts, marks, emoji and any scalar.
    static let names = Gen.frequency([
        (weight: 3, gen: TestKit.pick(SwiftIdentifier.keywords.union(SwiftIdentifier.reservedMemberNames).sorted())),
        (weight: 3, gen: Gen.letterOrNumber.string(of: 1...6).eraseToAny()),
        (
            weight: 2,
            gen: TestKit.pick(["-", "_", " ", ".", "", "$", "`", "\u{200B}", "\u{202E}", "\u{FE0F}", "\u{3164}"])
        ),
        (weight: 1, gen: Gen.number.string(of: 1...3).eraseToAny()),
        (weight: 2, gen: TestKit.scalarText(in: 0x300...0x36F)),
        (
            weight: 1,
            gen: TestKit.pick(
                ["\u{655}", "😀", "👨‍👩‍👧", "ℹ", "Ⅻ", "٣", "é", "ß", "ǆ", "ŉ", "ΐ", "Σ", "Ⓐ", "ｘ"])
        ),
        (weight: 2, gen: TestKit.scalarText(in: 0...0x10FFFF)),
    ]).array(of: 0...8).map { $0.joined() }

    @Test func anyNameBecomesAValidNonKeywordIdentifier() async {
        await propertyCheck(count: 3000, input: Self.names) { name in
            let type = SwiftIdentifier.typeName(name)
            let member = SwiftIdentifier.memberName(name)
            #expect(isConservativeIdentifier(type), "typeName(\(name.debugDescription)) = \(type.debugDescription)")
            #expect(
                isConservativeIdentifier(member), "memberName(\(name.debugDescription)) = \(member.debugDescription)")
            #expect(!SwiftIdentifier.keywords.contains(type) && !SwiftIdentifier.reservedTypeNames.contains(type))
            #expect(!SwiftIdentifier.keywords.contains(member) && !SwiftIdentifier.reservedMemberNames.contains(member))
            // Deterministic and idempotent: sanitising a sanitised name changes nothing (unless it had to escape).
            #expect(SwiftIdentifier.typeName(name) == type)
            if !type.hasSuffix("_") { #expect(SwiftIdentifier.typeName(type) == type) }
        }
    }

    /// ASCII names take a shortcut past Unicode's tables; it gives exactly what the Unicode rules give.
    @Test func asciiShortcutAgreesWithTheUnicodeRules() async {
        let ascii = Gen<String?>.element(of: ["a", "Z", "q", "M", "0", "7", "-", "_", " ", ".", "URL", "QMUI", "ab"])
            .map { $0 ?? "" }.array(of: 0...10).map { $0.joined() }
        await propertyCheck(count: 3000, input: ascii) { name in
            let type = SwiftIdentifier.unicodeTypeName(name), member = SwiftIdentifier.unicodeMemberName(name)
            #expect(SwiftIdentifier.typeName(name) == type || SwiftIdentifier.typeName(name) == type + "_", "\(name)")
            #expect(
                SwiftIdentifier.memberName(name) == member || SwiftIdentifier.memberName(name) == member + "_",
                "\(name)")
        }
        for name in ["mb-red", "2fast", "URLPopover", "QMUI", "qmui-adaptive", "a_b", "", "--", "x9"] {
            #expect(SwiftIdentifier.typeName(name).hasPrefix(SwiftIdentifier.unicodeTypeName(name)), "\(name)")
            #expect(SwiftIdentifier.memberName(name).hasPrefix(SwiftIdentifier.unicodeMemberName(name)), "\(name)")
        }
    }

    /// One `swiftc -typecheck` per language mode over every keyword and landmine name, as a type and as members.
    @Test(.tags(.process, .swiftc), .unlessSkipped(.process, .swiftc)) func everyKeywordAndLandmineTypeChecks() throws {
        let names = SwiftIdentifier.keywords.union(SwiftIdentifier.reservedMemberNames)
            .union(SwiftIdentifier.reservedTypeNames)
            .union([
                "self", "Type", "init", "2fast", "default", "a-b", "😀", "e\u{301}", "\u{655}x", "ℹ", "Ⅻ", "٣x",
                "x\u{FE0F}", "\u{3164}", "a\u{200D}b", "ǆ", "ß", "ŉ", "mb-red", "MBRed", "QMUI", "$x", "`x`",
            ])
            .sorted()
        let types = Set(names.map(SwiftIdentifier.typeName)).sorted()
        let members = Set(names.map(SwiftIdentifier.memberName)).sorted()
        var source = "// Landmine names from SwiftIdentifierTests.\n"
        for type in types {
            source += "final class \(type): Sendable { static let shared = \(type)() }\n"
            source += "let use\(type): \(type).Type = \(type).self\n"
        }
        source += "enum Registry {\n"
        for member in members { source += "    static let \(member) = 0\n" }
        source += "    static let all = [\(members.joined(separator: ", "))]\n}\n"
        source += "enum Cases {\n" + members.map { "    case \($0)\n" }.joined() + "}\n"
        source += "let cases: [Cases] = [" + members.map { ".\($0)" }.joined(separator: ", ") + "]\n"

        let folder = try TemporaryFolder()
        let file = folder.path + "/Landmines.swift"
        try source.write(toFile: file, atomically: true, encoding: .utf8)
        for mode in ["5", "6"] {
            let result = try TestProcess.run(TestPaths.swiftc(), ["-typecheck", "-swift-version", mode, file])
            #expect(result.status == 0, "swift \(mode): \(result.output)")
        }
    }
}

/// A conservative identifier check independent of the sanitiser: `_` or a letter first, then letters, digits and
/// marks, nothing invisible, nothing emoji.
func isConservativeIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first else { return false }
    func letter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
            return scalar.isASCII || (!scalar.properties.isEmoji && !scalar.properties.isDefaultIgnorableCodePoint)
        default: return false
        }
    }
    func body(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" || letter(scalar) { return true }
        if scalar.properties.isDefaultIgnorableCodePoint { return false }
        switch scalar.properties.generalCategory {
        case .decimalNumber, .nonspacingMark, .spacingMark: return true
        default: return false
        }
    }
    return (first == "_" || letter(first)) && text.unicodeScalars.allSatisfy(body) && text != "_"
}
