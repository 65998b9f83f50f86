import Foundation
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinCore

/// Every id the code can emit has its entry in the table (the switch in `DiagnosticID.entry` makes a missing one a
/// compile error; this reads the sources for the ids they emit and checks each entry says something), and no
/// retired id is emitted any more.
@Suite struct DiagnosticTableTests {
    /// The `DiagnosticID` cases the sources report: `.error(.id`, `.warning(.id`, `Diagnostic(.severity, .id` and
    /// `report(.severity, .id`, across line breaks, plus the ids passed as arguments (`id: .badInsets`).
    static func emittedIDs() throws -> Set<String> {
        let sources = TestPaths.repositoryRoot.appendingPathComponent("Sources")
        let patterns = [
            #"\.(?:error|warning)\(\s*\.([a-z][A-Za-z0-9]+)"#, #"Diagnostic\(\s*\.[a-z]+,\s*\.([a-z][A-Za-z0-9]+)"#,
            #"report\(\s*\.(?:error|warning),\s*\.([a-z][A-Za-z0-9]+)"#, #"\bid: \.([a-z][A-Za-z0-9]+)"#,
            #"\bfailure\(\s*\.([a-z][A-Za-z0-9]+),\s*""#,
            #"UseProblem\(\s*\.(?:error|warning|note),\s*\.([a-z][A-Za-z0-9]+)"#,
        ].map { try! NSRegularExpression(pattern: $0) }
        var found: Set<String> = []
        let walker = FileManager.default.enumerator(atPath: sources.path)
        while let path = walker?.nextObject() as? String {
            // The table itself; and the renderer, whose own failures share the shape (`failure(.unreadable, "…")`).
            guard path.hasSuffix(".swift"), !path.contains("Diagnostics/DiagnosticEntry"),
                !path.hasPrefix("PopskinRender/")
            else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            for pattern in patterns {
                for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    found.insert(String(text[Range(match.range(at: 1), in: text)!]))
                }
            }
        }
        return found
    }

    @Test func everyEmittedIDHasAnEntry() throws {
        let cases = Dictionary(uniqueKeysWithValues: DiagnosticID.allCases.map { (String(describing: $0), $0) })
        // Every `.name` the patterns catch in a diagnostic's place must be an id (severities and other members are
        // not caught by them).
        let emitted = try Self.emittedIDs()
        // Both ways: every id still in use is emitted somewhere, so the table has no dead entries.
        let live = DiagnosticID.allCases.filter { $0.entry.level != .retired }.map { String(describing: $0) }
        #expect(emitted == Set(live), "\(emitted.symmetricDifference(live).sorted())")
        for name in emitted.sorted() {
            let id = try #require(cases[name], "'\(name)' is emitted but is no DiagnosticID")
            let entry = id.entry
            #expect(entry.level != .retired, "\(id.rawValue) is emitted but its entry says it is retired")
            #expect(!entry.summary.isEmpty && entry.explanation.count > 80, "\(id.rawValue)'s entry says too little")
        }
    }

    @Test func retiredIDsAreNotEmitted() throws {
        let emitted = try Self.emittedIDs()
        for id in DiagnosticID.allCases where id.entry.level == .retired {
            #expect(!emitted.contains(String(describing: id)), "\(id.rawValue) is retired but still emitted")
            #expect(id.entry.failing == nil && id.entry.fixed == nil)
        }
    }

    @Test func idsAreReadInAnyCase() {
        #expect(DiagnosticReference.id(named: "extends-cycle") == .extendsCycle)
        #expect(DiagnosticReference.id(named: "EXTENDS-CYCLE") == .extendsCycle)
        #expect(DiagnosticReference.id(named: "EXTEND-CYCLE") == nil)
        #expect(DiagnosticReference.text(.extendsCycle).hasPrefix("EXTENDS-CYCLE (error): An inheritance cycle"))
    }
}
