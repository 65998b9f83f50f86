/// Parses kept across readings of one project by a process that reads it again after every edit (`popskin lsp`): a
/// file whose bytes and limits are what they were is not parsed again; its tree and its problems are given back as
/// they were. One entry per file, replaced when the file changes.
public final class YAMLParseCache: Sendable {
    private struct Entry {
        var bytes: [UInt8]
        var limits: YAMLLimits
        var node: YAMLNode?
        var diagnostics: [Diagnostic]
    }

    private let entries = Locked([String: Entry]())

    public init() {}

    /// `bytes` of `file` parsed as `YAMLLoader` parses them, its problems reported into `diagnostics`.
    public func load(_ bytes: [UInt8], file: String, limits: YAMLLimits, diagnostics: DiagnosticSink) -> YAMLNode? {
        if let kept = entries.withLock({ $0[file] }), kept.limits == limits, kept.bytes == bytes {
            diagnostics.report(contentsOf: kept.diagnostics)
            return kept.node
        }
        let own = DiagnosticSink()
        let node = YAMLLoader(limits: limits).load(bytes, file: file, diagnostics: own)
        let found = own.diagnostics
        entries.withLock { $0[file] = Entry(bytes: bytes, limits: limits, node: node, diagnostics: found) }
        diagnostics.report(contentsOf: found)
        return node
    }
}
