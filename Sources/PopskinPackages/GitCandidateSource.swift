import Foundation
import PopskinCore
import PopskinInstalledPackages
import PopskinSources
import Version

/// Candidates read from the cache's bare clones, each fetched at most once per run (never when offline).
final class GitCandidateSource: CandidateSource {
    let git: Git
    let cache: PackageCache
    let offline: Bool
    /// Lock entries of branch dependencies that are not being updated: they stay at their locked commit.
    let pinned: [String: Lockfile.Entry]
    private var repositories: [String: GitRepository] = [:]
    private var dependencyCache: [String: [Dependency]] = [:]
    /// Each clone's releases, listed once per run (the resolver asks again on every backtrack).
    private var releaseCache: [String: [GitRepository.Tag]] = [:]
    /// Where problems met while reading dependencies' manifests go.
    let diagnostics: DiagnosticSink

    /// Why a repository could not be used.
    struct Unavailable: Error {
        var diagnostic: Diagnostic
    }

    init(
        git: Git, cache: PackageCache, offline: Bool, pinned: [String: Lockfile.Entry] = [:],
        diagnostics: DiagnosticSink
    ) {
        self.diagnostics = diagnostics
        self.git = git
        self.cache = cache
        self.offline = offline
        self.pinned = pinned
    }

    /// The package's clone, updated once per run unless offline. A failure is shown at `origin`, naming `chain`
    /// (`root → brand 2.3.1`) when another package asked for it.
    func repository(name: String, url: String, origin: SourceLocation? = nil, chain: [String] = ["root"]) throws
        -> GitRepository
    {
        if let known = repositories[url] { return known }
        let repository = GitRepository(git: git, url: url, folder: cache.repository(name: name, url: url))
        let asked = chain.count > 1 ? " (asked for by \(chain.joined(separator: " → ")))" : ""
        if offline {
            guard repository.exists else {
                throw Unavailable(
                    diagnostic: .error(
                        .packageOffline,
                        "'\(name)' (\(url))\(asked) is not in the cache and --offline "
                            + "forbids fetching it; run `popskin package fetch` once with network",
                        at: origin))
            }
        } else {
            do { try repository.update() } catch {
                throw Unavailable(
                    diagnostic: .error(
                        .packageNotFound, "cannot fetch '\(name)'\(asked) from \(url): \(error)",
                        at: origin))
            }
        }
        repositories[url] = repository
        return repository
    }

    /// Fetches many clones at once (git mostly waits on the network or the disk): the packages a run will almost
    /// surely need, such as every locked one. Failures are left for `repository(name:url:)` to report.
    func prefetch(_ packages: [(name: String, url: String)]) {
        guard !offline else { return }
        let unique = Dictionary(packages.map { ($0.url, $0.name) }, uniquingKeysWith: { first, _ in first })
            .filter { repositories[$0.key] == nil }.sorted { $0.key < $1.key }
        let git = self.git, cache = self.cache
        let fetched = unique.concurrentMap { url, name in
            (try? GitRepository(git: git, url: url, folder: cache.repository(name: name, url: url)).update()) != nil
        }
        for ((url, name), ok) in zip(unique, fetched) where ok {
            repositories[url] = GitRepository(git: git, url: url, folder: cache.repository(name: name, url: url))
        }
    }

    func candidates(name: String, for constraint: Constraint) throws -> [Candidate] {
        let url = constraint.url, requirement = constraint.requirement, origin = constraint.nameOrigin
        let repository = try self.repository(name: name, url: url, origin: origin, chain: constraint.chain)
        switch requirement {
        case .branch(let branch), .revision(let branch):
            let reference = requirement == .branch(branch) ? "refs/heads/" + branch : branch
            if requirement == .branch(branch), let entry = pinned[name], entry.source == url, entry.version == branch,
                let commit = try? repository.commit(entry.revision), !commit.isEmpty
            {
                return [
                    Candidate(
                        name: name, url: url, version: nil, label: branch, tag: nil, commit: commit, origin: origin)
                ]
            }
            guard let commit = try? repository.commit(reference), !commit.isEmpty else { return [] }
            return [
                Candidate(name: name, url: url, version: nil, label: branch, tag: nil, commit: commit, origin: origin)
            ]
        default:
            let releases: [GitRepository.Tag]
            do { releases = try self.releases(of: repository) } catch {
                throw Unavailable(
                    diagnostic: .error(
                        .packageNotFound, "cannot list the tags of '\(name)' (\(url)): \(error)", at: origin))
            }
            return releases.map {
                Candidate(
                    name: name, url: url, version: $0.version, label: $0.version.description, tag: $0.name,
                    commit: $0.commit, origin: origin)
            }
        }
    }

    /// The clone's releases, listed once per run.
    private func releases(of repository: GitRepository) throws -> [GitRepository.Tag] {
        if let known = releaseCache[repository.url] { return known }
        let releases = try repository.releases()
        releaseCache[repository.url] = releases
        return releases
    }

    func otherReferences(name: String, url: String) -> RepositoryReferences {
        // Only asked after `candidates` fetched the clone; a clone that cannot be listed has nothing to add.
        guard let repository = repositories[url], let other = try? repository.otherReferences() else {
            return RepositoryReferences()
        }
        let releases = (try? self.releases(of: repository)) ?? []
        return RepositoryReferences(releases: releases.map(\.version), tags: other.tags, branches: other.branches)
    }

    func dependencies(of candidate: Candidate) throws -> [Dependency] {
        if let known = dependencyCache[candidate.commit + candidate.url] { return known }
        let repository = try self.repository(name: candidate.name, url: candidate.url, origin: candidate.origin)
        var found: [Dependency] = []
        if let bytes = repository.file(Manifest.fileName, at: candidate.commit) {
            let file = ProjectPath.inPackage(candidate.name, Manifest.fileName)
            let manifest = Manifest.parse(bytes, file: file, diagnostics: diagnostics)
            found = Dependency.read(manifest.dependencies, diagnostics: diagnostics).filter { dependency in
                guard case .path = dependency.source else { return true }
                diagnostics.report(
                    .warning(
                        .packageUnsafe,
                        "'\(candidate.name)' \(candidate.label) names a path dependency "
                            + "'\(dependency.name)'; a fetched package cannot use one, so it is ignored",
                        at: dependency.location))
                return false
            }
        }
        dependencyCache[candidate.commit + candidate.url] = found
        return found
    }
}
