/// Hard limits on JSON input (design-token files). Crossing one ends loading of that file (or following that
/// reference) with a `JSON-LIMIT` diagnostic. Token exports are larger than theme files, so the size limit is higher than YAML's; the depth is
/// the same.
public struct JSONLimits: Sendable {
    /// Largest file read, in bytes.
    public var maxFileSize: Int
    /// Deepest nesting of arrays and objects.
    public var maxDepth: Int
    /// Most values in one file.
    public var maxNodes: Int
    /// Longest chain of references (tokens through aliases and pointers, groups through `$extends`) followed
    /// from one value.
    public var maxReferenceDepth: Int
    /// Most tokens one document holds once `$extends` is followed (inherited tokens multiply: K tokens extended by M
    /// groups are K × M).
    public var maxTokens: Int

    public init(
        maxFileSize: Int = 16 << 20, maxDepth: Int = 64, maxNodes: Int = 2_000_000, maxReferenceDepth: Int = 64,
        maxTokens: Int = 500_000
    ) {
        (self.maxFileSize, self.maxDepth, self.maxNodes, self.maxReferenceDepth, self.maxTokens) = (
            maxFileSize, maxDepth, maxNodes, maxReferenceDepth, maxTokens
        )
    }

    public static let `default` = JSONLimits()
}
