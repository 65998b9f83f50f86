/// The shared token namespace: nested mappings of named values from `tokens/*.yaml`, merged into one.
public struct TokenTable: Sendable {
    /// A token's definition.
    public struct Token: Sendable {
        public var path: String
        public var value: YAMLNode
        public var keyLocation: SourceLocation
    }

    /// One step of a reference chain: where `{path}` was written.
    public struct Use: Hashable, Sendable {
        public var path: String
        public var location: SourceLocation
    }

    public private(set) var tokens: [String: Token] = [:]
    private var groups: [String: SourceLocation] = [:]

    public init() {}

    /// Adds every token of a token file's root mapping.
    public mutating func add(file root: YAMLNode, diagnostics: DiagnosticSink) {
        guard !root.isNull else { return }
        guard case .mapping = root.content else {
            diagnostics.error(
                .typeMismatch, "a token file must be a mapping of token names, not \(root.kindDescription)",
                at: root.location)
            return
        }
        add(group: root, prefix: "", diagnostics: diagnostics)
    }

    private mutating func add(group: YAMLNode, prefix: String, diagnostics: DiagnosticSink) {
        guard case .mapping(let pairs) = group.content else { return }
        for pair in pairs {
            guard let name = pair.key.scalarText, Self.isValidName(name) else {
                diagnostics.error(
                    .badName,
                    "token names use letters, digits, '-' and '_' only; '\(pair.key.scalarText ?? "?")' does not",
                    at: pair.key.location)
                continue
            }
            let path = prefix.isEmpty ? name : prefix + "." + name
            if case .mapping(let members) = pair.value.content, !Self.isAppearanceValue(members) {
                if let token = tokens[path] {
                    diagnostics.report(duplicate(path, at: pair.key.location, first: token.keyLocation))
                    continue
                }
                if groups[path] == nil { groups[path] = pair.key.location }
                add(group: pair.value, prefix: path, diagnostics: diagnostics)
            } else if let first = tokens[path]?.keyLocation ?? groups[path] {
                diagnostics.report(duplicate(path, at: pair.key.location, first: first))
            } else {
                tokens[path] = Token(path: path, value: pair.value, keyLocation: pair.key.location)
            }
        }
    }

    private func duplicate(_ path: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        .error(
            .duplicateToken, "token '\(path)' is defined twice", at: location,
            notes: [DiagnosticNote("first defined here", at: first)])
    }

    /// A mapping of appearance names to values (`{light: …, dark: …}`): one token that varies by appearance, not a
    /// group of tokens named after appearances.
    static func isAppearanceValue(_ members: [YAMLNode.Pair]) -> Bool {
        !members.isEmpty
            && members.allSatisfy {
                guard let key = $0.key.scalarText, ValueReader.appearanceKeys.contains(key),
                    case .scalar = $0.value.content
                else {
                    return false
                }
                return true
            }
    }

    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy(isNameByte)
    }

    /// The token path of a reference string `{a.b.c}`, or nil when `text` is not one. Runs on every scalar a theme
    /// reads, so it looks at bytes and allocates only for real references.
    public static func referencePath(_ text: String) -> String? {
        var text = text
        // Over the bytes themselves: every theme value that starts with a brace comes through here.
        return text.withUTF8 { bytes -> String? in
            guard bytes.count > 2, bytes[0] == UInt8(ascii: "{"), bytes[bytes.count - 1] == UInt8(ascii: "}") else {
                return nil
            }
            let inside = UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)])
            var previous = UInt8(ascii: ".")
            for byte in inside {
                let isDot = byte == UInt8(ascii: ".")
                guard isDot ? previous != UInt8(ascii: ".") : isNameByte(byte) else { return nil }
                previous = byte
            }
            guard previous != UInt8(ascii: ".") else { return nil }
            return String(decoding: inside, as: UTF8.self)
        }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            return true
        default: return false
        }
    }

    /// Follows `node` through token references to the value it stands for. Returns nil after reporting a missing
    /// token or a cycle. `uses` receives each reference followed, in order.
    public func resolve(_ node: YAMLNode, uses: inout [Use], diagnostics: DiagnosticSink) -> YAMLNode? {
        var current = node
        while case .scalar(let text, _) = current.content, let path = Self.referencePath(text) {
            let use = Use(path: path, location: current.location)
            if let start = uses.firstIndex(where: { $0.path == path }) {
                let cycle = (uses[start...].map(\.path) + [path]).joined(separator: " → ")
                diagnostics.error(
                    .refCycle, "token references form a cycle: \(cycle)", at: uses[start].location,
                    notes: uses[(start + 1)...].map {
                        DiagnosticNote("'{\($0.path)}' is referenced here", at: $0.location)
                    })
                return nil
            }
            uses.append(use)
            guard let token = tokens[path] else {
                let hint =
                    groups[path] != nil
                    ? " ('\(path)' is a group of tokens, not a value)"
                    : Suggestion.hint(for: path, in: tokens.keys.sorted())
                diagnostics.error(
                    .refMissing, "no token named '\(path)'\(hint)", at: current.location,
                    notes: Self.referenceNotes(uses.dropLast()))
                return nil
            }
            current = token.value
        }
        return current
    }

    /// Notes that walk back along a reference chain.
    static func referenceNotes(_ uses: some Collection<Use>) -> [DiagnosticNote] {
        uses.map { DiagnosticNote("through the reference '{\($0.path)}' here", at: $0.location) }
    }
}
