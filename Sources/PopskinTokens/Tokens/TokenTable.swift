import PopskinRuntime
import PopskinSources
import Synchronization

/// The shared token namespace: nested mappings of named values from `tokens/*.yaml`, merged into one.
public struct TokenTable: Sendable {
    /// A token's definition.
    public struct Token: Sendable {
        public var path: String
        public var keyLocation: SourceLocation
        private var content: Content
        private var givenOrigins: [Origin]

        private enum Content: Sendable {
            // Out of line: inline, every entry of a budget's worth of imported tokens (`lowered`) was 48 bytes larger.
            indirect case given(YAMLNode, [UseProblem])
            case lowered(any Lowering)
        }

        public init(
            path: String, value: YAMLNode, keyLocation: SourceLocation, useProblems: [UseProblem] = [],
            origins: [Origin] = []
        ) {
            (self.path, self.keyLocation, givenOrigins) = (path, keyLocation, origins)
            content = .given(value, useProblems)
        }

        /// A token whose value is worked out on first use: a file of thousands of imported tokens of which the
        /// themes use a few lowers only those.
        init(path: String, keyLocation: SourceLocation, lowering: any Lowering) {
            (self.path, self.keyLocation, givenOrigins) = (path, keyLocation, [])
            content = .lowered(lowering)
        }

        /// An imported token's provenance, one per appearance it was resolved for (empty for a YAML token).
        public var origins: [Origin] {
            switch content {
            case .given: givenOrigins
            case .lowered(let lowering): lowering.origins()
            }
        }

        /// The value, in the form theme files write.
        public var value: YAMLNode {
            switch content {
            case .given(let value, _): value
            case .lowered(let lowering): lowering.result.value
            }
        }

        /// What each use of the token must be told (an imported value popskin draws only in part, a deprecated
        /// token); an error makes the token unusable.
        public var useProblems: [UseProblem] {
            get {
                switch content {
                case .given(_, let problems): problems
                case .lowered(let lowering): lowering.result.problems
                }
            }
            set { content = .given(value, newValue) }
        }
    }

    /// An imported token's value, worked out once by whichever thread asks first (`result`), and its provenance,
    /// worked out when asked (only `tokens show` asks). One object per token: a file of thousands makes no more.
    protocol Lowering: AnyObject, Sendable {
        var result: (value: YAMLNode, problems: [UseProblem]) { get }
        func origins() -> [Origin]
    }

    /// Where an imported token's value came from in one resolution: the appearance (nil for any) and the
    /// resolver contexts it was resolved in, its DTCG type, where its winning definition is, and the references
    /// followed from there to the value.
    public struct Origin: Sendable {
        public var appearance: SkinAppearance?
        public var contexts: [String: String]
        public var type: DTCGType
        public var definition: SourceLocation
        public var chain: [DTCGTokenSet.Hop]
    }

    /// A problem reported where a token is used, with a note at its definition.
    public struct UseProblem: Sendable, Hashable {
        public var severity: Severity
        public var id: DiagnosticID
        public var message: String
        /// The token is of a type nothing in a popover takes (typography, a duration, a string): valid, so
        /// `tokens import` leaves it out with a note, where a theme's use of it is an error.
        public var isTypeWithoutPlace = false

        public init(_ severity: Severity, _ id: DiagnosticID, _ message: String) {
            (self.severity, self.id, self.message) = (severity, id, message)
        }

        /// A token of a type nothing in a popover takes, `message` saying which.
        public static func typeWithoutPlace(_ message: String) -> UseProblem {
            var problem = UseProblem(.error, .tokenUnusable, message)
            problem.isTypeWithoutPlace = true
            return problem
        }

        /// For an imported token kept although its value has an error, so a theme that uses it hears why rather
        /// than "no token named".
        public static let definitionInError = UseProblem(
            .error, .tokenUnusable,
            "has no value: its definition, or a token it refers to, is in error (reported there)")
    }

    /// One step of a reference chain: where `{path}` was written.
    public struct Use: Hashable, Sendable {
        public var path: String
        public var location: SourceLocation
    }

    public private(set) var tokens: [String: Token] = [:]
    private var groups: [String: SourceLocation] = [:]
    /// The mappings of YAML token files' groups, which a theme may use whole (`shadow: "{effects.card}"`).
    private var groupNodes: [String: YAMLNode] = [:]

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
                groupNodes[path] = pair.value
                add(group: pair.value, prefix: path, diagnostics: diagnostics)
            } else if let first = tokens[path]?.keyLocation ?? groups[path] {
                diagnostics.report(duplicate(path, at: pair.key.location, first: first))
            } else {
                tokens[path] = Token(path: path, value: pair.value, keyLocation: pair.key.location)
            }
        }
    }

    /// Adds `imported` in order, with room made for all of them first (a large file's thousands).
    public mutating func add(imported: [Token], diagnostics: DiagnosticSink) {
        tokens.reserveCapacity(tokens.count + imported.count)
        for token in imported { add(imported: token, diagnostics: diagnostics) }
    }

    /// Adds a token read from another format (a DTCG file, a resolver): its value in the form theme files write,
    /// located where the source wrote it. A path already defined is DUPLICATE-TOKEN.
    public mutating func add(imported token: Token, diagnostics: DiagnosticSink) {
        // The groups above the token, longest first, down to one already known (its own groups are known too):
        // a file of thousands of tokens in a few groups looks up a few prefixes each, not all of them.
        var added: [String] = []
        var path = token.path
        path.withUTF8 { bytes in
            var end = bytes.count
            while let dot = bytes[..<end].lastIndex(of: UInt8(ascii: ".")) {
                let group = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<dot]), as: UTF8.self)
                if groups[group] != nil { break }
                added.append(group)
                end = dot
            }
        }
        for group in added.reversed() {
            if let clash = tokens[group] {
                diagnostics.report(duplicate(group, at: token.keyLocation, first: clash.keyLocation))
                return
            }
        }
        for group in added { groups[group] = token.keyLocation }
        if let first = groups[token.path] {
            diagnostics.report(duplicate(token.path, at: token.keyLocation, first: first))
        } else if let first = tokens.updateValue(token, forKey: token.path) {
            // Rare: put the first back rather than look every token up before adding it.
            tokens[token.path] = first
            diagnostics.report(duplicate(token.path, at: token.keyLocation, first: first.keyLocation))
        }
    }

    private func duplicate(_ path: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        .error(
            .duplicateToken, "token '\(path)' is defined twice", at: location,
            notes: [DiagnosticNote("first defined here", at: first)])
    }

    /// The keys of a value given per appearance, in theme and token files alike: `any` is the fallback of light
    /// and dark.
    package static let appearanceKeys = ["any"] + SkinAppearance.allCases.map(\.rawValue)

    /// A mapping of appearance names to values (`{light: …, dark: …}`): one token that varies by appearance, not a
    /// group of tokens named after appearances.
    package static func isAppearanceValue(_ members: [YAMLNode.Pair]) -> Bool {
        !members.isEmpty
            && members.allSatisfy {
                guard let key = $0.key.scalarText, Self.appearanceKeys.contains(key),
                    case .scalar = $0.value.content
                else {
                    return false
                }
                return true
            }
    }

    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy(isNameByte)
    }

    /// The token path of a reference string `{a.b.c}`, or nil when `text` is not one. Names follow DTCG's rules (a
    /// segment may hold anything but `.`, braces and control characters, and starts with `$` only as `$root`), so an
    /// imported token whose name has a space or a letter outside ASCII is reachable. Runs on every scalar a theme
    /// reads, so it looks at bytes and allocates only for real references.
    public static func referencePath(_ text: String) -> String? {
        var text = text
        // Over the bytes themselves: every theme value that starts with a brace comes through here.
        return text.withUTF8 { bytes -> String? in
            guard bytes.count > 2, bytes[0] == UInt8(ascii: "{"), bytes[bytes.count - 1] == UInt8(ascii: "}") else {
                return nil
            }
            let inside = UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)])
            var segmentStart = 0
            for (index, byte) in inside.enumerated() {
                switch byte {
                case UInt8(ascii: "."):
                    guard index > segmentStart, isSegment(inside, from: segmentStart, to: index) else { return nil }
                    segmentStart = index + 1
                case UInt8(ascii: "{"), UInt8(ascii: "}"), 0..<0x20, 0x7F: return nil
                default: continue
                }
            }
            guard inside.count > segmentStart, isSegment(inside, from: segmentStart, to: inside.count) else {
                return nil
            }
            return String(decoding: inside, as: UTF8.self)
        }
    }

    /// A segment starts with `$` only when it is `$root`.
    private static func isSegment(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        guard bytes[start] == UInt8(ascii: "$") else { return true }
        return end - start == 5 && Array(bytes[start..<end]) == Array("$root".utf8)
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
                // A DTCG group's own value is its `$root` token, which a reference names whole.
                var hint = "", fix: DiagnosticFix?
                if tokens[path + ".$root"] != nil {
                    hint = " ('\(path)' is a group; did you mean '{\(path).$root}', its own token?)"
                } else if groups[path] != nil {
                    hint = " ('\(path)' is a group of tokens, not a value)"
                } else if let suggestion = Suggestion.closest(to: path, in: tokens.keys.sorted()) {
                    hint = " (did you mean '\(suggestion)'?)"
                    // A reference is its whole scalar, so the fix writes the braces too.
                    fix = DiagnosticFix(
                        "Change to '{\(suggestion)}'", at: current.location, replacing: text,
                        with: "{\(suggestion)}")
                }
                diagnostics.error(
                    .refMissing, "no token named '\(path)'\(hint)", at: current.location,
                    notes: Self.referenceNotes(uses.dropLast()), fix: fix)
                return nil
            }
            if !token.useProblems.isEmpty {
                let notes =
                    Self.referenceNotes(uses.dropLast())
                    + [DiagnosticNote("'\(path)' is defined here", at: token.keyLocation)]
                for problem in token.useProblems {
                    diagnostics.report(
                        Diagnostic(
                            problem.severity, problem.id, "{\(path)} " + problem.message, at: current.location,
                            notes: notes))
                }
                if token.useProblems.contains(where: { $0.severity == .error }) { return nil }
            }
            current = token.value
        }
        return current
    }

    /// The mapping of the YAML token group at `path` (its members as written, references unresolved).
    public func group(at path: String) -> YAMLNode? {
        groupNodes[path]
    }

    /// Notes that walk back along a reference chain.
    package static func referenceNotes(_ uses: some Collection<Use>) -> [DiagnosticNote] {
        uses.map { DiagnosticNote("through the reference '{\($0.path)}' here", at: $0.location) }
    }
}
