import PopskinSources

/// A theme after inheritance: its merged tree with provenance and, when every value read cleanly, its skin.
public struct ResolvedTheme: Sendable {
    public var name: String
    public var file: String
    public var isAbstract: Bool
    public var description: String?
    /// `class-name` as this theme's file writes it (never inherited), and where.
    public var className: (name: String, location: SourceLocation)?
    /// Where `extends` was written, if anywhere.
    public var extendsLocation: SourceLocation?
    /// This theme first, then its parent, grandparent… as far as the chain is intact.
    public var chain: [String]
    public var tree: ThemeTree
    /// Nil when a value failed to read or a required one is missing (abstract themes may lack required values).
    public var skin: Skin?
    /// The files besides its own that its values were read from: its parents' and the token files it used.
    public var valueFiles: Set<String> = []
    /// The tokens its values used, for scoping token problems to use.
    public var tokenUses = TokenUses()

    public var parent: String? { chain.count > 1 ? chain[1] : nil }

    /// The dependency the theme comes from (`brand` for `brand/ocean`), nil for the project's own.
    public var package: String? { name.firstIndex(of: "/").map { String(name[..<$0]) } }

    /// Where the value at a dotted path was set, if a theme of the chain set it.
    public func origin(of path: String) -> ValueOrigin? {
        guard let node = tree.node(at: path) else { return nil }
        if case .removed = node.content { return nil }
        return node.origin
    }
}

/// The tokens a theme's values used: the paths its references named (through every alias of popskin's own), and
/// the places of the values it read outside its file (an inherited value, a token group's member, an imported
/// token's value), which say which token they belong to.
public struct TokenUses: Sendable {
    public var paths: Set<String> = []
    public var places: Set<SourceLocation> = []
}

/// All themes of a project after inheritance, sorted by name.
public struct ThemeRegistry: Sendable {
    public private(set) var themes: [ResolvedTheme]
    private let index: [String: Int]

    init(themes: [ResolvedTheme]) {
        self.themes = themes.sorted { $0.name < $1.name }
        self.index = Dictionary(uniqueKeysWithValues: self.themes.enumerated().map { ($1.name, $0) })
    }

    public subscript(name: String) -> ResolvedTheme? {
        index[name].map { themes[$0] }
    }

    /// Themes whose parent is `name` (or roots when nil), sorted by name.
    public func children(of name: String?) -> [ResolvedTheme] {
        themes.filter { $0.parent == name }
    }
}
