import PopskinCore
import PopskinInstalledPackages
import PopskinSources
import Version

/// One choice the resolver can make for a package: a release, or the commit a branch or revision names.
struct Candidate: Sendable, Equatable {
    var name: String
    var url: String
    var version: Version?
    /// `2.3.1`, or the branch or revision asked for.
    var label: String
    var tag: String?
    var commit: String
    /// Where a problem with it is shown: the root manifest's entry that led to it, or the lock's.
    var origin: SourceLocation? = nil
}

/// What the resolver asks of the world: versions on offer, and what each one depends on.
protocol CandidateSource {
    /// Candidates for a constraint's requirement, releases newest first.
    func candidates(name: String, for constraint: Constraint) throws -> [Candidate]
    func dependencies(of candidate: Candidate) throws -> [Dependency]
    /// What the repository has, for saying why nothing it offered fits.
    func otherReferences(name: String, url: String) -> RepositoryReferences
}

/// A repository's releases (newest first), the tags that are no release and its branches (in name order).
struct RepositoryReferences: Sendable, Equatable {
    var releases: [Version] = []
    var tags: [String] = []
    var branches: [String] = []
}

/// A requirement on a package and who made it: `root → brand 2.3.1`.
struct Constraint: Sendable {
    var requirement: PackageRequirement
    var url: String
    var chain: [String]
    /// The root manifest's entry that started the chain (its value).
    var origin: SourceLocation
    /// That entry's name key, where a package that cannot be had is shown.
    var nameOrigin: SourceLocation

    /// `root → brand 2.3.1 → base >=3.0.0 <4.0.0`
    func describe(_ name: String) -> String { (chain + ["\(name) \(requirement.rangeText)"]).joined(separator: " → ") }
}

/// Why resolution failed.
struct Conflict: Error {
    var name: String
    var first: Constraint
    var second: Constraint?
    /// Releases the repository has, newest first.
    var available: [Version]
    /// When it has none: its tags that are no release, and its branches.
    var otherTags: [String] = []
    var branches: [String] = []
}

/// A deterministic backtracking resolver: packages in name order, candidates with the locked version first, then
/// newest. Graphs of theme packages are small; the effort goes into saying why a graph has no solution.
struct Resolver {
    var source: CandidateSource
    /// Versions to try first, per package (the lock's, both sides of a conflicted lock).
    var preferred: [String: [String]]

    func resolve(_ roots: [Dependency]) throws -> [String: Candidate] {
        var constraints: [String: [Constraint]] = [:]
        for dependency in roots {
            guard case .git(let url) = dependency.source, let requirement = dependency.requirement else { continue }
            constraints[dependency.name, default: []].append(
                Constraint(
                    requirement: requirement, url: url, chain: ["root"], origin: dependency.location,
                    nameOrigin: dependency.nameLocation))
        }
        var failure: Conflict?
        if let chosen = try solve(constraints: constraints, chosen: [:], failure: &failure) { return chosen }
        throw failure!
    }

    private func solve(constraints: [String: [Constraint]], chosen: [String: Candidate], failure: inout Conflict?)
        throws
        -> [String: Candidate]?
    {
        guard let name = constraints.keys.filter({ chosen[$0] == nil }).min() else { return chosen }
        let wanted = constraints[name]!
        if let other = wanted.first(where: { $0.url != wanted[0].url }) {
            failure = failure ?? Conflict(name: name, first: wanted[0], second: other, available: [])
            return nil
        }
        var candidates = try source.candidates(name: name, for: wanted[0])
        let offered = candidates
        candidates = candidates.filter { candidate in wanted.allSatisfy { Self.allows($0.requirement, candidate) } }
        let order = preferred[name] ?? []
        candidates =
            candidates.filter { order.contains($0.label) }.sorted {
                order.firstIndex(of: $0.label)! < order.firstIndex(of: $1.label)!
            }
            + candidates.filter { !order.contains($0.label) }
        if candidates.isEmpty {
            failure = failure ?? Self.explain(name, wanted, offered: offered, source: source)
            return nil
        }
        for candidate in candidates {
            var next = constraints, picked = chosen
            picked[name] = candidate
            let via = wanted[0].chain + ["\(name) \(candidate.label)"]
            var clash = false
            for dependency in try source.dependencies(of: candidate) {
                guard case .git(let url) = dependency.source, let requirement = dependency.requirement else { continue }
                let constraint = Constraint(
                    requirement: requirement, url: url, chain: via, origin: wanted[0].origin,
                    nameOrigin: wanted[0].nameOrigin)
                if let decided = picked[dependency.name], !Self.allows(requirement, decided) || decided.url != url {
                    if failure == nil {
                        let available = try source.candidates(name: dependency.name, for: constraint)
                        failure = Conflict(
                            name: dependency.name, first: next[dependency.name]?.first ?? constraint,
                            second: constraint, available: available.compactMap(\.version))
                    }
                    clash = true
                    break
                }
                next[dependency.name, default: []].append(constraint)
            }
            if clash { continue }
            if let solution = try solve(constraints: next, chosen: picked, failure: &failure) { return solution }
        }
        return nil
    }

    static func allows(_ requirement: PackageRequirement, _ candidate: Candidate) -> Bool {
        switch requirement {
        case .branch(let name), .revision(let name): return candidate.version == nil && candidate.label == name
        default: return candidate.version.map(requirement.allows) ?? false
        }
    }

    /// The two constraints that cannot hold together, or the one nothing the repository `offered` satisfies (then
    /// with what else it has: a repository without releases, or without the branch or commit asked for).
    static func explain(_ name: String, _ wanted: [Constraint], offered: [Candidate], source: CandidateSource)
        -> Conflict
    {
        let available = offered.compactMap(\.version)
        if offered.isEmpty {
            let other = source.otherReferences(name: name, url: wanted[0].url)
            return Conflict(
                name: name, first: wanted[0], second: nil, available: other.releases,
                otherTags: other.tags, branches: other.branches)
        }
        for first in wanted {
            guard !available.contains(where: first.requirement.allows), first.requirement.isRelease else { continue }
            return Conflict(name: name, first: first, second: nil, available: available)
        }
        for (index, first) in wanted.enumerated() {
            for second in wanted[(index + 1)...]
            where !available.contains(where: { first.requirement.allows($0) && second.requirement.allows($0) }) {
                return Conflict(name: name, first: first, second: second, available: available)
            }
        }
        return Conflict(name: name, first: wanted[0], second: wanted.count > 1 ? wanted[1] : nil, available: available)
    }
}

extension Conflict {
    /// The diagnostic: both chains, what exists, and one way out.
    var diagnostic: Diagnostic {
        let list = Self.few(available.map(\.description), 8)
        guard let second else { return notFound }
        if second.url != first.url {
            return .error(
                .packageConflict,
                "'\(name)' is required from two sources:\n  \(first.describe(name)) at "
                    + "\(first.url)\n  \(second.describe(name)) at \(second.url)\nfix: name one URL for '\(name)' "
                    + "in every manifest (a mirror belongs in git's url.<base>.insteadOf)", at: first.origin)
        }
        var message =
            "no version of '\(name)' satisfies both requirements:\n  \(first.describe(name))\n  "
            + "\(second.describe(name))\n  available: \(list.isEmpty ? "none" : list)\nfix: "
        let (fromRoot, other) =
            first.chain == ["root"] ? (first, second) : second.chain == ["root"] ? (second, first) : (nil, first)
        let rival = other.chain == first.chain ? second : first
        if fromRoot != nil, let best = available.first(where: other.requirement.allows) {
            message +=
                "change '\(name)' in popskin.yaml to `from: \(best)` (\(other.chain.last ?? "its dependent") accepts it)"
        } else if let depender = Self.depender(other),
            available.contains(where: { first.requirement.allows($0) && second.requirement.allows($0) })
        {
            message +=
                "add '\(name)' to popskin.yaml at a version both accept, or run `popskin package update "
                + "\(depender)` for a release of \(depender) with a wider requirement"
        } else if let depender = Self.depender(other), let rivalDepender = Self.depender(rival) {
            // Disjoint ranges: no pin of the shared package helps; one of the two dependents has to move.
            message +=
                "no release of '\(name)' is in both ranges; run `popskin package update \(depender)` once "
                + "\(depender) has a release that accepts \(name) \(rival.requirement.rangeText), or use a release of "
                + "\(rivalDepender) that accepts \(name) \(other.requirement.rangeText)"
        } else {
            message += "relax one of the two requirements in popskin.yaml"
        }
        return .error(.packageConflict, message, at: second.chain == ["root"] ? second.origin : first.origin)
    }

    /// Nothing the repository has fits one requirement: what it has instead, and how to ask for that.
    private var notFound: Diagnostic {
        let requirement = first.requirement, written = "`\(requirement.key): \(requirement.value)`"
        var message: String, fix: String
        if requirement.isRelease {
            message = "no release of '\(name)' satisfies \(first.describe(name)); its repository has "
            guard available.isEmpty else {
                return .error(
                    .packageNotFound, message + Self.few(available.map(\.description), 8), at: first.nameOrigin)
            }
            message +=
                otherTags.isEmpty
                ? "no tags" : "tags, but none is a version X.Y.Z or vX.Y.Z: \(Self.few(otherTags, 5))"
            let branch = branches.first { $0 == "main" } ?? branches.first { $0 == "master" } ?? branches.first
            fix =
                "tag a release X.Y.Z in it, or follow a branch with `branch: \(branch ?? "NAME")` instead of \(written)"
        } else {
            let what = requirement.key == "branch" ? "branch" : "commit"
            var has = [String]()
            if !branches.isEmpty { has.append(Self.counted(branches, "branch", "branches", 5)) }
            if !available.isEmpty { has.append(Self.counted(available.map(\.description), "release", "releases", 8)) }
            message =
                "'\(name)' has no \(what) '\(requirement.value)' (\(first.describe(name))); its repository has "
                + (has.isEmpty ? "no branches" : has.joined(separator: " and "))
            fix = "name one of its \(what == "branch" ? "branches" : "commits") instead of \(written)"
            if let newest = available.first { fix += ", or require a release with `from: \(newest)`" }
        }
        if let depender = Self.depender(first) {
            fix =
                "\(first.chain.last ?? String(depender)) asks for it; use another release of \(depender), or ask its "
                + "maintainers to change that requirement"
        } else {
            fix += " in popskin.yaml"
        }
        return .error(.packageNotFound, message + "\nfix: " + fix, at: first.nameOrigin)
    }

    /// `the branch main`, `the releases 2.0.0, 1.0.0`
    private static func counted(_ items: [String], _ one: String, _ many: String, _ count: Int) -> String {
        "the \(items.count == 1 ? one : many) " + few(items, count)
    }

    /// `a, b, c, …`: the first `count` of `items`.
    private static func few(_ items: [String], _ count: Int) -> String {
        items.prefix(count).joined(separator: ", ") + (items.count > count ? ", …" : "")
    }

    /// The package that made a transitive requirement (`brand` in `root → brand 2.3.1`), nil for the root's own.
    private static func depender(_ constraint: Constraint) -> Substring? {
        constraint.chain.count > 1 ? constraint.chain.last?.split(separator: " ").first : nil
    }
}
