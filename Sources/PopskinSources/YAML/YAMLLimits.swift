/// Hard limits on YAML input. Crossing one ends loading of that file with a `YAML-LIMIT` diagnostic.
public struct YAMLLimits: Sendable, Equatable {
    /// Largest file read, in bytes.
    public var maxFileSize: Int
    /// Deepest nesting of sequences and mappings.
    public var maxDepth: Int
    /// Most nodes that aliases may add by expansion (an alias-bomb budget).
    public var maxAliasExpansion: Int
    /// Most nodes in one file, counting expansions.
    public var maxNodes: Int

    public init(
        maxFileSize: Int = 1 << 20, maxDepth: Int = 64, maxAliasExpansion: Int = 10_000, maxNodes: Int = 200_000
    ) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
        self.maxNodes = maxNodes
    }

    public static let `default` = YAMLLimits()
}
