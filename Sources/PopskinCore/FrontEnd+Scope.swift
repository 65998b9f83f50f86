import PopskinSources

/// A front-end run's problems sorted by whom they stop: a build of named themes reports, and is stopped by, the
/// problems of those themes (their files, their ancestors' files, their geometry) and those no theme owns
/// (the manifest, token files, the lock, unreadable folders); another theme's broken file does not stop it.
public struct ThemeProblems: Sendable {
    /// Problems no single theme owns, sorted.
    public private(set) var global: [Diagnostic] = []
    /// Each theme's problems, sorted: in its file or an ancestor's, or found checking its geometry.
    public private(set) var byTheme: [String: [Diagnostic]] = [:]
    /// The theme each theme file defines, those that failed to load included.
    public private(set) var themeOfFile: [String: String] = [:]
    /// Every diagnostic of the run, sorted, for keeping the run's order when lists are joined.
    private let all: [Diagnostic]

    /// Sorts `diagnostics`, everything a run that made `result` reported.
    public init(_ result: FrontEnd.Result, diagnostics: [Diagnostic]) {
        all = Diagnostic.sorted(diagnostics)
        var heirs: [String: [String]] = [:]  // a theme and every theme whose chain passes through it
        for theme in result.registry.themes {
            for link in theme.chain { heirs[link, default: []].append(theme.name) }
            themeOfFile[theme.file] = theme.name
        }
        for (name, file) in result.project.unloadedThemes { themeOfFile[file] = name }
        var owners: [Diagnostic: String] = [:]
        for (name, list) in result.validation { for diagnostic in list { owners[diagnostic] = name } }
        for diagnostic in all {
            if let owner = owners[diagnostic] {
                byTheme[owner, default: []].append(diagnostic)
            } else if let file = diagnostic.location?.file, let theme = themeOfFile[file] {
                for name in heirs[theme] ?? [theme] { byTheme[name, default: []].append(diagnostic) }
            } else {
                global.append(diagnostic)
            }
        }
    }

    /// The problems a build of `names` reports: the global ones and each named theme's, once each, sorted.
    public func diagnostics(for names: [String]) -> [Diagnostic] {
        var wanted = Set(global)
        for name in names { wanted.formUnion(byTheme[name] ?? []) }
        return all.filter { wanted.contains($0) }
    }

    /// True when an error stops every theme.
    public var hasGlobalErrors: Bool { global.contains { $0.severity == .error } }

    /// True when `name` builds: no error of its own, none global.
    public func builds(_ name: String) -> Bool {
        !hasGlobalErrors && !(byTheme[name] ?? []).contains { $0.severity == .error }
    }
}
