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
        let integrity = try storeTree(of: locked, in: source, store: store)
        guard integrity == entry.integrity else {
            throw Stop(
                diagnostic: .error(
                    .packageIntegrity,
                    "'\(entry.name)' \(entry.version) at \(entry.revision.prefix(12)) "
                        + "hashes to \(integrity), but popskin.lock says \(entry.integrity); the lock or "
                        + "the repository was altered", at: location))
        }
    }

    /// Re-hashes every locked tree in the store and checks path dependencies for links; nothing is fetched.
    public func verify() -> Outcome {
        var outcome = newOutcome()
        let installed = installedPackages(inputs: outcome.inputs, diagnostics: outcome.diagnostics)
        guard let lock = installed.lock else { return outcome }
        outcome.lock = lock
        let store = PackageStore(cache: cache)
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
}
