import PopskinCore
import PopskinRender
import PopskinSources
import PopskinTokens

/// The diff engine `theme diff` and `package diff` share: two versions of a project compared theme by theme —
/// added, removed, changed (what it ships differs: values through inheritance and tokens, art, class metrics) or
/// unchanged (perhaps with notes) — and each changed theme drawn in both versions in `DiffCases` and compared pixel
/// by pixel. Unchanged themes are never drawn.
public struct VisualDiff: Sendable {
    public var comparator = PixelMatch()
    /// Only these themes (all of the project's own when empty).
    public var names: [String] = []
    /// Keep each case's PNGs, for a report.
    public var keepImages = false

    public init(comparator: PixelMatch = PixelMatch(), names: [String] = [], keepImages: Bool = false) {
        self.comparator = comparator
        self.names = names
        self.keepImages = keepImages
    }

    /// Names asked for that neither version has.
    public func unknownNames(_ before: ProjectVersion, _ after: ProjectVersion) -> [String] {
        names.filter {
            before.result.registry[$0]?.package != nil || after.result.registry[$0]?.package != nil
                || (before.result.registry[$0] == nil && after.result.registry[$0] == nil)
        }
    }

    public func run(_ before: ProjectVersion, _ after: ProjectVersion) -> DiffReport {
        var report = DiffReport(
            from: before.source.description, to: after.source.description, threshold: comparator.threshold,
            noticeable: comparator.noticeable)
        report.fromVersion = before.result.project.manifest.version
        report.toVersion = after.result.project.manifest.version
        let old = ThemeState.all(before), new = ThemeState.all(after)
        var all = Set(old.keys).union(new.keys).sorted()
        if !names.isEmpty { all = all.filter(names.contains) }
        var comparisons: [ThemeComparison] = []
        for name in all {
            if let theme = (new[name] ?? old[name])?.theme, let text = theme.description {
                report.descriptions[name] = text
            }
            switch (old[name], new[name]) {
            case (_?, nil): report.removed.append(name)
            case (nil, _?): report.added.append(name)
            case (let a?, let b?):
                let comparison = ThemeComparison(before: a, after: b)
                if comparison.isChanged {
                    comparisons.append(comparison)
                } else {
                    report.unchanged.append(name)
                    if !comparison.notes.isEmpty { report.notes.append(ThemeNote(name: name, notes: comparison.notes)) }
                }
            default: break
            }
        }
        report.checks.themesCompared = all.count - report.added.count - report.removed.count
        if names.isEmpty {
            let tokens = Set(after.result.project.tokens.tokens.keys)
            report.removedTokens = before.result.project.tokens.tokens.keys.filter { !tokens.contains($0) }.sorted()
        }
        report.changed = drawn(comparisons, before, after)
        // Each drawn theme with a material on either side, and whether one of them is glass.
        let withMaterial = comparisons.filter(\.drawable).compactMap { comparison -> (name: String, glass: Bool)? in
            let materials = [comparison.before, comparison.after].compactMap { $0.theme.skin?.background.material }
            return materials.isEmpty ? nil : (comparison.name, materials.contains(.glass))
        }
        report.materials = withMaterial.map(\.name)
        report.glass = withMaterial.filter(\.glass).map(\.name)
        report.checks.casesRendered = report.changed.reduce(0) { $0 + $1.cases.count }
        return report
    }

    /// Each changed theme with its cases drawn and compared, concurrently: one job per theme, appearance and scale.
    private func drawn(_ comparisons: [ThemeComparison], _ before: ProjectVersion, _ after: ProjectVersion)
        -> [ChangedTheme]
    {
        var jobs: [(theme: Int, renderer: CaseRenderer)] = []
        for (index, comparison) in comparisons.enumerated() where comparison.drawable {
            let one = DrawableTheme(
                name: comparison.name, skin: comparison.before.theme.skin!, inputs: before.result.project.inputs)
            let two = DrawableTheme(
                name: comparison.name, skin: comparison.after.theme.skin!, inputs: after.result.project.inputs)
            for appearance in DiffCases.appearances(one.skin, two.skin) {
                for scale in DiffCases.scales {
                    jobs.append(
                        (
                            index,
                            CaseRenderer(
                                before: one, after: two, appearance: appearance, scale: scale,
                                comparator: comparator, keepImages: keepImages)
                        ))
                }
            }
        }
        let results = jobs.concurrentMap { job in Result { try job.renderer.run() } }
        var cases = [[CaseResult]](repeating: [], count: comparisons.count)
        var problems = [String?](repeating: nil, count: comparisons.count)
        for (job, result) in zip(jobs, results) {
            switch result {
            case .success(let drawn): cases[job.theme] += drawn
            case .failure(let error): problems[job.theme] = "\(error)"
            }
        }
        return comparisons.enumerated().map { index, comparison in
            // A drawing that failed counts as visible: the gate must not pass what it could not see.
            let visible = cases[index].contains { $0.pixels > 0 } || problems[index] != nil
            let values = comparison.changes(versions: (before, after), visible: visible)
            return ChangedTheme(
                name: comparison.name, semver: values.map(\.semver).max() ?? .patch, cases: cases[index],
                values: values, notes: comparison.notes, problem: problems[index])
        }
    }
}
