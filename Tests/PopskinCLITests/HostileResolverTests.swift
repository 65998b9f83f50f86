import Foundation
import PopskinTestSupport
import Testing

/// Resolvers written to read what they should not or to cost more than their size (the hostile-inputs issue, N1, N4
/// and N5): each refused or answered at once, under 512 MiB, with a located, named error.
@Suite(.tags(.process), .unlessSkipped(.process)) struct HostileResolverTests {
    static let secret = "{\n  \"client_secret\": \"d-FAKE-SECRET\"\n}\n"
    static let red =
        ##"{"color": {"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}}"##

    static func resolver(sets: String, order: String = ##"[{"$ref": "#/sets/s0"}]"##) -> String {
        ##"{"version": "2025.10", "sets": {"## + sets + ##"}, "resolutionOrder": "## + order + "}\n"
    }

    static func resolver(sourcesOf s0: String) -> String {
        resolver(sets: ##""s0": {"sources": ["## + s0 + "]}")
    }

    /// N1: `tokens check` reads a resolver's `$ref`s only inside the resolver's folder, as a project's build does.
    @Test func tokensCheckReadsNothingOutsideTheResolversFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write([
            "home/credentials.json": Self.secret,
            "project/design/climbs.resolver.json": Self.resolver(
                sourcesOf: ##"{"$ref": "../../home/credentials.json"}"##),
            "project/design/absolute.resolver.json": Self.resolver(
                sourcesOf: ##"{"$ref": ""## + folder.path + ##"/home/credentials.json"}"##),
            "project/design/link.resolver.json": Self.resolver(sourcesOf: ##"{"$ref": "link.tokens.json"}"##),
            "project/design/folder.resolver.json": Self.resolver(sourcesOf: ##"{"$ref": "sub/credentials.json"}"##),
            "project/design/nul.resolver.json": Self.resolver(sourcesOf: ##"{"$ref": "g.tokens.json\u0000../x"}"##),
            "project/design/g.tokens.json": Self.red,
        ])
        let design = folder.path + "/project/design"
        try FileManager.default.createSymbolicLink(
            atPath: design + "/link.tokens.json", withDestinationPath: folder.path + "/home/credentials.json")
        try FileManager.default.createSymbolicLink(atPath: design + "/sub", withDestinationPath: folder.path + "/home")
        for name in ["climbs", "absolute", "link", "folder", "nul"] {
            let run = try CLIRunner.bounded(
                ["tokens", "check", "design/\(name).resolver.json"], in: folder.path + "/project")
            #expect(run.status == 1, "\(name)")
            #expect(run.stderr.contains("error: [BAD-PATH]"), "\(name): \(run.stderr)")
            #expect(!run.stderr.contains("client_secret") && !run.stderr.contains("FAKE"), "\(name): \(run.stderr)")
            #expect(!run.stderr.contains("[TOKEN-FORMAT]") && !run.stderr.contains("[JSON-SYNTAX]"), "\(name)")
        }
    }

    /// N4: 5,000 sets each naming the next crashed every command that read the resolver (a stack overflow); the chain
    /// stops at the 64-level reference limit, reported once.
    @Test func aChainOfSetsStopsAtTheReferenceLimit() throws {
        let folder = try TemporaryFolder()
        let sets =
            (0..<5000).map { ##""s\##($0)": {"sources": [{"$ref": "#/sets/s\##($0 + 1)"}]}"## }
            + [##""s5000": {"sources": [{"$ref": "g.tokens.json"}]}"##]
        try folder.write([
            "design/r.resolver.json": Self.resolver(sets: sets.joined(separator: ", ")),
            "design/g.tokens.json": Self.red,
            "popskin.yaml": "popskin: 1\ntokens:\n  - path: design/r.resolver.json\n",
            "themes/t.yaml": "arrow: { base: 20, height: 10 }\ncontent: { insets: 8 }\n",
        ])
        for command in [["tokens", "check", "design/r.resolver.json"], ["theme", "validate"]] {
            let run = try CLIRunner.bounded(command, in: folder.path)
            #expect(run.status == 1, "\(command): \(run.stderr)")
            let limits = run.stderr.split(separator: "\n").filter { $0.contains("error: [JSON-LIMIT]") }
            #expect(limits.count == 1, "\(command): \(run.stderr)")
            #expect(limits.first?.contains("sets refer to sets more than 64 levels deep (from #/sets/s0)") == true)
        }
    }

    /// N5: sets that name the next set twice doubled the work per level (2⁴⁰ here); a cycle of 500 sets printed 500
    /// errors naming all 500; one file named 10,000 times was merged 10,000 times. Each set is expanded once, a
    /// source listed again is kept where it last applies, and a cycle is one error.
    @Test func setsAreExpandedOnceAndACycleIsOneError() throws {
        let folder = try TemporaryFolder()
        let fan =
            (0..<40).map {
                ##""s\##($0)": {"sources": [{"$ref": "#/sets/s\##($0 + 1)"}, {"$ref": "#/sets/s\##($0 + 1)"}]}"##
            }
            + [##""s40": {"sources": [{"$ref": "g.tokens.json"}]}"##]
        let cycle = (0..<500).map { ##""s\##($0)": {"sources": [{"$ref": "#/sets/s\##(($0 + 1) % 500)"}]}"## }
        let same = Array(repeating: ##"{"$ref": "g.tokens.json"}"##, count: 10_000).joined(separator: ", ")
        try folder.write([
            "fan.resolver.json": Self.resolver(sets: fan.joined(separator: ", ")),
            "cycle.resolver.json": Self.resolver(sets: cycle.joined(separator: ", ")),
            "same.resolver.json": Self.resolver(sourcesOf: same),
            "g.tokens.json": Self.red,
        ])
        for name in ["fan", "same"] {
            let run = try CLIRunner.bounded(["tokens", "check", "\(name).resolver.json"], in: folder.path)
            #expect(run.status == 0, "\(name): \(run.stderr)")
            #expect(run.stderr.contains("1 file checked, 1 token: 0 errors"), "\(name): \(run.stderr)")
        }
        let run = try CLIRunner.bounded(["tokens", "check", "cycle.resolver.json"], in: folder.path)
        #expect(run.status == 1)
        let errors = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(run.stderr.prefix(2000))")
        #expect(errors.first?.contains("[JSON-LIMIT]") == true || errors.first?.contains("[REF-CYCLE]") == true)
    }

    /// N5: 2,000 tokens each pointing at the previous one's `$value` walked the chain again for every token
    /// (19 s); a pointer to a token's value is now followed as the token, resolved once.
    @Test func aChainOfPointersCostsItsLength() throws {
        let folder = try TemporaryFolder()
        let tokens = (1...2000).map { ##""p\##($0)": {"$value": {"$ref": "#/n/p\##($0 - 1)/$value"}}"## }
        try folder.write([
            "ptr.tokens.json": ##"{"n": {"$type": "number", "p0": {"$value": 1}, "## + tokens.joined(separator: ", ")
                + "}}\n",
            "short.tokens.json": ##"{"n": {"$type": "number", "p0": {"$value": 1}, "##
                + tokens.prefix(60).joined(
                    separator: ", ") + "}}\n",
        ])
        let long = try CLIRunner.bounded(["tokens", "check", "ptr.tokens.json"], in: folder.path)
        #expect(long.status == 1)
        let limits = long.stderr.split(separator: "\n").filter { $0.contains("error: [JSON-LIMIT]") }
        // One error a limit's length of chain, never one a token.
        #expect((1...40).contains(limits.count), "\(limits.count)")
        let short = try CLIRunner.bounded(["tokens", "check", "short.tokens.json"], in: folder.path)
        #expect(short.status == 0, "\(short.stderr)")
        #expect(short.stderr.contains("61 tokens: 0 errors"), "\(short.stderr)")
    }
}
