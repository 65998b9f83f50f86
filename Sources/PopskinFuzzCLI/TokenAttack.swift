import Foundation

/// Hostile token sources a case adds beside its mutated themes: DTCG documents, resolvers and Tokens Studio exports
/// that expand (fan-out, chains, `$extends` multiplication, set cycles, a file named ten thousand times), reach out
/// (`$ref`s climbing out of the project, absolute, through a link, with a NUL), or carry names and math no reader
/// expects. Each is small on disk; what popskin must do is answer within the case's limit, in bounded memory, and
/// never quote the canary beside the project (`FuzzCase.canary`).
public struct TokenAttack: Sendable {
    /// Files written into the project copy, relative to it.
    var files: [(path: String, text: String)] = []
    /// Symbolic links made in the copy: path → target.
    var links: [(path: String, target: String)] = []
    /// Token sources added to `popskin.yaml` (`tokens:`), beside the project's own.
    var sources: [String] = []
    /// What was done, for the report.
    var edits: [String] = []

    static let folder = "design"

    /// Makes the links and names the sources in the copy's `popskin.yaml`, beside the tokens it already reads.
    func apply(to copy: String) throws {
        for link in links {
            try? FileManager.default.removeItem(atPath: copy + "/" + link.path)
            try FileManager.default.createSymbolicLink(atPath: copy + "/" + link.path, withDestinationPath: link.target)
        }
        let manifest = copy + "/popskin.yaml"
        var lines = (try? String(contentsOfFile: manifest, encoding: .utf8))?.components(separatedBy: "\n") ?? []
        var listed: [String] = []
        if let index = lines.firstIndex(where: { $0.hasPrefix("tokens:") }) {
            let own = lines[index].dropFirst("tokens:".count).trimmingCharacters(in: .whitespaces)
            if !own.isEmpty { listed.append(own) }
            lines.remove(at: index)
        }
        for source in sources where !listed.contains(source) { listed.append(source) }
        lines.append("tokens:")
        lines += listed.map { "  - " + $0 }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: manifest))
    }

    /// One to three attacks, from `random`; `canary` is the absolute path of the file outside the project.
    init(using random: inout FuzzRandom, canary: String) {
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            switch Int.random(in: 0..<9, using: &random) {
            case 0: extendsBomb(&random)
            case 1: pointerChain(&random)
            case 2: aliasFan(&random)
            case 3: setChain(&random)
            case 4: setFan(&random)
            case 5: setCycleAndRepeats(&random)
            case 6: reachOut(&random, canary: canary)
            case 7: studioFan(&random)
            default: studioNames(&random)
            }
        }
    }

    private mutating func add(_ name: String, _ text: String, source: Bool = false, _ edit: String) {
        let path = Self.folder + "/" + name
        files.append((path, text))
        if source { sources.append(path) }
        edits.append(edit)
    }

    private static let red = ##"{"colorSpace": "srgb", "components": [1, 0, 0]}"##

    private static func resolver(_ sets: [String], order: String = ##"[{"$ref": "#/sets/s0"}]"##) -> String {
        ##"{"version": "2025.10", "sets": {"## + sets.joined(separator: ", ") + ##"}, "resolutionOrder": "## + order
            + "}"
    }

    private mutating func extendsBomb(_ random: inout FuzzRandom) {
        let members = Int.random(in: 10...2000, using: &random), groups = Int.random(in: 10...3000, using: &random)
        let base = (0..<members).map { ##""n\##($0)": {"$value": \##($0)}"## }.joined(separator: ", ")
        let extending = (0..<groups).map { ##""e\##($0)": {"$extends": "{g0}"}"## }.joined(separator: ", ")
        add(
            "extends.tokens.json", ##"{"g0": {"$type": "number", "## + base + "}, " + extending + "}", source: true,
            "$extends: \(members) tokens extended by \(groups) groups")
    }

    private mutating func pointerChain(_ random: inout FuzzRandom) {
        let length = Int.random(in: 50...3000, using: &random)
        let tokens = (1...length).map { ##""p\##($0)": {"$value": {"$ref": "#/n/p\##($0 - 1)/$value"}}"## }
        add(
            "pointers.tokens.json",
            ##"{"n": {"$type": "number", "p0": {"$value": 1}, "## + tokens.joined(separator: ", ")
                + "}}", source: true, "a chain of \(length) JSON Pointers")
    }

    private mutating func aliasFan(_ random: inout FuzzRandom) {
        let levels = Int.random(in: 10...60, using: &random)
        let tokens = (1...levels).map { ##""t\##($0)": {"$value": "{a.t\##($0 - 1)}"}"## }
        add(
            "aliases.tokens.json",
            ##"{"a": {"$type": "color", "t0": {"$value": \##(Self.red)}, "##
                + tokens.joined(separator: ", ") + "}}", source: true, "\(levels) aliases in a chain")
    }

    private mutating func setChain(_ random: inout FuzzRandom) {
        let length = Int.random(in: 60...6000, using: &random)
        let sets =
            (0..<length).map { ##""s\##($0)": {"sources": [{"$ref": "#/sets/s\##($0 + 1)"}]}"## }
            + [##""s\##(length)": {"sources": [{"$ref": "plain.tokens.json"}]}"##]
        files.append(
            (Self.folder + "/plain.tokens.json", ##"{"fuzz": {"red": {"$type": "color", "$value": \##(Self.red)}}}"##))
        add("chain.resolver.json", Self.resolver(sets), source: true, "\(length) resolver sets in a chain")
    }

    private mutating func setFan(_ random: inout FuzzRandom) {
        let levels = Int.random(in: 10...50, using: &random)
        let sets =
            (0..<levels).map {
                ##""s\##($0)": {"sources": [{"$ref": "#/sets/s\##($0 + 1)"}, {"$ref": "#/sets/s\##($0 + 1)"}]}"##
            }
            + [##""s\##(levels)": {"sources": [{"$ref": "plain.tokens.json"}]}"##]
        files.append(
            (Self.folder + "/plain.tokens.json", ##"{"fuzz": {"red": {"$type": "color", "$value": \##(Self.red)}}}"##))
        add("fan.resolver.json", Self.resolver(sets), source: true, "resolver sets doubling \(levels) times")
    }

    private mutating func setCycleAndRepeats(_ random: inout FuzzRandom) {
        let length = Int.random(in: 2...1000, using: &random), repeats = Int.random(in: 2...10_000, using: &random)
        let sets = (0..<length).map { ##""s\##($0)": {"sources": [{"$ref": "#/sets/s\##(($0 + 1) % length)"}]}"## }
        add("cycle.resolver.json", Self.resolver(sets), source: true, "a cycle of \(length) resolver sets")
        files.append(
            (Self.folder + "/plain.tokens.json", ##"{"fuzz": {"red": {"$type": "color", "$value": \##(Self.red)}}}"##))
        let same = Array(repeating: ##"{"$ref": "plain.tokens.json"}"##, count: repeats).joined(separator: ", ")
        let order =
            "[" + Array(repeating: ##"{"$ref": "#/sets/s0"}"##, count: min(repeats, 500)).joined(separator: ", ") + "]"
        add(
            "repeats.resolver.json", Self.resolver([##""s0": {"sources": [\##(same)]}"##], order: order), source: true,
            "one file named \(repeats) times, one set in the order \(min(repeats, 500)) times")
    }

    private mutating func reachOut(_ random: inout FuzzRandom, canary: String) {
        let reference = random.pick([
            "../../canary.json", "../../../canary.json", canary, "link.tokens.json", "linked/canary.json",
            "plain.tokens.json\\u0000../../canary.json", "%2e%2e/%2e%2e/canary.json", "..\\\\..\\\\canary.json",
        ])
        links.append((Self.folder + "/link.tokens.json", canary))
        links.append((Self.folder + "/linked", (canary as NSString).deletingLastPathComponent))
        files.append(
            (Self.folder + "/plain.tokens.json", ##"{"fuzz": {"red": {"$type": "color", "$value": \##(Self.red)}}}"##))
        add(
            "out.resolver.json", Self.resolver([##""s0": {"sources": [{"$ref": "\##(reference)"}]}"##]), source: true,
            "a resolver $ref to \(reference)")
        if random.chance(0.5) {
            sources.append(Self.folder + "/link.tokens.json")
            edits.append("a token source that is a link to the canary")
        }
    }

    private mutating func studioFan(_ random: inout FuzzRandom) {
        let levels = Int.random(in: 10...40, using: &random), typed = random.chance(0.5)
        let tokens = (1...levels).map { level in
            typed
                ? ##""t\##(level)": {"type": "dimension", "value": "{x.t\##(level - 1)} + {x.t\##(level - 1)}"}"##
                : ##""t\##(level)": {"value": "{x.t\##(level - 1)}{x.t\##(level - 1)}"}"##
        }
        add(
            "studio/core.json",
            ##"{"x": {"t0": {"type": "dimension", "value": "1"}, "## + tokens.joined(separator: ", ")
                + "}}", source: false, "Tokens Studio references doubling \(levels) times (\(typed ? "math" : "text"))")
        files.append((Self.folder + "/studio/$metadata.json", ##"{"tokenSetOrder": ["core"]}"##))
        sources.append(Self.folder + "/studio")
    }

    private mutating func studioNames(_ random: inout FuzzRandom) {
        let depth = Int.random(in: 60...10_000, using: &random)
        let deep = Array(repeating: "a", count: depth).joined(separator: "/")
        let math = random.pick(["1/0", "1e309 * 1e309", "(((((1", "{x.y} * {x.y}", "-0 / -0", "2 ^ 99999"])
        add(
            "studio/core.json",
            ##"{"\##(deep)": {"type": "color", "value": "#ff0000"}, "Primary Blue": {"type": "color", "value": "#0000ff"}, "##
                + ##""m": {"type": "dimension", "value": "\##(math)"}, "x": {"y": {"type": "dimension", "value": "4"}}}"##,
            "Tokens Studio names \(depth) levels deep, with a space, and math \(math)")
        files.append((Self.folder + "/studio/$metadata.json", ##"{"tokenSetOrder": ["core"]}"##))
        sources.append(Self.folder + "/studio")
    }
}
