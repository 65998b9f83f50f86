import Foundation
import PopskinFuzzChecks
import PopskinTestSupport
import Testing

/// Every input the fuzzer ever crashed on (`Tests/Fuzz/FailCases/`), replayed with all of the fuzz target's checks,
/// so a fixed bug stays fixed without building the fuzzer.
@Suite struct FuzzFailCaseTests {
    static let folder = TestPaths.repositoryRoot.appendingPathComponent("Tests/Fuzz/FailCases")

    static let cases: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { !$0.hasPrefix(".") }.sorted()

    @Test func thereAreFailCases() {
        #expect(Self.cases.count >= 7)
    }

    @Test(arguments: cases) func replays(name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
        try FuzzInvariants().check(bytes)
    }
}
