import PopskinSources
import PopskinTokens

/// The rule for problems in token definitions: a published export carries hundreds of tokens a popover never uses,
/// and one broken among them must not refuse the few a theme draws. A problem in a token (or a group) that some
/// theme uses, directly or through the references of its definition, belongs to those themes and stays as it is;
/// one no theme uses is summed up in one warning per source that names the command listing them. A problem that
/// is about no token (a file that does not parse, a resolver's structure) stays as it is. `tokens check` and
/// `--strict` report everything.
public struct TokenProblemScope: Sendable {
    /// How problems in tokens no theme uses are reported.
    public enum Policy: Sendable {
        /// One warning per source (`TOKEN-PROBLEMS-UNUSED`).
        case scopedToUse
        /// Each as it was found, errors included (`--strict`).
        case all
    }

    /// The themes that use each problem's token.
    public private(set) var users: [Diagnostic: Set<String>] = [:]
    /// The problems in tokens no theme uses, per source.
    public private(set) var unused: [(source: TokenSource, diagnostics: [Diagnostic])] = []

    /// Places every problem of `project`'s token sources, the themes of `registry` having been read.
    public init(project: Project, registry: ThemeRegistry) {
        let themes = registry.themes.filter { $0.package == nil }
        for problems in project.tokenProblems {
            let documents = problems.documents
            var reached: [(theme: String, tokens: Set<String>)] = []
            for theme in themes {
                var direct = theme.tokenUses.paths
                for place in theme.tokenUses.places {
                    if let subject = documents.subject(at: place) { direct.insert(subject) }
                }
                if !direct.isEmpty { reached.append((theme.name, documents.closure(of: direct))) }
            }
            var unusedHere: [Diagnostic] = []
            for diagnostic in problems.diagnostics {
                guard let location = diagnostic.location, let subject = documents.subject(at: location) else {
                    continue
                }
                let within = subject + "."
                let names = reached.filter { entry in
                    entry.tokens.contains(subject) || entry.tokens.contains { $0.hasPrefix(within) }
                }.map(\.theme)
                if names.isEmpty {
                    unusedHere.append(diagnostic)
                } else {
                    users[diagnostic] = Set(names)
                }
            }
            if !unusedHere.isEmpty { unused.append((problems.source, unusedHere)) }
        }
    }

    /// What stands for the problems no theme's tokens have under `policy`: each of them, or one warning per source.
    public func reported(under policy: Policy, project: String) -> [Diagnostic] {
        switch policy {
        case .all: return unused.flatMap(\.diagnostics)
        case .scopedToUse: return unused.map { Self.summary(of: $0.diagnostics, in: $0.source, project: project) }
        }
    }

    /// The one warning for `diagnostics`, at the source's entry in `popskin.yaml`.
    static func summary(of diagnostics: [Diagnostic], in source: TokenSource, project: String) -> Diagnostic {
        let errors = diagnostics.filter { $0.severity == .error }.count
        var counts: [String] = []
        if errors > 0 { counts.append(plural(errors, "error")) }
        if diagnostics.count > errors { counts.append(plural(diagnostics.count - errors, "warning")) }
        let path = source.path.isEmpty ? "." : source.path
        let shown = project == "." || project.isEmpty ? path : (project.hasSuffix("/") ? project : project + "/") + path
        let ids = Set(diagnostics.map(\.id.rawValue)).sorted().joined(separator: ", ")
        return .warning(
            .tokenProblemsUnused,
            "\(counts.joined(separator: " and ")) (\(ids)) in tokens of '\(path)' that no theme uses; they do not "
                + "stop a theme (`--strict` makes them errors), and `popskin tokens check \(shown)` lists them",
            at: source.location ?? .start(of: "popskin.yaml"))
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
