import PopskinSources
import PopskinTokens

/// What reading one of the project's token sources reported, with the documents it was read from, so each problem
/// can be placed in the token or group it is about (`TokenProblemScope`).
public struct TokenSourceProblems: Sendable {
    /// The `tokens:` entry.
    public var source: TokenSource
    public var documents: TokenDocuments
    /// Everything reading it reported, in order.
    public var diagnostics: [Diagnostic]
}
