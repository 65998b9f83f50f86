import PopskinRuntime
import PopskinSources

/// One entry of `tokens:` in popskin.yaml: where shared tokens come from, and for a DTCG resolver or a Tokens Studio
/// export, which of its contexts is which appearance and what the other modifiers are fixed to.
public struct TokenSource: Sendable {
    /// Project-relative; "" for the project folder.
    public var path: String
    /// Where the entry is written (nil for the default `tokens` folder).
    public var location: SourceLocation?
    public var appearances: Appearances?
    /// Each other modifier's (or group's) context, with where it is written.
    public var inputs: [(name: String, context: String, location: SourceLocation)] = []
    /// Points per rem.
    public var remBase: Double?

    public init(path: String, location: SourceLocation? = nil) {
        (self.path, self.location) = (path, location)
    }

    /// `appearances: {modifier: theme, light: light, dark: dark, …}` (a resolver), `{group: Mode, …}` (Tokens
    /// Studio) or `{extension: mode, …}` (a DTCG file with Terrazzo's `$extensions.mode`).
    public struct Appearances: Sendable {
        /// What holds the modes.
        public enum Kind: Sendable {
            case modifier, group, extensionKey
        }

        /// The modifier's, the group's or the `$extensions` key's name.
        public var axis: String
        public var kind: Kind
        public var contexts: [SkinAppearance: String]
        public var location: SourceLocation

        public var isGroup: Bool { kind == .group }

        public init(axis: String, kind: Kind, contexts: [SkinAppearance: String], location: SourceLocation) {
            (self.axis, self.kind, self.contexts, self.location) = (axis, kind, contexts, location)
        }

        public init(axis: String, isGroup: Bool, contexts: [SkinAppearance: String], location: SourceLocation) {
            self.init(axis: axis, kind: isGroup ? .group : .modifier, contexts: contexts, location: location)
        }
    }

    /// The inputs as a resolver takes them.
    public var inputValues: [String: String] {
        Dictionary(inputs.map { ($0.name, $0.context) }, uniquingKeysWith: { first, _ in first })
    }
}
