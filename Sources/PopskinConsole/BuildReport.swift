import PopskinBuild
import PopskinCore
import PopskinSources

/// How a build is reported on a terminal: each output's summary on standard output, the problems on standard
/// error. `popskin theme build`, `theme watch` and `popskin-build` print through it.
public enum BuildReport {
    /// Prints the outputs' summary (unless `summary` is false, as under the build plugin) and the problems; true
    /// when nothing stops the build.
    @discardableResult
    public static func print(_ outcome: ProjectBuild.Outcome, format: DiagnosticPrinter.Format, summary: Bool = true)
        -> Bool
    {
        if summary { results(outcome.results) }
        return Output.diagnostics(outcome.diagnostics.sorted(), format: format, sources: outcome.sources)
    }

    /// `--check`'s summary per output and its problems; true when everything is up to date.
    public static func print(
        check results: [ThemeBuild.CheckResult], _ outcome: ProjectBuild.Outcome, format: DiagnosticPrinter.Format
    ) -> Bool {
        Output.lines(
            results.map { result in
                "\(result.generator) → \(result.path): \(result.upToDate) up to date, \(result.stale.count) stale, "
                    + "\(result.missing.count) missing, \(result.extra.count) extra"
            })
        return Output.diagnostics(outcome.diagnostics.sorted(), format: format, sources: outcome.sources)
    }

    /// Each output's files written, unchanged and removed.
    static func results(_ results: [ThemeBuild.OutputResult]) {
        Output.lines(
            results.compactMap { result in
                guard let report = result.report else { return nil }
                let removed = result.removed.isEmpty ? "" : ", \(result.removed.count) removed"
                return "\(result.generator) → \(result.path): \(report.written.count) written, "
                    + "\(report.unchanged.count) unchanged\(removed)"
            })
    }
}
