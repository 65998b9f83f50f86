import Foundation

/// Turns theme names into Swift identifiers that are always valid, never keywords, and the same on every machine.
///
/// Words are runs of identifier characters; everything else (`-`, `_`, spaces, punctuation, emoji, invisible
/// format characters) separates words and is dropped. Kept characters are letters, digits and combining marks
/// that are both inside the Swift book's identifier ranges (the ones StencilSwiftKit uses) and of a Unicode
/// letter, digit or mark category, so look-alike symbols, emoji, bidi controls and variation selectors never
/// reach generated code. Input is NFC-normalised first, so `é` and `e\u{301}` give the same identifier.
///
/// Two different names can still give the same identifier (`a-b`, `a_b`): record every one in a `SwiftNameTable`.
public enum SwiftIdentifier {
    /// UpperCamelCase type-name base: `mb-red` → `MbRed`, `2fast` → `_2fast`, `self` → `Self_`, `😀` → `Theme`.
    public static func typeName(_ themeName: String) -> String {
        let text = ASCIIWords(themeName).map(\.typeName) ?? unicodeTypeName(themeName)
        return keywords.contains(text) || reservedTypeNames.contains(text) ? text + "_" : text
    }

    /// `typeName` by the Unicode rules, before keywords (what the ASCII path must agree with).
    static func unicodeTypeName(_ themeName: String) -> String {
        cleaned(words(themeName).map(capitalized).joined(), fallback: "Theme")
    }

    /// lowerCamelCase name for properties and enum cases: `mb-red` → `mbRed`, `default` → `default_`,
    /// `description` → `description_`. Never needs backticks.
    public static func memberName(_ themeName: String) -> String {
        let text = ASCIIWords(themeName).map(\.memberName) ?? unicodeMemberName(themeName)
        return keywords.contains(text) || reservedMemberNames.contains(text) ? text + "_" : text
    }

    /// `memberName` by the Unicode rules, before keywords (what the ASCII path must agree with).
    static func unicodeMemberName(_ themeName: String) -> String {
        let words = self.words(themeName)
        let text = words.enumerated().map { $0.offset == 0 ? lowerFirstWord($0.element) : capitalized($0.element) }
            .joined()
        return cleaned(text, fallback: "theme")
    }

    /// Every word the Swift book lists as a keyword (declarations, statements, expressions and types, patterns,
    /// and the context-sensitive ones, including the `precedencegroup`-only ones), the newer ones (`actor`,
    /// `macro`, `package`, `consume`, `sending`, `unsafe`, ...) and the legacy `__FILE__` family. Exact case:
    /// `Self`, `Type`, `Protocol` and `Any` are in it because they are special in type position.
    public static let keywords: Set<String> = [
        // Declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "precedencegroup",
        "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "actor", "macro", "package",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "some", "any", "each", "consume", "copy", "discard", "sending", "isolated", "unsafe", "then",
        // Patterns
        "_",
        // Context-sensitive
        "associativity", "async", "convenience", "didSet", "dynamic", "final", "get", "indirect", "infix", "lazy",
        "left", "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence", "prefix",
        "Protocol", "required", "right", "set", "Type", "unowned", "weak", "willSet", "higherThan", "lowerThan",
        "assignment", "distributed", "reasync",
        // Legacy literals
        "__COLUMN__", "__FILE__", "__FUNCTION__", "__LINE__", "__DSO_HANDLE__",
    ]

    /// Type names that are not keywords but would shadow what generated code refers to if a base were used alone.
    public static let reservedTypeNames: Set<String> = [
        "AnyObject", "AnyClass", "Swift", "Foundation", "UIKit", "CoreGraphics", "PopskinRuntime",
        "String", "Int", "Double", "Float", "Bool", "Character", "Optional", "Array", "Dictionary", "Set",
        "Void", "Never", "Error", "Sendable", "Equatable", "Hashable", "Codable", "Copyable", "Escapable",
        "NSObject", "CGFloat", "CGRect", "CGSize", "CGPoint", "UIColor", "UIImage", "UIImageView", "UIView",
        "UIEdgeInsets", "UIPopoverBackgroundView", "UIPopoverArrowDirection",
        "PopoverSkin", "PopoverLayout", "PopskinPopoverBackgroundView", "ArrowMetrics", "SkinColor",
        "SkinInsets", "SkinGradient", "SkinShadow", "LayoutRect", "LayoutPoint", "PopoverArrowDirection",
    ]

    /// Members of `UIPopoverBackgroundView`, `NSObject` and the generated registry that a skin's static property or
    /// enum case must not shadow.
    public static let reservedMemberNames: Set<String> = [
        "arrowBase", "arrowHeight", "contentViewInsets", "wantsDefaultContentAppearance", "arrowOffset",
        "arrowDirection", "layoutSubviews", "init", "deinit", "description", "debugDescription", "hash",
        "hashValue", "all", "named", "skin", "names", "backgroundViewClass",
        // Synthesised by `CaseIterable`/`RawRepresentable` if the registry ever becomes an enum of cases.
        "allCases", "rawValue",
    ]

    // MARK: - Words

    /// Splits NFC-normalised text into runs of kept characters; a mark only continues a run.
    private static func words(_ text: String) -> [[Unicode.Scalar]] {
        var words: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        for scalar in normalized(text).unicodeScalars {
            if isLetter(scalar) || isDigit(scalar) || (!current.isEmpty && isMark(scalar)) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = []
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// NFC; ASCII text (every valid theme name) is already, and normalising it was most of the cost.
    private static func normalized(_ text: String) -> String {
        text.utf8.allSatisfy { $0 < 0x80 } ? text : text.precomposedStringWithCanonicalMapping
    }

    private static func capitalized(_ word: [Unicode.Scalar]) -> String {
        guard let first = word.first else { return "" }
        // ASCII (every valid theme name) without Unicode's case tables: they were most of the cost.
        let head =
            ("a"..."z").contains(first)
            ? String(Unicode.Scalar(first.value - 32)!) : first.properties.titlecaseMapping
        return head + String(String.UnicodeScalarView(word.dropFirst()))
    }

    /// `Dark` → `dark`, `URLPopover` → `urlPopover`, `QMUI` → `qmui`: lowercases the leading capitals, leaving the
    /// last one when it starts the next part of a camel-case word.
    private static func lowerFirstWord(_ word: [Unicode.Scalar]) -> String {
        let upper = word.prefix { $0.properties.isUppercase }.count
        let lowered = upper > 1 && upper < word.count && word[upper].properties.isLowercase ? upper - 1 : max(upper, 1)
        return word.prefix(lowered).map(\.properties.lowercaseMapping).joined()
            + String(String.UnicodeScalarView(word.dropFirst(lowered)))
    }

    /// Re-checks every scalar after case mapping (which can add marks), adds `_` before a non-letter head, and
    /// falls back when nothing is left.
    private static func cleaned(_ text: String, fallback: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in normalized(text).unicodeScalars
        where isLetter(scalar) || isDigit(scalar) || (!scalars.isEmpty && isMark(scalar)) {
            scalars.append(scalar)
        }
        guard let head = scalars.first else { return fallback }
        return isLetter(head) ? String(scalars) : "_" + String(scalars)
    }

    // MARK: - Character classes

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
            return isSafeNonASCII(scalar)
        default:
            return false
        }
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ("0"..."9").contains(scalar) }
        return scalar.properties.generalCategory == .decimalNumber && isSafeNonASCII(scalar)
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark:
            return !(0xFE00...0xFE0F).contains(scalar.value) && isSafeNonASCII(scalar)
        default:
            return false
        }
    }

    /// Inside the Swift identifier ranges, visible, and not emoji (`ℹ` is a letter and an emoji).
    private static func isSafeNonASCII(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        guard !properties.isDefaultIgnorableCodePoint, !properties.isEmoji else { return false }
        let value = scalar.value
        return swiftIdentifierRanges.contains { $0.contains(value) }
    }

    /// Swift's identifier characters beyond ASCII (the book's head ranges plus the continuation-only mark
    /// ranges), as StencilSwiftKit lists them. The category checks above narrow these further.
    private static let swiftIdentifierRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
        0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF,
        0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD,
        0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD,
        0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
        0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
        // Continuation only: combining marks.
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]
}

/// The words of an ASCII name (every valid theme name is one): runs of letters and digits, everything else dropped.
/// The same identifiers as the Unicode rules give, without their normalisation and case tables, which cost most of
/// `theme validate`'s check of a thousand themes' Swift names.
private struct ASCIIWords {
    /// The letters and digits of the name, and where each word lies in them.
    let bytes: [UInt8]
    let words: [Range<Int>]

    /// Nil when `name` has a byte beyond ASCII.
    init?(_ name: String) {
        var bytes: [UInt8] = [], words: [Range<Int>] = []
        bytes.reserveCapacity(name.utf8.count)
        var start: Int?
        for byte in name.utf8 {
            guard byte < 0x80 else { return nil }
            if Self.isLetter(byte) || Self.isDigit(byte) {
                if start == nil { start = bytes.count }
                bytes.append(byte)
            } else if let first = start {
                words.append(first..<bytes.count)
                start = nil
            }
        }
        if let first = start { words.append(first..<bytes.count) }
        (self.bytes, self.words) = (bytes, words)
    }

    var typeName: String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for word in words { appendCapitalized(word, to: &out) }
        return finished(out, fallback: "Theme")
    }

    var memberName: String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for (index, word) in words.enumerated() {
            if index == 0 { appendLoweredFirst(word, to: &out) } else { appendCapitalized(word, to: &out) }
        }
        return finished(out, fallback: "theme")
    }

    /// `_` before a digit at the head; the fallback when nothing is left.
    private func finished(_ out: [UInt8], fallback: String) -> String {
        guard let head = out.first else { return fallback }
        return (Self.isLetter(head) ? "" : "_") + String(decoding: out, as: UTF8.self)
    }

    private func appendCapitalized(_ word: Range<Int>, to out: inout [UInt8]) {
        let first = bytes[word.lowerBound]
        out.append(Self.isLower(first) ? first - 32 : first)
        out += bytes[(word.lowerBound + 1)..<word.upperBound]
    }

    /// As `SwiftIdentifier.lowerFirstWord`: `URLPopover` → `urlPopover`, `QMUI` → `qmui`.
    private func appendLoweredFirst(_ word: Range<Int>, to out: inout [UInt8]) {
        let letters = bytes[word]
        let upper = letters.prefix(while: Self.isUpper).count
        let lowered =
            upper > 1 && upper < letters.count && Self.isLower(bytes[word.lowerBound + upper])
            ? upper - 1 : max(upper, 1)
        for byte in letters.prefix(lowered) { out.append(Self.isUpper(byte) ? byte + 32 : byte) }
        out += letters.dropFirst(lowered)
    }

    private static func isLetter(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) }
    private static func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    private static func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}

/// Records which theme owns each generated identifier, so two themes that sanitise alike become a diagnostic
/// instead of a redeclaration in the generated code.
public struct SwiftNameTable: Sendable {
    private var owners: [String: String] = [:]

    public init() {}

    /// Claims `identifier` for `owner`. Returns the earlier owner if a different one already claimed it, else nil
    /// (claiming the same identifier twice for the same owner is fine). Owners are compared scalar by scalar, so
    /// `été` precomposed and decomposed are two owners; identifiers compare as Swift strings (canonically).
    public mutating func claim(_ identifier: String, for owner: String) -> String? {
        if let earlier = owners[identifier] {
            return earlier.unicodeScalars.elementsEqual(owner.unicodeScalars) ? nil : earlier
        }
        owners[identifier] = owner
        return nil
    }
}
