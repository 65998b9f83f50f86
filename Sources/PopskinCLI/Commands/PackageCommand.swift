import ArgumentParser
import Foundation
import PopskinConsole
import PopskinCore
import PopskinInstalledPackages
import PopskinPackages
import PopskinSources

/// `popskin package add|resolve|update|fetch|verify|diff`
struct PackageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "package", abstract: "Manage theme packages: dependencies, popskin.lock and the shared cache.",
        subcommands: [
            PackageAddCommand.self, PackageResolveCommand.self, PackageUpdateCommand.self,
            PackageFetchCommand.self, PackageVerifyCommand.self, PackageDiffCommand.self,
        ])
}

/// `--locked`, `--offline`, `--frozen`.
struct PackageModeOptions: ParsableArguments {
    @Flag(help: "Fail if popskin.lock would change.") var locked = false
    @Flag(help: "Never touch the network; everything must be in the cache.") var offline = false
    @Flag(help: "Both --locked and --offline (for CI).") var frozen = false

    func options(acceptRetag: Set<String> = [], progress: ProgressLine? = nil) -> PackageManager.Options {
        PackageManager.Options(
            offline: offline || frozen, locked: locked || frozen, acceptRetag: acceptRetag,
            progress: progress?.handler)
    }
}

extension PackageManager.Outcome {
    /// Prints the diagnostics (with `note` on the first error) and a one-line summary (nil: none); exits 1 on any
    /// error.
    func report(_ options: ProjectOptions, summary: String?, note: String? = nil) throws {
        var list = diagnostics.sorted()
        if let note, let first = list.firstIndex(where: { $0.severity == .error }) {
            list[first].notes.append(DiagnosticNote(note, at: nil))
        }
        try PopskinCLI.report(list, options: options, sources: sources)
        if let summary { Output.lines([summary]) }
    }

    /// How many packages the lock has, as `noun` counted: "1 package", "3 locked packages".
    func lockedCount(_ noun: String) -> String {
        let count = lock?.entries.count ?? 0
        return "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    var lockSummary: String? {
        guard let lock else { return nil }
        let list = lock.entries.map { "\($0.name) \($0.version)" }.joined(separator: ", ")
        return "\(lock.entries.count) package\(lock.entries.count == 1 ? "" : "s")\(list.isEmpty ? "" : ": " + list); "
            + "popskin.lock \(lockChanged ? "written" : "unchanged")"
    }
}

struct PackageResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract:
            "Resolve dependencies (locked versions first), fetch them and write popskin.lock; settles a lock with "
            + "merge conflicts.")

    @OptionGroup var options: ProjectOptions
    @OptionGroup var mode: PackageModeOptions

    func run() throws {
        Interruption.install()  // git runs: it ends with us
        let outcome = PackageManager(projectRoot: options.project, options: mode.options()).resolve()
        try outcome.report(options, summary: outcome.lockSummary)
    }
}

struct PackageUpdateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Re-resolve the named packages (all by default) to their newest allowed versions.")

    @OptionGroup var options: ProjectOptions
    @OptionGroup var mode: PackageModeOptions
    @Argument(help: "Packages to update (default: all).") var names: [String] = []
    @Flag(name: .customLong("accept-retag"), help: "Accept the new content of a release whose tag was moved.")
    var acceptRetag = false

    func run() throws {
        Interruption.install()  // git runs: it ends with us
        let accepted = acceptRetag ? Set(names) : []
        if acceptRetag && names.isEmpty { throw ValidationError("--accept-retag needs the packages it applies to") }
        let outcome = PackageManager(projectRoot: options.project, options: mode.options(acceptRetag: accepted))
            .resolve(updating: Set(names))
        try outcome.report(options, summary: outcome.lockSummary)
    }
}

struct PackageFetchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch", abstract: "Fill the cache with everything popskin.lock names (no resolution).")

    @OptionGroup var options: ProjectOptions
    @OptionGroup var mode: PackageModeOptions

    func run() throws {
        Interruption.install()  // git runs: it ends with us
        let progress = ProgressLine("fetch")
        let outcome = PackageManager(projectRoot: options.project, options: mode.options(progress: progress)).fetch()
        progress.finish()
        try outcome.report(options, summary: outcome.lockedCount("package") + " in the cache")
    }
}

struct PackageVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify", abstract: "Re-hash every locked package in the cache and check path dependencies.")

    @OptionGroup var options: ProjectOptions

    func run() throws {
        Interruption.install()  // git runs: it ends with us
        let outcome = PackageManager(projectRoot: options.project).verify()
        try outcome.report(options, summary: outcome.lockedCount("locked package") + " verified")
    }
}

struct PackageAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a dependency to popskin.yaml and resolve.")

    @OptionGroup var options: ProjectOptions
    @OptionGroup var mode: PackageModeOptions
    @Argument(help: "The package's name (what `extends: NAME/theme` uses).") var name: String
    @Option(help: "Its git repository.") var git: String?
    @Option(help: "A folder, used as it is and never locked.") var path: String?
    @Option(help: "This version up to the next major.") var from: String?
    @Option(name: .customLong("up-to-next-minor"), help: "This version up to the next minor.") var upToNextMinor:
        String?
    @Option(help: "Exactly this version.") var exact: String?
    @Option(help: "A branch.") var branch: String?
    @Option(help: "A commit.") var revision: String?

    func dependency() throws -> Dependency {
        let location = SourceLocation.start(of: Manifest.fileName)
        if let path {
            guard git == nil else { throw ValidationError("give either --git or --path") }
            return Dependency(name: name, source: .path(path), requirement: nil, location: location)
        }
        guard let git else { throw ValidationError("give --git URL (with --from X.Y.Z) or --path FOLDER") }
        // (option, manifest key, value) for each requirement option given.
        let given = [
            ("from", "from", from), ("up-to-next-minor", "upToNextMinor", upToNextMinor), ("exact", "exact", exact),
            ("branch", "branch", branch), ("revision", "revision", revision),
        ].filter { $0.2 != nil }
        guard given.count == 1, let (option, key, value) = given.first else {
            throw ValidationError("give exactly one of --from, --up-to-next-minor, --exact, --branch, --revision")
        }
        guard let requirement = PackageRequirement(key: key, value: value!) else {
            throw ValidationError("--\(option) takes a version X.Y.Z")
        }
        return Dependency(name: name, source: .git(git), requirement: requirement, location: location)
    }

    func run() throws {
        Interruption.install()  // git runs: it ends with us
        guard Manifest.isPackageNameValid(name) else {
            throw ValidationError("a package name uses lowercase letters, digits and '-', starting with a letter")
        }
        let manifest = URL(fileURLWithPath: options.project).appendingPathComponent(Manifest.fileName)
        var original: Data?
        switch InputFile.read(
            manifest.path, limit: YAMLLimits.default.maxFileSize, inside: InputFile.Root(options.project))
        {
        case .success(let bytes): original = Data(bytes)
        case .failure(.missing): original = nil
        case .failure(let problem): throw options.failure(.ioError, "cannot read \(Manifest.fileName): \(problem)")
        }
        let text = original.map { String(decoding: $0, as: UTF8.self) } ?? "popskin: 1\n"
        do {
            let updated = try ManifestEditor.adding(try dependency(), to: text)
            try Data(updated.utf8).write(to: manifest, options: .atomic)
        } catch let refusal as ManifestEditor.Refusal {
            try PopskinCLI.report(
                [refusal.diagnostic], options: options, sources: [Manifest.fileName: Array(text.utf8)])
        }
        let outcome = PackageManager(projectRoot: options.project, options: mode.options()).resolve()
        var note: String?
        if outcome.diagnostics.hasErrors {
            // A dependency that cannot be resolved is not added: the manifest goes back to what it was.
            if let original {
                try original.write(to: manifest, options: .atomic)
            } else {
                try FileManager.default.removeItem(at: manifest)
            }
            note = "'\(name)' was not added; popskin.yaml is unchanged"
        } else {
            Output.lines(["added '\(name)' to popskin.yaml"])
        }
        try outcome.report(options, summary: outcome.lockSummary, note: note)
    }
}
