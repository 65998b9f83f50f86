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
