import PopskinCore
import PopskinInstalledPackages
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
}

/// What the resolver asks of the world: versions on offer, and what each one depends on.
protocol CandidateSource {
    /// Candidates for a requirement, releases newest first.
    func candidates(name: String, url: String, requirement: PackageRequirement) throws -> [Candidate]
    func dependencies(of candidate: Candidate) throws -> [Dependency]
}

/// A requirement on a package and who made it: `root → brand 2.3.1`.
struct Constraint: Sendable {
    var requirement: PackageRequirement
    var url: String
    var chain: [String]
    /// The root manifest's entry that started the chain.
    var origin: SourceLocation

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
                Constraint(requirement: requirement, url: url, chain: ["root"], origin: dependency.location))
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
        var candidates = try source.candidates(name: name, url: wanted[0].url, requirement: wanted[0].requirement)
        let available = candidates.compactMap(\.version)
        candidates = candidates.filter { candidate in wanted.allSatisfy { Self.allows($0.requirement, candidate) } }
        let order = preferred[name] ?? []
        candidates =
            candidates.filter { order.contains($0.label) }.sorted {
                order.firstIndex(of: $0.label)! < order.firstIndex(of: $1.label)!
            }
            + candidates.filter { !order.contains($0.label) }
        if candidates.isEmpty {
            failure = failure ?? Self.explain(name, wanted, available: available, source: source)
            return nil
        }
        for candidate in candidates {
            var next = constraints, picked = chosen
            picked[name] = candidate
            let via = wanted[0].chain + ["\(name) \(candidate.label)"]
            var clash = false
            for dependency in try source.dependencies(of: candidate) {
                guard case .git(let url) = dependency.source, let requirement = dependency.requirement else { continue }
                let constraint = Constraint(requirement: requirement, url: url, chain: via, origin: wanted[0].origin)
                if let decided = picked[dependency.name], !Self.allows(requirement, decided) || decided.url != url {
                    if failure == nil {
                        let available = try source.candidates(name: dependency.name, url: url, requirement: requirement)
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

    /// The two constraints that cannot hold together, or the one no release satisfies.
    static func explain(_ name: String, _ wanted: [Constraint], available: [Version], source: CandidateSource)
        -> Conflict
    {
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
        let list = available.prefix(8).map(\.description).joined(separator: ", ") + (available.count > 8 ? ", …" : "")
        guard let second else {
            return .error(
                .packageNotFound,
                "no release of '\(name)' satisfies \(first.describe(name)); its repository "
                    + "has " + (available.isEmpty ? "no release tags (X.Y.Z or vX.Y.Z)" : list), at: first.origin)
        }
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

    /// The package that made a transitive requirement (`brand` in `root → brand 2.3.1`), nil for the root's own.
    private static func depender(_ constraint: Constraint) -> Substring? {
        constraint.chain.count > 1 ? constraint.chain.last?.split(separator: " ").first : nil
    }
}
