import PopskinCore
import PopskinGenerators
import PopskinSources

/// Which themes a build makes, and which problems it reports. A build of every theme stops at any error. A build
/// of named themes reports and is stopped by their problems alone (`ThemeScope`: their files, their ancestors',
/// their geometry, the token files they use) and the ones that stop every theme; it makes those named themes that
/// have no error, writes and removes their files only, and rewrites the files every theme shares only when every
/// concrete theme builds, since those describe all. Problems elsewhere are one summary line.
struct BuildSelection {
    /// The named themes, nil for a build of all.
    let names: Set<String>?
    /// Concrete themes of the project (a dependency's are inherited from, not generated) whose files to make.
    let selected: [ResolvedTheme]
    let selectedNames: Set<String>
    /// Every concrete theme that builds: what shared files describe.
    let everyone: [ResolvedTheme]
    /// Whether the files every theme shares may be rewritten.
    let sharesUpdate: Bool
    /// Whether nothing may be written at all.
    let blocked: Bool
    /// The problems that concern the build, sorted.
    private(set) var diagnostics: [Diagnostic]
    /// The problems that do not (another theme's), for the summary.
    private var elsewhere: [Diagnostic] = []
    /// The BUILD-PARTIAL warning, which stands for the summary when it is given.
    private var partial: Diagnostic?
    private let scope: ThemeScope?
    /// Themes whose files hold problems that concern this build: the named ones and their ancestors.
    private var concerned: Set<String> = []

    /// The selection of `names` (all when empty) from a front-end result that reported `found`.
    init(_ frontEnd: FrontEnd.Result, found: [Diagnostic], names: [String]) {
        let concrete = frontEnd.registry.themes.filter { !$0.isAbstract && $0.package == nil }
        guard !names.isEmpty else {
            scope = nil
            self.names = nil
            diagnostics = Diagnostic.sorted(found)
            blocked = found.contains { $0.severity == .error }
            selected = concrete.filter { $0.skin != nil }
            selectedNames = Set(selected.map(\.name))
            everyone = selected
            sharesUpdate = true
            return
        }
        let scope = ThemeScope(frontEnd, diagnostics: found)
        self.scope = scope
        self.names = Set(names)
        (diagnostics, elsewhere) = scope.split(for: names)
        blocked = scope.hasGlobalErrors
        let builds = { (theme: ResolvedTheme) in theme.skin != nil && scope.builds(theme.name) }
        everyone = concrete.filter(builds)
        selected = everyone.filter { names.contains($0.name) }
        selectedNames = Set(selected.map(\.name))
        concerned = Set(concrete.filter { names.contains($0.name) }.flatMap(\.chain))
        // A theme file that did not load may be a concrete theme the shared files describe.
        let unloaded = frontEnd.project.unloadedThemes.keys.filter { !$0.contains("/") }
        let broken = (concrete.filter { !builds($0) }.map(\.name) + unloaded).sorted()
        sharesUpdate = broken.isEmpty
        if !broken.isEmpty && !blocked && !selected.isEmpty {
            let list = broken.map { "'\($0)'" }.joined(separator: ", ")
            // Printed after its cause when the cause is shown (a named theme is broken): at the last error shown in a
            // broken theme's file. About the shared files, not a line, otherwise: no place.
            let brokenFiles = Set(scope.themeOfFile.filter { broken.contains($0.value) }.keys)
            let cause = diagnostics.filter { $0.severity == .error }.compactMap(\.location)
                .filter { brokenFiles.contains($0.file) }.max()
            partial = .warning(
                .buildPartial,
                "the files every theme shares (the registry, the catalog's root) were left as they were: they also "
                    + "describe \(list), which \(broken.count == 1 ? "has" : "have") errors; "
                    + "`popskin theme validate` lists them", at: cause)
        }
    }

    /// What the build reports: its own problems, then BUILD-PARTIAL or the summary of the rest.
    var reported: [Diagnostic] {
        guard let scope else { return diagnostics }
        let summary = partial ?? scope.summary(of: Diagnostic.sorted(elsewhere))
        return diagnostics + (summary.map { [$0] } ?? [])
    }

    /// Whether this build writes (and may remove) `file` of `generator`: every file in a build of all; in a build
    /// of named themes, their files, the shared ones when they may be rewritten, and all of an external
    /// generator's (it was given the named themes only).
    func owns(theme: String?, external: Bool) -> Bool {
        guard names != nil, !external else { return true }
        guard let theme else { return sharesUpdate }
        return selectedNames.contains(theme)
    }

    /// Keeps a generator's problems that concern this build; the others join the summary.
    mutating func report(_ found: [Diagnostic]) {
        guard let scope else {
            diagnostics += found
            return
        }
        for diagnostic in found {
            let theme = diagnostic.location.flatMap { scope.themeOfFile[$0.file] }
            if let theme, !concerned.contains(theme) {
                elsewhere.append(diagnostic)
            } else {
                diagnostics.append(diagnostic)
            }
        }
    }
}
