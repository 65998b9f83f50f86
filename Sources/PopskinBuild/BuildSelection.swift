import PopskinCore
import PopskinGenerators
import PopskinSources

/// Which themes a build makes, and which problems it reports. A build of every theme stops at any error. A build
/// of named themes makes those that have no error of their own (nor a global one), writes and removes their files
/// only, and rewrites the files every theme shares only when every concrete theme builds, since those describe all.
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
    /// The problems to report, sorted.
    private(set) var diagnostics: [Diagnostic]
    /// Themes whose problems concern this build: the selected ones and their ancestors.
    let concerned: Set<String>
    private let themeFiles: [String: String]

    /// The selection of `names` (all when empty) from a front-end result that reported `found`.
    init(_ frontEnd: FrontEnd.Result, found: [Diagnostic], names: [String]) {
        let concrete = frontEnd.registry.themes.filter { !$0.isAbstract && $0.package == nil }
        guard !names.isEmpty else {
            themeFiles = [:]
            self.names = nil
            diagnostics = Diagnostic.sorted(found)
            blocked = found.contains { $0.severity == .error }
            selected = concrete.filter { $0.skin != nil }
            selectedNames = Set(selected.map(\.name))
            everyone = selected
            sharesUpdate = true
            concerned = Set(frontEnd.registry.themes.map(\.name))
            return
        }
        let problems = ThemeProblems(frontEnd, diagnostics: found)
        themeFiles = problems.themeOfFile
        self.names = Set(names)
        diagnostics = problems.diagnostics(for: names)
        blocked = problems.hasGlobalErrors
        let builds = { (theme: ResolvedTheme) in theme.skin != nil && problems.builds(theme.name) }
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
            // Printed after its cause: at the last error shown in a broken theme's file, else at the file's start.
            let brokenFiles = Set(themeFiles.filter { broken.contains($0.value) }.keys)
            let cause = diagnostics.filter { $0.severity == .error }.compactMap(\.location)
                .filter { brokenFiles.contains($0.file) }.max()
            diagnostics.append(
                .error(
                    .buildPartial,
                    "the files every theme shares (the registry, the catalog's root) were left as they were: "
                        + "they also describe \(list), which \(broken.count == 1 ? "has" : "have") errors; "
                        + "run `popskin theme validate` to see them",
                    at: cause ?? themeFiles.first { $0.value == broken[0] }.map { .start(of: $0.key) }))
        }
    }

    /// Whether this build writes (and may remove) `file` of `generator`: every file in a build of all; in a build
    /// of named themes, their files, the shared ones when they may be rewritten, and all of an external
    /// generator's (it was given the named themes only).
    func owns(theme: String?, external: Bool) -> Bool {
        guard names != nil, !external else { return true }
        guard let theme else { return sharesUpdate }
        return selectedNames.contains(theme)
    }

    /// Keeps a generator's problems that concern this build.
    mutating func report(_ found: [Diagnostic]) {
        diagnostics += found.filter { diagnostic in
            guard let file = diagnostic.location?.file, let theme = themeFiles[file] else { return true }
            return concerned.contains(theme)
        }
    }
}
