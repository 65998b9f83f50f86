import PopskinSources

/// Themes merged and decoded by an earlier reading of the same project, for a process that reads it again after
/// every edit (`popskin lsp`): a theme whose chain's files and whose shared inputs (the manifest, the tokens,
/// everything read but theme files) hash as they did is not merged or decoded again; its tree, its skin and their
/// problems are given back. One entry per theme, replaced when its key changes. Keys are content hashes (FNV-1a, 64
/// bits), as builds' stamps are.
public final class ResolutionCache: Sendable {
    /// The chain's files with their hashes, then the shared inputs' digest.
    struct Key: Hashable, Sendable {
        var chain: [String]
        var hashes: [UInt64?]
        var shared: UInt64
    }

    /// A theme's tree merged over its parent's, and what merging it reported.
    struct Merged: Sendable {
        var tree: ThemeTree
        var diagnostics: [Diagnostic]
    }

    /// What decoding a theme gave.
    struct Decoded: Sendable {
        var skin: Skin?
        var diagnostics: [Diagnostic]
        var missing: [String]
        var valueFiles: Set<String>
        var tokenUses: TokenUses
    }

    private let merges = Locked([String: (key: Key, merged: Merged)]())
    private let decodes = Locked([String: (key: Key, decoded: Decoded)]())

    public init() {}

    func merged(_ theme: String, key: Key?) -> Merged? {
        guard let key else { return nil }
        return merges.withLock { $0[theme] }.flatMap { $0.key == key ? $0.merged : nil }
    }

    func keep(_ merged: Merged, for theme: String, key: Key?) {
        guard let key else { return }
        merges.withLock { $0[theme] = (key, merged) }
    }

    func decoded(_ theme: String, key: Key?) -> Decoded? {
        guard let key else { return nil }
        return decodes.withLock { $0[theme] }.flatMap { $0.key == key ? $0.decoded : nil }
    }

    func keep(_ decoded: Decoded, for theme: String, key: Key?) {
        guard let key else { return }
        decodes.withLock { $0[theme] = (key, decoded) }
    }
}

/// What a front end run may reuse from the runs before it on the same project: parses, merged and decoded themes.
/// Held by a long-lived process; a command that reads a project once has none.
public final class FrontEndCache: Sendable {
    public let parses = YAMLParseCache()
    public let resolutions = ResolutionCache()

    public init() {}
}
