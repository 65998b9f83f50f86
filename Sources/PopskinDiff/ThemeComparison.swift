import PopskinCore
import PopskinSources

/// How one theme differs between two versions, before anything is drawn.
struct ThemeComparison: Sendable {
    var name: String
    var before: ThemeState
    var after: ThemeState
    /// Shipped values that differ, by path, sorted.
    var paths: [String]
    /// Values that ship nothing but differ (the description).
    var notes: [ValueChange]

    /// Metrics an app compiles into the generated class (`arrowBase()`, `arrowHeight()`, `contentViewInsets()`), as
    /// the schema declares them: an app laid out against the old ones may no longer fit.
    static let classMetrics = ThemeSchema.popskin.keys.filter(\.classMetric).map(\.path)

    init(before: ThemeState, after: ThemeState) {
        name = after.name
        self.before = before
        self.after = after
        paths = Set(before.values.keys).union(after.values.keys).sorted().filter {
            before.values[$0] != after.values[$0]
        }
        let description = (before.theme.description, after.theme.description)
        notes =
            description.0 == description.1
            ? []
            : [
                ValueChange(
                    path: "description", from: description.0.map(Self.quoted), to: description.1.map(Self.quoted),
                    semver: .patch, fromLocation: nil, toLocation: nil, difference: nil)
            ]
    }

    var isChanged: Bool { !paths.isEmpty }

    /// Both versions draw: concrete, with a skin.
    var drawable: Bool {
        !before.isAbstract && !after.isAbstract && before.theme.skin != nil && after.theme.skin != nil
    }

    /// The value changes, each with where both versions got it and its level, given whether the drawings differ.
    func changes(versions: (ProjectVersion, ProjectVersion), visible: Bool) -> [ValueChange] {
        paths.map { path in
            let from = before.values[path], to = after.values[path]
            let difference = ValueDifference.between(before.structured[path], after.structured[path], at: path)
            return ValueChange(
                path: path, from: from, to: to,
                semver: level(path, to: to, visible: visible || difference?.isVisible == true),
                fromLocation: Self.location(of: path, in: before.theme, version: versions.0),
                toLocation: Self.location(of: path, in: after.theme, version: versions.1),
                difference: difference?.measure, derivedFrom: derivation(of: path))
        }
    }

    /// What a value the later version does not write follows, when the schema works it out from other keys
    /// (`arrow.corner-clearance` from `background.corner-radius`).
    private func derivation(of path: String) -> String? {
        guard after.theme.origin(of: path) == nil, case .derived(let from, _)? = ThemeSchema.popskin[path]?.fallback
        else { return nil }
        return from
    }

    /// `visible`: the drawings differ, or the value moves beyond a just noticeable difference.
    private func level(_ path: String, to: String?, visible: Bool) -> ChangeLevel {
        if path == "abstract" { return to == "true" ? .major : .minor }
        // The generated class's name is API: an app that names the old class no longer compiles.
        if path == "class-name" { return .major }
        let metric = Self.classMetrics.contains { path == $0 || path.hasPrefix($0 + ".") }
        if metric && !after.isAbstract { return .major }
        // An abstract theme draws nothing itself, but its heirs in other projects show its values.
        return visible || !drawable ? .minor : .patch
    }

    /// Where `path` was written (through token references to the token that holds the value), or where the
    /// nearest mapping around it was; nil for a default.
    static func location(of path: String, in theme: ResolvedTheme, version: ProjectVersion) -> ValueLocation? {
        guard !path.hasPrefix("art ") else { return nil }
        var parts = path.split(separator: ".").map(String.init)
        while !parts.isEmpty {
            if let explanation = ThemeExplanation(
                theme: theme, path: parts.joined(separator: "."), project: version.result.project),
                let where_ = explanation.references.last?.location ?? explanation.winner?.origin?.valueLocation
            {
                return ValueLocation(file: where_.file, line: where_.line, column: where_.column)
            }
            parts.removeLast()
        }
        return nil
    }

    static func quoted(_ text: String) -> String { JSONWriter.renderCompact(.string(text)) }
}
