import Foundation
import PopskinCore
import PopskinSources
import PopskinTestSupport
import Testing

/// `popskin explain-diagnostic ID`, and the table's examples as they really run: each failing example reports its
/// id, each fixed one does not.
@Suite(.tags(.process), .unlessSkipped(.process)) struct ExplainDiagnosticTests {
    @Test func printsTheEntry() throws {
        let result = try CLIRunner.run(["explain-diagnostic", "EXTENDS-CYCLE"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("EXTENDS-CYCLE (error): An inheritance cycle, printed whole\n\n"))
        #expect(result.stdout.contains("This reports it:\n\n    # themes/light.yaml\n    extends: dark\n"))
        #expect(result.stdout.contains("This does not:"))
        let lower = try CLIRunner.run(["explain-diagnostic", "extends-cycle"])
        #expect(lower.stdout == result.stdout)
    }

    @Test func everyIDHasAnEntry() throws {
        for id in DiagnosticID.allCases {
            let result = try CLIRunner.run(["explain-diagnostic", id.rawValue])
            #expect(result.status == 0 && result.stdout.hasPrefix("\(id.rawValue) ("), "\(id.rawValue)")
        }
        let all = try CLIRunner.run(["explain-diagnostic", "--all", "--format", "markdown"])
        #expect(all.stdout.components(separatedBy: "\n## ").count == DiagnosticID.allCases.count + 1)
    }

    @Test func unknownIDGetsADidYouMean() throws {
        let result = try CLIRunner.run(["explain-diagnostic", "EXTEND-CYCLE"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "popskin: error: [UNKNOWN-NAME] no diagnostic id 'EXTEND-CYCLE' (did you mean 'EXTENDS-CYCLE'?)\n")
    }

    /// The examples are true: run as the entry says (`theme validate` unless it names a command), in a project of
    /// their files, with an empty package cache.
    @Test(arguments: DiagnosticID.allCases.filter { $0.entry.failing != nil })
    func examplesReportTheirID(id: DiagnosticID) throws {
        let failing = try #require(id.entry.failing)
        #expect(try Self.ids(running: failing).contains(id.rawValue), "the failing example of \(id.rawValue)")
        if let fixed = id.entry.fixed {
            #expect(try !Self.ids(running: fixed).contains(id.rawValue), "the fixed example of \(id.rawValue)")
        }
    }

    /// The ids reported by running the example in a project of its files.
    static func ids(running example: DiagnosticExample) throws -> Set<String> {
        let folder = try TemporaryFolder(), cache = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/themes", withIntermediateDirectories: true)
        for (path, text) in example.files {
            let url = URL(fileURLWithPath: folder.path + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var reported: Set<String> = []
        let commands = (example.command ?? "popskin theme validate").components(separatedBy: " && ")
        for command in commands {
            let words = command.split(separator: " ").map(String.init)
            #expect(words.first == "popskin", "\(command)")
            let result = try CLIRunner.run(
                Array(words.dropFirst()) + ["--diagnostics-format", "json"], in: folder.path,
                environment: ["POPSKIN_CACHE": cache.path])
            let json = result.stdout.hasPrefix("[") ? result.stdout : result.stderr
            let list = (try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]) ?? []
            reported.formUnion(list.compactMap { $0["id"] as? String })
        }
        return reported
    }
}
