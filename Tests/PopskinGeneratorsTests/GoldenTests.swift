import Foundation
import Testing

@testable import PopskinGenerators

/// Each generator's output on the bundled themes against committed goldens under `Fixtures/Goldens/<generator>/`.
/// `POPSKIN_RECORD=1 swift test --filter GoldenTests` rewrites them (and fails, so a recording is never a pass).
@Suite struct GoldenTests {
    static let goldens = GeneratedSwiftTypecheckTests.repository.appendingPathComponent(
        "Tests/PopskinGeneratorsTests/Fixtures/Goldens")

    @Test func swiftGeneratorMatchesGoldens() throws {
        let files = try GeneratedSwiftTypecheckTests.generate(projectRoot: GeneratedSwiftTypecheckTests.repository.path)
        try Self.compare(files, with: Self.goldens.appendingPathComponent("swift"))
    }

    @Test func qmuiGeneratorMatchesGoldens() throws {
        let files = try GeneratedSwiftTypecheckTests.generate(
            projectRoot: GeneratedSwiftTypecheckTests.repository.path,
            with: QMUIGenerator(), expectDiagnostics: true)
        try Self.compare(files, with: Self.goldens.appendingPathComponent("qmui"))
    }

    @Test func tokensGeneratorMatchesGoldens() throws {
        let files = try GeneratedSwiftTypecheckTests.generate(
            projectRoot: GeneratedSwiftTypecheckTests.repository.path,
            with: TokensGenerator())
        try Self.compare(files, with: Self.goldens.appendingPathComponent("tokens"))
    }

    /// The material fixture (Tests/PopskinCLITests/Fixtures/material: a blur theme and a Liquid Glass one), whose skins
    /// carry their material and glass's tint.
    @Test func materialFixtureMatchesGoldens() throws {
        let files = try GeneratedSwiftTypecheckTests.generate(projectRoot: MaterialGenerationTests.project)
        try Self.compare(files, with: Self.goldens.appendingPathComponent("swift-material"))
    }

    /// One golden folder per option a generator takes, beside the defaults: `<generator>-<option>-<value>`, holding
    /// only the files the option changes (the others must match the generator's default goldens).
    static let variants: [(folder: String, generator: String, options: String)] = [
        ("swift-access-internal", "swift", "{access: internal}"),
        ("swift-runtime-embedded", "swift", "{runtime: embedded}"),
        ("swift-module", "swift", "{module: AcmeSkins}"),
        ("swift-bundle-module", "swift", "{bundle: module}"),
        ("qmui-access-internal", "qmui", "{access: internal}"),
    ]

    @Test(arguments: variants.map(\.folder)) func optionsMatchGoldens(folder: String) throws {
        let variant = Self.variants.first { $0.folder == folder }!
        let generator: any Generator = variant.generator == "qmui" ? QMUIGenerator() : SwiftGenerator()
        let files = try GeneratedSwiftTypecheckTests.generate(
            projectRoot: GeneratedSwiftTypecheckTests.repository.path,
            with: generator, options: variant.options,
            expectDiagnostics: variant.generator == "qmui")
        // The embedded runtime is PopskinRuntime's sources, which change on their own: EmbeddedRuntimeTests checks
        // its header and access, not a copy here.
        try Self.compare(
            files.filter { $0.path != "PopskinRuntime.swift" }, with: Self.goldens.appendingPathComponent(folder),
            over: Self.goldens.appendingPathComponent(variant.generator))
    }

    /// Compares `files` with the goldens in `folder`; with `defaults`, a file missing from `folder` must match its
    /// golden there instead (and recording leaves out the files that do).
    static func compare(_ files: [GeneratedFile], with folder: URL, over defaults: URL? = nil) throws {
        func golden(_ path: String, in folder: URL?) -> Data? {
            folder.flatMap { FileManager.default.contents(atPath: $0.appendingPathComponent(path).path) }
        }
        if ProcessInfo.processInfo.environment["POPSKIN_RECORD"] == "1" {
            let changed = files.filter { golden($0.path, in: defaults) != Data($0.contents) }
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in changed { try Data(file.contents).write(to: folder.appendingPathComponent(file.path)) }
            Issue.record("Recorded \(changed.count) goldens in \(folder.path); run again without POPSKIN_RECORD")
            return
        }
        let recorded = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let expected = files.map(\.path).filter {
            defaults == nil || recorded.contains($0) || golden($0, in: defaults) == nil
        }
        #expect(recorded.sorted() == expected.sorted(), "golden file set differs; POPSKIN_RECORD=1 to re-record")
        for file in files {
            guard let data = golden(file.path, in: folder) ?? golden(file.path, in: defaults) else { continue }
            if let difference = firstDifference(
                String(decoding: data, as: UTF8.self),
                String(decoding: file.contents, as: UTF8.self))
            {
                Issue.record("\(file.path) differs from its golden at \(difference)\n(POPSKIN_RECORD=1 to re-record)")
            }
        }
    }

    /// "line N" with both versions of that line, or nil when equal.
    static func firstDifference(_ expected: String, _ actual: String) -> String? {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? String(a[index]) : "<end of file>"
            let right = index < b.count ? String(b[index]) : "<end of file>"
            if left != right { return "line \(index + 1):\n  golden:    \(left)\n  generated: \(right)" }
        }
        return nil
    }
}
