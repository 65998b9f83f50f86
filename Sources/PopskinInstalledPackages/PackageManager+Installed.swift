import Foundation
import PopskinCore
import PopskinSources

extension PackageManager {
    /// What a build reads.
    public struct Installed: Sendable {
        /// Every locked package's tree in the store the manifest still reaches, and every path dependency's folder.
        public var packages: [PackageSource] = []
        /// The lock, when there is one usable.
        public var lock: Lockfile?
    }

    /// What a build reads, the manifest and lock read into `inputs`. Never touches the network; anything missing or
    /// stale is a diagnostic, into `diagnostics`, naming the command that fixes it.
    public func installedPackages(inputs: InputSnapshot, diagnostics: DiagnosticSink) -> Installed {
        var outcome = Outcome(diagnostics: diagnostics, inputs: inputs)
        let dependencies = manifest(&outcome)
        var packages = pathPackages(dependencies, diagnostics: outcome.diagnostics)
        let gitDependencies = dependencies.filter { $0.gitURL != nil }
        guard !gitDependencies.isEmpty else {
            return Installed(packages: packages)
        }
        let sides = locks(&outcome)
        let (usable, problem) = usableLock(sides, for: dependencies, outcome)
        guard let lock = usable else {
            outcome.diagnostics.report(contentsOf: problem.map { [$0] } ?? [])
            return Installed(packages: packages)
        }
        outcome.diagnostics.report(contentsOf: Self.staleness(of: lock, for: gitDependencies))
        let store = PackageStore(cache: cache)
        for entry in Self.reachable(in: lock, from: gitDependencies) {
            guard store.contains(entry.integrity) else {
                outcome.diagnostics.report(
                    .error(
                        .packageOffline,
                        "'\(entry.name)' \(entry.version) is locked but not in the "
                            + "cache (\(cache.root)); run `popskin package fetch`",
                        at: Self.lockLocation(of: entry.name, in: outcome)))
                continue
            }
            packages.append(
                PackageSource(name: entry.name, root: store.folder(for: entry.integrity), label: entry.version))
        }
        return Installed(
            packages: packages.sorted { $0.name < $1.name }, lock: lock)
    }

    /// The folders of the path dependencies that can be read; each one that cannot is an error at its `path:`.
    package func pathPackages(_ dependencies: [Dependency], diagnostics: DiagnosticSink) -> [PackageSource] {
        dependencies.compactMap { dependency in
            guard case .path(let path) = dependency.source else { return nil }
            let folder = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: projectRoot + "/"))
                .standardizedFileURL.path
            guard let problem = Self.linkOrMissing(in: folder) else {
                return PackageSource(name: dependency.name, root: folder, label: "path \(path)")
            }
            diagnostics.report(
                .error(
                    .packageUnsafe, "path dependency '\(dependency.name)' (\(path)): \(problem)",
                    at: dependency.sourceLocation))
            return nil
        }
    }

    /// A root dependency the lock does not answer as the manifest asks: the lock is stale.
    package static func staleness(of lock: Lockfile, for dependencies: [Dependency]) -> [Diagnostic] {
        dependencies.compactMap { dependency in
            guard case .git(let url) = dependency.source, let requirement = dependency.requirement else { return nil }
            if let entry = lock[dependency.name], entry.source == url, entry.requirement == requirement.description {
                return nil
            }
            let has =
                lock[dependency.name].map { "the lock has \($0.requirement) from \($0.source)" }
                ?? "the lock has no entry"
            return .error(
                .packageLocked,
                "popskin.lock is out of date for '\(dependency.name)': the manifest asks for "
                    + "\(requirement) from \(url), \(has); run `popskin package resolve`", at: dependency.location)
        }
    }

    /// The lock's entries the manifest still needs: its dependencies and theirs (a removed one supplies nothing).
    package static func reachable(in lock: Lockfile, from dependencies: [Dependency]) -> [Lockfile.Entry] {
        var seen: Set<String> = [], queue = dependencies.map(\.name)
        while let name = queue.popLast() {
            guard seen.insert(name).inserted, let entry = lock[name] else { continue }
            queue += entry.dependencies
        }
        return lock.entries.filter { seen.contains($0.name) }
    }

    /// Why a path dependency's folder cannot be read safely: missing, a link itself, or holding a symbolic link
    /// (which could point anywhere).
    package static func linkOrMissing(in folder: String) -> String? {
        var info = stat()
        guard lstat(folder, &info) == 0 else { return "no such folder" }
        if (info.st_mode & S_IFMT) == S_IFLNK { return "the folder is a symbolic link; name the real folder" }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { return "not a folder" }
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return "cannot be read" }
        while let relative = walker.nextObject() as? String {
            guard lstat(folder + "/" + relative, &info) == 0 else { return "cannot read \(relative)" }
            if (info.st_mode & S_IFMT) == S_IFLNK {
                return "'\(relative)' is a symbolic link; packages may not contain links"
            }
        }
        return nil
    }
}
