import Foundation
import Testing

/// ARCHITECTURE.md's table of what each module may import, held to the sources and to Package.swift, every file
/// read through `InputFile`, and a project's files through its `InputSnapshot`. Reads the repository's files only; imports nothing of popskin's.
@Suite struct ArchitectureTests {
    /// Files that may read files their own way: the one reader itself, and code whose reads are of what popskin wrote.
    /// A file is named by its module's folder and its name, so it may move within the module.
    static let readersAllowed = [
        "Sources/PopskinSources/Inputs/",
        // Compares each output with the bytes already there, through the descriptor of the folder it confines.
        "Sources/PopskinBuild/OutputWriter.swift",
        // Reads a file already where an output goes, the same way, to tell whether popskin wrote it.
        "Sources/PopskinBuild/OutputWriter+Ownership.swift",
        // The build's lock and the package cache's: files popskin made, opened to lock (the build's reads back the
        // holder its own builds wrote).
        "Sources/PopskinBuild/BuildLock.swift", "Sources/PopskinPackages/PackageCache+Writing.swift",
        // Re-hashes the store's read-only trees (verify); each file lstat-checked as regular first.
        "Sources/PopskinPackages/PackageStore+Writing.swift",
        // Opens the folder a revision is written into (O_DIRECTORY), to make files beneath it; reads none.
        "Sources/PopskinPackages/GitExport.swift",
        // Not shipped engine code: tests' fixtures, benchmarks, fuzzers and the stress tool read their own files.
        "Sources/PopskinTestSupport/", "Sources/PopskinBenchmarks/", "Sources/PopskinFuzzChecks/",
        "Sources/PopskinFuzzCLI/", "Sources/popskin-fuzz-cli/", "Sources/popskin-stress/",
    ]

    /// Known bypasses, being removed: reads the code makes today around `InputFile` (or, for art, around its root
    /// and the build's snapshot). Delete an entry with its read: an entry whose read is gone fails the test.
    static let knownBypasses: [String: [String]] = [:]

    /// Files that read through `InputFile` but not through a project's `InputSnapshot`: what they read is no project
    /// input. Everything else reads a project's files from its snapshot, so every stage sees the same bytes.
    static let snapshotBypassesAllowed = [
        // The build's own state and outputs: stamps, the journal, the files a build compares with what it would write.
        "Sources/PopskinBuild/State/BuildState.swift", "Sources/PopskinBuild/State/BuildStamp.swift",
        "Sources/PopskinBuild/ThemeBuild+Check.swift",
        // `package add` rewrites the manifest's text, which it reads to edit, not to build.
        "Sources/PopskinCLI/Commands/PackageCommand.swift",
        // `init` adds `.popskin/` to `.gitignore`, which it reads to edit, not to build.
        "Sources/PopskinCLI/Commands/InitCommand.swift",
        // `tokens check` on files named on the command line, outside any project.
        "Sources/PopskinTokens/DesignTokens/DesignTokenFiles.swift",
    ]

    let table: [String: Set<String>]
    let targets: [Architecture.Target]

    init() throws {
        table = Architecture.table(try Architecture.text("ARCHITECTURE.md"))
        targets = try Architecture.targets(Architecture.text("Package.swift")).filter { $0.path.hasPrefix("Sources/") }
    }

    @Test func everyTargetUnderSourcesHasARow() throws {
        #expect(!table.isEmpty, "ARCHITECTURE.md has no | Module | May import | table")
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: Architecture.root.appendingPathComponent("Sources").path
        ).filter { !$0.hasPrefix(".") }
        for folder in folders.sorted() {
            #expect(
                targets.contains { $0.path == "Sources/" + folder },
                "Sources/\(folder) is no target's folder in Package.swift")
        }
        for target in targets {
            #expect(table[target.name] != nil, "ARCHITECTURE.md's table has no row for \(target.name)")
        }
        for module in table.keys.sorted() {
            #expect(
                targets.contains { $0.name == module }, "ARCHITECTURE.md's table has a row for \(module), no target")
        }
    }

    @Test func everyImportIsInItsModulesRow() {
        for target in targets {
            guard let allowed = table[target.name] else { continue }
            for file in Architecture.swiftFiles(under: target.path) {
                guard let source = try? Architecture.text(file) else {
                    Issue.record("cannot read \(file)")
                    continue
                }
                for (module, line) in Architecture.forbiddenImports(source, allowed: allowed) {
                    Issue.record("\(file):\(line): \(target.name) imports \(module), which its row does not allow")
                }
            }
        }
    }

    @Test func everyRowIsWhatPackageSwiftDeclares() {
        for target in targets {
            guard let allowed = table[target.name] else { continue }
            let problems = Architecture.mismatches(row: allowed, declared: target.dependencies)
            for module in problems.undeclared {
                Issue.record("\(target.name)'s row allows \(module), which Package.swift does not declare for it")
            }
            for module in problems.unlisted {
                Issue.record("Package.swift declares \(module) for \(target.name), which its row does not allow")
            }
        }
    }

    @Test func inputFilesAreReadThroughInputFile() throws {
        var seen: [String: Set<String>] = [:]
        for file in Architecture.swiftFiles(under: "Sources")
        where !Self.readersAllowed.contains(where: { Architecture.names(file, $0) }) {
            let known = Self.knownBypasses.first { Architecture.names(file, $0.key) }
            for (line, what) in Architecture.bypasses(try Architecture.text(file)) {
                guard let known, known.value.contains(what) else {
                    Issue.record("\(file):\(line): reads a file with \(what); read input files through InputFile")
                    continue
                }
                seen[known.key, default: []].insert(what)
            }
        }
        for (entry, reads) in Self.knownBypasses {
            for what in reads where seen[entry]?.contains(what) != true {
                Issue.record("\(entry) no longer reads with \(what): delete its entry from knownBypasses")
            }
        }
    }

    @Test func projectInputsAreReadThroughTheSnapshot() throws {
        for file in Architecture.swiftFiles(under: "Sources")
        where !(Self.readersAllowed + Self.snapshotBypassesAllowed).contains(where: { Architecture.names(file, $0) }) {
            for (line, what) in Architecture.readsAroundSnapshot(try Architecture.text(file)) {
                Issue.record("\(file):\(line): reads with \(what); read a project's files through its InputSnapshot")
            }
        }
    }

    // MARK: The rules can fail

    @Test func aReadAroundTheSnapshotIsFound() {
        let source = """
            let bytes = InputFile.read(path, limit: 10)  // InputFile.prefix( in a comment
            let header = PNGHeader.read(path: path, inside: root)
            let art = inputs.art(path)
            """
        #expect(Architecture.readsAroundSnapshot(source).map(\.line) == [1, 2])
    }

    @Test func aForbiddenImportIsFound() {
        let source = """
            import Foundation
            @testable import PopskinCore
            import struct PopskinTokens.TokenTable
            // import PopskinBuild
            let example = \"""
                import PopskinCLI
                \"""
            #if canImport(UIKit)
            import UIKit
            #endif
            """
        let found = Architecture.forbiddenImports(source, allowed: ["UIKit"])
        #expect(found.map(\.module) == ["PopskinCore", "PopskinTokens"])
        #expect(found.map(\.line) == [2, 3])
    }

    @Test func anAllowListEntryNamesItsFileWithinItsModule() {
        let entry = "Sources/PopskinBuild/BuildLock.swift"
        #expect(Architecture.names("Sources/PopskinBuild/State/BuildLock.swift", entry))
        #expect(!Architecture.names("Sources/PopskinCore/BuildLock.swift", entry))
        #expect(!Architecture.names("Sources/PopskinBuild/BuildLockTools.swift", entry))
        #expect(Architecture.names("Sources/PopskinTestSupport/Git/GitFixture.swift", "Sources/PopskinTestSupport/"))
    }

    @Test func aReadAroundInputFileIsFound() {
        let source = """
            let a = FileManager.default.contents(atPath: path)
            let b = try Data(contentsOf: url)
            let e = InputFile.read(path, limit: 10, inside: root)
            // String(contentsOfFile: path)
            """
        let found = Architecture.bypasses(source)
        #expect(found.map(\.line) == [1, 2])
        #expect(found.map(\.what) == [".contents(atPath:", "Data(contentsOf:"])
    }

    @Test func theTableAndTheManifestAreRead() {
        let markdown = """
            | Module | May import |
            | --- | --- |
            | `A` | — |
            | `B` | `A`, `CZlib`, `UIKit` (for the base class) |

            | Other | Table |
            | `C` | `A` |
            """
        let rows = Architecture.table(markdown)
        #expect(rows == ["A": [], "B": ["A", "CZlib", "UIKit"]])
        let manifest = """
            .target(name: "A"),
            .target(
                name: "B", dependencies: ["A", .product(name: "Crypto", package: "swift-crypto")],
                path: "Sources/Bee"),
            .executableTarget(name: "b-tool", dependencies: ["B"]),
            .testTarget(name: "BTests", dependencies: ["B"]),
            """
        let targets = Architecture.targets(manifest)
        #expect(
            targets == [
                .init(name: "A", path: "Sources/A", dependencies: []),
                .init(name: "B", path: "Sources/Bee", dependencies: ["A", "Crypto"]),
                .init(name: "b-tool", path: "Sources/b-tool", dependencies: ["B"]),
            ])
        let problems = Architecture.mismatches(row: rows["B"]!, declared: targets[1].dependencies)
        #expect(problems.undeclared == ["CZlib"])
        #expect(problems.unlisted == ["Crypto"])
    }
}
