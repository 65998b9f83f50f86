import PopskinCore
import PopskinSources

/// A front-end run with what it reported: what most tests look at.
public struct FrontEndRun: Sendable {
    public let result: FrontEnd.Result
    public let diagnostics: DiagnosticSink

    public var project: Project { result.project }
    public var registry: ThemeRegistry { result.registry }
    public var validation: [String: [Diagnostic]] { result.validation }
}

extension FrontEnd {
    /// Runs the front end into a sink of its own.
    public func run(root: String, packages: [PackageSource] = [], validate: Bool = true) -> FrontEndRun {
        let diagnostics = DiagnosticSink()
        let result = run(root: root, packages: packages, validate: validate, diagnostics: diagnostics)
        return FrontEndRun(result: result, diagnostics: diagnostics)
    }
}

extension DiagnosticSink {
    /// Nothing was reported.
    public var isEmpty: Bool { count == 0 }
    /// The errors, in the order reported.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}

/// The tests read a sink as the list it holds.
extension DiagnosticSink: Sequence {
    public func makeIterator() -> IndexingIterator<[Diagnostic]> { diagnostics.makeIterator() }

    /// The first reported.
    public var first: Diagnostic? { diagnostics.first }
}
