import PopskinInstalledPackages
import Version

/// `package diff --check-version`: whether a release's version number is as large a step as its changes need.
/// Major: a theme or token removed (or renamed), a class metric changed (arrow base or height, content insets: an
/// app compiles them into the generated class), a theme made abstract (its class is gone). Minor: anything that
/// draws differently, a theme added. Patch: nothing that draws differently.
public struct ReleaseCheck: Sendable {
    public var from: Version?
    public var to: Version?
    /// What the changes need; nil when nothing shipped changed.
    public var required: ChangeLevel?
    /// The step from `from` to `to`; nil when `to` is not after `from`.
    public var step: ChangeLevel?
    /// Why `required` is needed: the changes at that level, in words.
    public var reasons: [String]
    /// Themes compared and cases drawn: a check that compared nothing fails.
    public var checks: DiffChecks

    /// `fromTag`/`toTag` give the versions when they are release tags, else each side's manifest does.
    public init(_ report: DiffReport, fromTag: String, toTag: String) {
        let from =
            PackageRequirement.releaseVersion(ofTag: fromTag)
            ?? report.fromVersion.flatMap(PackageRequirement.releaseVersion(ofTag:))
        let to =
            PackageRequirement.releaseVersion(ofTag: toTag)
            ?? report.toVersion.flatMap(PackageRequirement.releaseVersion(ofTag:))
        self.from = from
        self.to = to
        required = report.semver
        checks = report.checks
        step = from.flatMap { from in to.flatMap { Self.step(from, $0) } }
        let level = report.semver
        var reasons: [String] = []
        if level == .major {
            reasons += report.removed.map { "theme '\($0)' removed" }
            reasons += report.removedTokens.map { "token '\($0)' removed" }
        }
        if level == .minor { reasons += report.added.map { "theme '\($0)' added" } }
        for theme in report.changed {
            for value in theme.values where value.semver == level {
                let what = value.semver == .major ? "changed" : value.semver == .minor ? "draws differently" : "changed"
                let measured =
                    value.difference.map { "\($0), " } ?? theme.largestChange?.largestChange.map { $0 + ", " } ?? ""
                reasons.append(
                    "\(theme.name): \(value.path) \(value.from ?? "unset") → \(value.to ?? "unset") \(what)"
                        + (value.semver == .minor
                            ? " (\(measured)\(theme.pixels) px in \(theme.cases.count) cases)" : ""))
            }
        }
        self.reasons = reasons
    }

    /// Whether the versions are a large enough step, and something was checked.
    public var passes: Bool {
        guard checks.themesCompared + checks.casesRendered > 0 || required != nil else { return false }
        guard let required else { return step != nil }
        return step.map { $0 >= required } ?? false
    }

    /// The smallest version after `from` that the changes allow.
    public var suggested: Version? {
        guard let from, let required else { return nil }
        switch required {
        case .major: return Version(from.major + 1, 0, 0)
        case .minor: return Version(from.major, from.minor + 1, 0)
        case .patch: return Version(from.major, from.minor, from.patch + 1)
        }
    }

    static func step(_ from: Version, _ to: Version) -> ChangeLevel? {
        guard to > from else { return nil }
        if to.major != from.major { return .major }
        if to.minor != from.minor { return .minor }
        return .patch
    }
}
