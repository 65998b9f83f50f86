import Foundation
import PopskinCore
import PopskinInstalledPackages
import PopskinSources

extension PackageManager {
    /// Fills the store from the lock alone (no resolution): each missing tree is read from its clone at the locked
    /// revision and must hash to the locked integrity; a tag that moved to other content is reported.
    public func fetch() -> Outcome {
        var outcome = newOutcome()
        let dependencies = manifest(&outcome)
        _ = pathPackages(dependencies, diagnostics: outcome.diagnostics)
        let sides = locks(&outcome)
        guard !outcome.diagnostics.hasErrors else { return outcome }
        let (usable, problem) = usableLock(sides, for: dependencies, outcome)
        guard let lock = usable else {
            outcome.diagnostics.report(contentsOf: problem.map { [$0] } ?? [])
            return outcome
        }
        outcome.lock = lock
        let store = PackageStore(cache: cache)
        let missing = lock.entries.filter { !store.contains($0.integrity) }
        guard !missing.isEmpty else { return outcome }
        guard let git = git(&outcome) else { return outcome }
        let source = GitCandidateSource(
            git: git, cache: cache, offline: options.offline, diagnostics: outcome.diagnostics)
        let progress = ProgressCounter(total: missing.count, handler: options.progress)
        do {
            try cache.locked {
                for entry in missing {
                    defer { progress.advance() }
                    do {
                        try fetch(entry, from: source, store: store, &outcome)
                    } catch let unavailable as GitCandidateSource.Unavailable {
                        var diagnostic = unavailable.diagnostic
                        diagnostic.message += " (needed: \(entry.name)@\(entry.version))"
                        diagnostic.location = diagnostic.location ?? Self.lockLocation(of: entry.name, in: outcome)
                        outcome.diagnostics.report(diagnostic)
                    } catch let stop as Stop {
                        outcome.diagnostics.report(stop.diagnostic)
                    }
                }
            }
        } catch {
            outcome.diagnostics.report(Self.cacheFailure(error, cache: cache))
        }
        return outcome
    }

    private func fetch(
        _ entry: Lockfile.Entry, from source: GitCandidateSource, store: PackageStore, _ outcome: inout Outcome
    )
        throws
    {
        let location = Self.lockLocation(of: entry.name, in: outcome)
        let repository = try source.repository(name: entry.name, url: entry.source, origin: location)
        let locked = Candidate(
            name: entry.name, url: entry.source, version: nil, label: entry.version, tag: entry.tag,
            commit: entry.revision, origin: location)
        guard (try? repository.commit(entry.revision)) != nil else {
            throw Stop(
                diagnostic: .error(
                    .packageNotFound,
                    "'\(entry.name)' \(entry.version): the locked revision "
                        + "\(entry.revision) is gone from \(entry.source); run `popskin package update "
                        + "\(entry.name)`", at: location))
        }
        // The locked revision is checked first: a lock whose revision was edited fails before any tree is stored
        // (it used to pass once the tag's tree had filled the store under the locked integrity). It is stored last,
        // once the tag is known not to have moved to other content.
        let files = try treeFiles(of: locked, in: source)
        let integrity = Integrity(files: files)
        guard integrity == entry.integrity else {
            throw Stop(
                diagnostic: .error(
                    .packageIntegrity,
                    "'\(entry.name)' \(entry.version) at \(entry.revision.prefix(12)) "
                        + "hashes to \(integrity), but popskin.lock says \(entry.integrity); the lock or "
                        + "the repository was altered", at: location))
        }
        // A moved tag is worth knowing even when the locked commit is still there.
        if let tag = entry.tag, let release = try? repository.releases().first(where: { $0.name == tag }),
            release.commit != entry.revision
        {
            let candidate = Candidate(
                name: entry.name, url: entry.source, version: release.version, label: entry.version,
                tag: tag, commit: release.commit, origin: location)
            let moved = try storeTree(of: candidate, in: source, store: store)
            if moved != entry.integrity {
                try checkRetag(candidate, old: entry, new: moved, &outcome)
            } else {
                outcome.diagnostics.report(Self.movedWithSameContent(candidate, old: entry, outcome))
            }
        }
        _ = try store.add(files)
    }

    /// Re-hashes every locked tree in the store and checks path dependencies for links; nothing is fetched.
    public func verify() -> Outcome {
        var outcome = newOutcome()
        let installed = installedPackages(inputs: outcome.inputs, diagnostics: outcome.diagnostics)
        guard let lock = installed.lock else { return outcome }
        outcome.lock = lock
        let store = PackageStore(cache: cache)
        verifyRevisions(lock, &outcome)
        for entry in lock.entries where store.contains(entry.integrity) {
            let actual = store.integrity(of: entry.integrity)
            if actual != entry.integrity {
                outcome.diagnostics.report(
                    .error(
                        .packageIntegrity,
                        "the store's copy of '\(entry.name)' \(entry.version) was altered: it hashes to "
                            + "\(actual.map(\.description) ?? "nothing readable"), not \(entry.integrity); delete "
                            + "\(store.folder(for: entry.integrity)) and run `popskin package fetch`",
                        at: Self.lockLocation(of: entry.name, in: outcome)))
            }
        }
        return outcome
    }

    /// A locked release whose tag, in the cache's clone, names another commit than the lock must have the locked
    /// content at the locked revision: a lock whose revision was edited (its integrity kept) fails here every time
    /// until it is updated; a tag moved to a commit of the same files (which `fetch` warns of) passes. Nothing is
    /// fetched; a package whose clone is not in the cache is not checked.
    private func verifyRevisions(_ lock: Lockfile, _ outcome: inout Outcome) {
        guard let git = Git.find() else { return }
        let source = GitCandidateSource(git: git, cache: cache, offline: true, diagnostics: DiagnosticSink())
        for entry in lock.entries {
            guard let tag = entry.tag,
                let repository = try? source.repository(name: entry.name, url: entry.source),
                let release = try? repository.releases().first(where: { $0.name == tag }),
                release.commit != entry.revision
            else { continue }
            let files = try? repository.contents(of: repository.files(at: entry.revision))
            if let files, Integrity(files: files) == entry.integrity { continue }
            outcome.diagnostics.report(
                .error(
                    .packageIntegrity,
                    "popskin.lock says '\(entry.name)' \(entry.version) is revision \(entry.revision.prefix(12)), but "
                        + "its tag \(tag) names \(release.commit.prefix(12)), and the locked revision does not hold the locked "
                        + "content: the lock was edited; "
                        + "run `popskin package update \(entry.name)`",
                    at: Self.lockLocation(of: entry.name, in: outcome)))
        }
    }
}
