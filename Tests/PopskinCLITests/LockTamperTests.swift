import Foundation
import PopskinTestSupport
import Testing

/// A lock whose revision was edited to another commit, its integrity kept (the hostile-inputs issue, N16): `package
/// verify` passed, a fresh `fetch` failed once with a contradictory "the lock is kept", then passed for good.
@Suite(.tags(.process), .unlessSkipped(.process)) struct LockTamperTests {
    @Test func anEditedRevisionKeepsFailing() throws {
        let fixture = try GitFixture()
        defer { fixture.remove() }
        let brand = try fixture.repository("brand")
        let manifest = { (version: String) in "popskin: 1\nname: brand\nversion: \(version)\n" }
        let first = try brand.release(
            "1.0.0", ["popskin.yaml": manifest("1.0.0"), "themes/ocean.yaml": DiffFixture.theme(fill: "#1060a0")])
        let second = try brand.release(
            "1.1.0", ["popskin.yaml": manifest("1.1.0"), "themes/ocean.yaml": DiffFixture.theme(fill: "#c03030")])
        let app = try fixture.project(
            "app",
            [
                "popskin.yaml":
                    "popskin: 1\nname: app\ndependencies:\n  brand: { git: \"\(brand.url)\", from: 1.0.0 }\n",
                "themes/app.yaml": "extends: brand/ocean\n",
            ])
        func popskin(_ arguments: [String], cache: String = fixture.cache) throws -> TestProcess.Outcome {
            try CLIRunner.run(arguments, in: app, environment: ["POPSKIN_CACHE": cache], timeout: 60)
        }
        #expect(try popskin(["package", "resolve"]).status == 0)
        let lock = app + "/popskin.lock"
        let text = try String(contentsOfFile: lock, encoding: .utf8)
        #expect(text.contains(second))
        try text.replacingOccurrences(of: second, with: first).write(toFile: lock, atomically: true, encoding: .utf8)

        let verify = try popskin(["package", "verify"])
        #expect(verify.status == 1, "\(verify.stderr)")
        #expect(
            verify.stderr.contains("[PACKAGE-INTEGRITY] popskin.lock says 'brand' 1.1.0 is revision"),
            "\(verify.stderr)")
        let fresh = fixture.root + "/fresh-cache"
        for attempt in 1...2 {
            let fetch = try popskin(["package", "fetch"], cache: fresh)
            #expect(fetch.status == 1, "fetch \(attempt): \(fetch.stderr)")
            #expect(fetch.stderr.contains("[PACKAGE-INTEGRITY]"), "\(fetch.stderr)")
            #expect(!fetch.stderr.contains("the lock is kept"), "\(fetch.stderr)")
        }
        #expect(try popskin(["package", "verify"], cache: fresh).status == 1)
        #expect(try popskin(["theme", "validate"], cache: fresh).status == 1)
    }
}
