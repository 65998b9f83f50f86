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
        let files = try GeneratedSwiftTypecheckTests.generate(projectRoot: GeneratedSwiftTypecheckTests.repository.path,
                                                              with: QMUIGenerator(), expectDiagnostics: true)
        try Self.compare(files, with: Self.goldens.appendingPathComponent("qmui"))
    }

    @Test func tokensGeneratorMatchesGoldens() throws {
        let files = try GeneratedSwiftTypecheckTests.generate(projectRoot: GeneratedSwiftTypecheckTests.repository.path,
                                                              with: TokensGenerator())
        try Self.compare(files, with: Self.goldens.appendingPathComponent("tokens"))
    }

    /// One golden folder per option a generator takes, beside the defaults: `<generator>-<option>-<value>`.
    static let variants: [(folder: String, generator: String, options: String)] = [
        ("swift-access-internal", "swift", "{access: internal}"),
        ("swift-access-package", "swift", "{access: package}"),
        ("swift-runtime-embedded", "swift", "{runtime: embedded}"),
        ("swift-runtime-embedded-internal", "swift", "{runtime: embedded, access: internal}"),
        ("swift-module", "swift", "{module: AcmeSkins}"),
        ("swift-bundle-module", "swift", "{bundle: module}"),
        ("swift-registry", "swift", "{registry: AcmeSkins}"),
        ("qmui-access-internal", "qmui", "{access: internal}"),
    ]

    @Test(arguments: variants.map(\.folder)) func optionsMatchGoldens(folder: String) throws {
        let variant = Self.variants.first { $0.folder == folder }!
        let generator: any Generator = variant.generator == "qmui" ? QMUIGenerator() : SwiftGenerator()
        let files = try GeneratedSwiftTypecheckTests.generate(projectRoot: GeneratedSwiftTypecheckTests.repository.path,
                                                              with: generator, options: variant.options,
                                                              expectDiagnostics: variant.generator == "qmui")
        // The embedded runtime is PopskinRuntime's sources, which change on their own: EmbeddedRuntimeTests checks
        // its header and access, not a copy here.
        try Self.compare(files.filter { $0.path != "PopskinRuntime.swift" }, with: Self.goldens.appendingPathComponent(folder))
    }

    static func compare(_ files: [GeneratedFile], with folder: URL) throws {
        if ProcessInfo.processInfo.environment["POPSKIN_RECORD"] == "1" {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files { try Data(file.contents).write(to: folder.appendingPathComponent(file.path)) }
            Issue.record("Recorded \(files.count) goldens in \(folder.path); run again without POPSKIN_RECORD")
            return
        }
        let recorded = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        #expect(recorded.sorted() == files.map(\.path).sorted(), "golden file set differs; POPSKIN_RECORD=1 to re-record")
        for file in files {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file.path).path) else {
                continue
            }
            if let difference = firstDifference(String(decoding: data, as: UTF8.self),
                                                String(decoding: file.contents, as: UTF8.self)) {
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
