import Foundation
import PopskinCore
import PopskinInstalledPackages
import PopskinSources

extension PackageManager {
    /// The system git, or nil with the problem recorded.
    func git(_ outcome: inout Outcome) -> Git? {
        guard let git = Git.find() else {
            outcome.diagnostics.report(
                .error(.packageNotFound, "git is not installed (popskin fetches packages with it)", at: nil))
            return nil
        }
        return git
    }

    /// Resolves the graph (locked versions first, except for `updating`: nil keeps all, empty updates all), stores
    /// every package's tree, and writes the lock.
    public func resolve(updating: Set<String>? = nil) -> Outcome {
        var outcome = newOutcome()
        guard let git = git(&outcome) else { return outcome }
        let dependencies = manifest(&outcome)
        // A path dependency is never locked, but a resolve that passes must leave a project that builds.
        _ = pathPackages(dependencies, diagnostics: outcome.diagnostics)
        let sides = locks(&outcome)
        guard !outcome.diagnostics.hasErrors else { return outcome }
        if options.locked {
            // Known before any fetch: a lock that does not answer the manifest would have to change.
            let (lock, problem) = usableLock(sides, for: dependencies, outcome)
            let stale = problem.map { [$0] } ?? lock.map { Self.staleness(of: $0, for: dependencies) } ?? []
            if !stale.isEmpty {
                outcome.diagnostics.report(
                    contentsOf: stale.map {
                        Diagnostic(.error, .packageLocked, "--locked: " + $0.message, at: $0.location)
                    })
                return outcome
            }
        }
        // Offline with nothing to update, a lock that answers the manifest and is all in the store is the answer:
        // its versions' manifests cannot have changed (their integrity is locked), and nothing could be fetched.
        if options.offline, updating == nil, sides.count == 1, Self.staleness(of: sides[0], for: dependencies).isEmpty {
            let needed = Self.reachable(in: sides[0], from: dependencies), store = PackageStore(cache: cache)
            if needed.count == sides[0].entries.count, needed.allSatisfy({ store.contains($0.integrity) }) {
                outcome.lock = sides[0]
                return outcome
            }
        }
        var preferred: [String: [String]] = [:], pinned: [String: Lockfile.Entry] = [:]
        for side in sides {
            for entry in side.entries where updating.map({ !$0.isEmpty && !$0.contains(entry.name) }) ?? true {
                preferred[entry.name, default: []].append(entry.version)
                if entry.tag == nil, pinned[entry.name] == nil { pinned[entry.name] = entry }
            }
        }
        let source = GitCandidateSource(
            git: git, cache: cache, offline: options.offline, pinned: pinned, diagnostics: outcome.diagnostics)
        do {
            try cache.locked {
                // Every locked package and every root dependency will be looked at: fetch their clones together.
                var known = sides.flatMap(\.entries).map { (name: $0.name, url: $0.source) }
                known += dependencies.compactMap { dependency in dependency.gitURL.map { (dependency.name, $0) } }
                source.prefetch(known)
                let chosen = try Resolver(source: source, preferred: preferred).resolve(dependencies)
                let lock = try lockEntries(chosen, roots: dependencies, previous: sides.first, source: source, &outcome)
                try finish(lock, previous: sides, conflicted: sides.count > 1, &outcome)
            }
        } catch let conflict as Conflict {
            outcome.diagnostics.report(conflict.diagnostic)
        } catch let unavailable as GitCandidateSource.Unavailable {
            outcome.diagnostics.report(unavailable.diagnostic)
        } catch let stop as Stop {
            outcome.diagnostics.report(stop.diagnostic)
        } catch {
            outcome.diagnostics.report(Self.cacheFailure(error, cache: cache))
        }
        return outcome
    }

    /// What the cache (its folders, its lock, the store) could not do: a problem of this machine, not of a file.
    static func cacheFailure(_ error: any Error, cache: PackageCache) -> Diagnostic {
        .error(.ioError, "the package cache (\(cache.root)): \(error)", at: nil)
    }

    /// A diagnostic that ends the run.
    struct Stop: Error {
        var diagnostic: Diagnostic
    }

    /// The lock entry of each chosen package, its tree in the store. A tag that now names another commit with other
    /// content stops the run unless accepted.
    private func lockEntries(
        _ chosen: [String: Candidate], roots: [Dependency], previous: Lockfile?, source: GitCandidateSource,
        _ outcome: inout Outcome
    ) throws -> Lockfile {
        let store = PackageStore(cache: cache)
        var entries: [Lockfile.Entry] = []
        for (name, candidate) in chosen.sorted(by: { $0.key < $1.key }) {
            let dependencies = try source.dependencies(of: candidate).filter { $0.gitURL != nil }
            let requirement =
                roots.first { $0.name == name }?.requirement
                ?? chosen.keys.sorted().lazy.compactMap { parent in
                    (try? source.dependencies(of: chosen[parent]!))?.first { $0.name == name }?.requirement
                }.first
            let old = previous?[name].flatMap { $0.source == candidate.url && $0.version == candidate.label ? $0 : nil }
            let integrity: Integrity
            var revision = candidate.commit
            if let old, old.revision == candidate.commit, store.contains(old.integrity) {
                integrity = old.integrity
            } else {
                integrity = try storeTree(of: candidate, in: source, store: store)
                // A release and a commit promise fixed content; a branch moves on (kept at its commit until `update`).
                if let old, candidate.version != nil || old.revision == candidate.commit, old.integrity != integrity {
                    try checkRetag(candidate, old: old, new: integrity, &outcome)
                } else if let old, candidate.version != nil, old.revision != candidate.commit {
                    // Re-tagged with the very same files (a mirror, a rebase): the lock stays as it was.
                    revision = old.revision
                    outcome.diagnostics.report(Self.movedWithSameContent(candidate, old: old, outcome))
                }
            }
            entries.append(
                Lockfile.Entry(
                    name: name, source: candidate.url, requirement: requirement?.description ?? "",
                    version: candidate.label,
                    tag: candidate.tag, revision: revision, integrity: integrity,
                    dependencies: dependencies.map(\.name).sorted()))
        }
        return Lockfile(entries: entries)
    }

    /// Reads a commit's tree from the clone into the store; symlinks and escaping paths stop the run, shown at the
    /// candidate's origin.
    func storeTree(of candidate: Candidate, in source: GitCandidateSource, store: PackageStore) throws -> Integrity {
        try store.add(treeFiles(of: candidate, in: source))
    }

    /// The files of the candidate's commit, read from its clone; links, submodules and escaping paths refused.
    func treeFiles(of candidate: Candidate, in source: GitCandidateSource) throws -> [(path: String, bytes: [UInt8])] {
        let repository = try source.repository(name: candidate.name, url: candidate.url, origin: candidate.origin)
        let files: [(path: String, bytes: [UInt8])]
        let what = "'\(candidate.name)' \(candidate.label) (\(candidate.commit.prefix(12)))"
        do {
            files = try repository.contents(of: repository.files(at: candidate.commit))
        } catch let refused as GitRepository.Unsafe {
            throw Stop(
                diagnostic: .error(
                    .packageUnsafe, "refusing \(what): \(refused.description)", at: candidate.origin))
        } catch {
            throw Stop(
                diagnostic: .error(
                    .packageNotFound, "cannot read \(what) from its clone (\(repository.folder)): \(error)",
                    at: candidate.origin))
        }
        return files
    }

    /// The warning for a tag that now names another commit with the very same files.
    static func movedWithSameContent(_ candidate: Candidate, old: Lockfile.Entry, _ outcome: Outcome) -> Diagnostic {
        .warning(
            .packageRetag,
            "tag \(candidate.tag ?? candidate.label) of '\(candidate.name)' now names "
                + "\(candidate.commit.prefix(12)) instead of the locked \(old.revision.prefix(12)); the content is "
                + "identical, so the lock is kept", at: lockLocation(of: candidate.name, in: outcome))
    }

    /// A released version whose content changed under the same tag (`git tag -f`).
    func checkRetag(_ candidate: Candidate, old: Lockfile.Entry, new: Integrity, _ outcome: inout Outcome) throws {
        if options.acceptRetag.contains(candidate.name) {
            outcome.diagnostics.report(
                .warning(
                    .packageRetag,
                    "accepted the new content of '\(candidate.name)' "
                        + "\(candidate.label): \(old.revision.prefix(12)) → \(candidate.commit.prefix(12))",
                    at: Self.lockLocation(of: candidate.name, in: outcome)))
            return
        }
        let what =
            old.revision == candidate.commit
            ? "its content no longer matches the lock"
            : "tag \(candidate.tag ?? candidate.label) moved from \(old.revision) (locked) to \(candidate.commit)"
        throw Stop(
            diagnostic: .error(
                .packageRetag,
                "'\(candidate.name)' \(candidate.label) changed after release: \(what), and the content differs "
                    + "(\(old.integrity) → \(new)). A released version must not change; ask its maintainers for a new version, "
                    + "or accept it with `popskin package update \(candidate.name) --accept-retag`",
                at: Self.lockLocation(of: candidate.name, in: outcome)))
    }

    /// Writes the lock when it changed (refused under `--locked`). A project without git dependencies needs none, so
    /// none is written for it (nor demanded by `--locked`).
    private func finish(_ lock: Lockfile, previous: [Lockfile], conflicted: Bool, _ outcome: inout Outcome) throws {
        outcome.lock = lock
        let before = outcome.sources[Lockfile.fileName].map { String(decoding: $0, as: UTF8.self) }
        let text = lock.render()
        guard text != before, before != nil || !lock.entries.isEmpty else { return }
        outcome.lockChanged = true
        if options.locked {
            let old = conflicted ? nil : previous.first
            // At the first entry that changes or goes, when the lock has one.
            let first = old.flatMap { old in
                lock.entries.first { entry in old[entry.name].map { $0 != entry } ?? false }?.name
                    ?? old.entries.first { lock[$0.name] == nil }?.name
            }
            let location =
                outcome.sources[Lockfile.fileName] == nil
                ? .start(of: Manifest.fileName)
                : first.map { Self.lockLocation(of: $0, in: outcome) } ?? .start(of: Lockfile.fileName)
            throw Stop(
                diagnostic: .error(
                    .packageLocked,
                    "--locked: popskin.lock would change (\(Self.changes(from: old, to: lock))); run "
                        + "`popskin package resolve` and commit the lock", at: location))
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: lockPath), options: .atomic)
        } catch {
            throw Stop(
                diagnostic: .error(
                    .ioError, "cannot write \(Lockfile.fileName): \(error.localizedDescription)", at: nil))
        }
    }

    /// `brand 2.3.1 → 2.4.0, base added`, for messages.
    static func changes(from old: Lockfile?, to new: Lockfile) -> String {
        guard let old else { return "it is missing or has merge conflicts" }
        var parts: [String] = []
        for entry in new.entries {
            if let before = old[entry.name] {
                if before != entry { parts.append("\(entry.name) \(before.version) → \(entry.version)") }
            } else {
                parts.append("\(entry.name) \(entry.version) added")
            }
        }
        parts += old.entries.filter { new[$0.name] == nil }.map { "\($0.name) removed" }
        return parts.isEmpty ? "formatting" : parts.joined(separator: ", ")
    }
}
