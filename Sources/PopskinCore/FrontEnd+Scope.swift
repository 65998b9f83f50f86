import PopskinSources

/// The one rule for which problems belong to a theme, used by every command about named themes (`validate`,
/// `build`, `render`, `check`, `preview`, `layout`, `diff`): a theme's problems are those in its own file and its
/// ancestors', those found checking its geometry, those in the definitions of the tokens it uses
/// (`TokenProblemScope`), and those in the files its values were read from (the token files it uses). Problems no theme can be spared — the manifest's, the lock's, a token file that gave no token,
/// those with no place — stop every theme. Anything else (another theme's file, a token file no named theme uses)
/// is elsewhere: a command about other themes reports it as one summary line and is not failed by it.
public struct ThemeScope: Sendable {
    /// Problems that stop every theme, sorted.
    public private(set) var global: [Diagnostic] = []
    /// Each theme's problems, sorted.
    public private(set) var byTheme: [String: [Diagnostic]] = [:]
    /// The theme each theme file defines, those that failed to load included.
    public private(set) var themeOfFile: [String: String] = [:]
    /// Every diagnostic of the run, sorted, for keeping the run's order when lists are joined.
    private let all: [Diagnostic]

    /// Sorts `diagnostics`, everything a run that made `result` reported.
    public init(_ result: FrontEnd.Result, diagnostics: [Diagnostic]) {
        all = Diagnostic.sorted(diagnostics)
        var heirs: [String: [String]] = [:]  // a theme and every theme whose chain passes through it
        var readers: [String: [String]] = [:]  // a file and every theme whose values were read from it
        for theme in result.registry.themes {
            for link in theme.chain { heirs[link, default: []].append(theme.name) }
            for file in theme.valueFiles { readers[file, default: []].append(theme.name) }
            themeOfFile[theme.file] = theme.name
        }
        for (name, file) in result.project.unloadedThemes { themeOfFile[file] = name }
        // A token file that gave tokens holds problems its users own; one that gave none may be what a theme's
        // missing token was meant to come from, so its problems stop everything.
        var tokenFiles: Set<String> = []
        for table in [result.project.tokens] + Array(result.project.packageTokens.values) {
            for token in table.tokens.values { tokenFiles.insert(token.keyLocation.file) }
        }
        var owners: [Diagnostic: String] = [:]
        for (name, list) in result.validation { for diagnostic in list { owners[diagnostic] = name } }
        for diagnostic in all {
            if let owner = owners[diagnostic] {
                byTheme[owner, default: []].append(diagnostic)
            } else if let users = result.tokenProblemUsers[diagnostic] {
                for name in users.sorted() { byTheme[name, default: []].append(diagnostic) }
            } else if let file = diagnostic.location?.file, let theme = themeOfFile[file] {
                for name in heirs[theme] ?? [theme] { byTheme[name, default: []].append(diagnostic) }
            } else if let file = diagnostic.location?.file, tokenFiles.contains(file) {
                for name in readers[file] ?? [] { byTheme[name, default: []].append(diagnostic) }
            } else {
                global.append(diagnostic)
            }
        }
    }

    /// True when an error stops every theme.
    public var hasGlobalErrors: Bool { global.contains { $0.severity == .error } }

    /// True when `name` builds: no error of its own, none global.
    public func builds(_ name: String) -> Bool {
        !hasGlobalErrors && !(byTheme[name] ?? []).contains { $0.severity == .error }
    }

    /// What a command about `names` reports (the global problems and each named theme's, once each, sorted), and
    /// the rest of the run's problems, which concern other themes or files no named theme uses.
    public func split(for names: [String]) -> (concerned: [Diagnostic], elsewhere: [Diagnostic]) {
        var wanted = Set(global)
        for name in names { wanted.formUnion(byTheme[name] ?? []) }
        return (all.filter { wanted.contains($0) }, all.filter { !wanted.contains($0) })
    }

    /// The one line that stands for `elsewhere` (OTHER-THEMES, a note): how many problems, where, and the command
    /// that lists them; nil when there are none.
    public func summary(of elsewhere: [Diagnostic], project: String = ".") -> Diagnostic? {
        guard !elsewhere.isEmpty else { return nil }
        let errors = elsewhere.filter { $0.severity == .error }.count
        let warnings = elsewhere.filter { $0.severity == .warning }.count
        var counts: [String] = []
        if errors > 0 { counts.append("\(errors) error\(errors == 1 ? "" : "s")") }
        if warnings > 0 { counts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        if counts.isEmpty { counts.append("\(elsewhere.count) note\(elsewhere.count == 1 ? "" : "s")") }
        var places: [String] = []
        for diagnostic in elsewhere {
            let place =
                diagnostic.location.map { location in themeOfFile[location.file].map { "'\($0)'" } ?? location.file }
                ?? "the project"
            if !places.contains(place) { places.append(place) }
        }
        let shown = places.prefix(4).joined(separator: ", ") + (places.count > 4 ? ", …" : "")
        let command = "popskin theme validate" + (project == "." ? "" : " --project \(project)")
        return Diagnostic(
            .note, .otherThemes,
            "\(counts.joined(separator: " and ")) elsewhere (\(shown)) \(elsewhere.count == 1 ? "does" : "do") not "
                + "concern this command; `\(command)` lists \(elsewhere.count == 1 ? "it" : "them")", at: nil)
    }
}
