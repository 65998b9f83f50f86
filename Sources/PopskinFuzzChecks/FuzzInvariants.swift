import Foundation
import PopskinCore
import PopskinSources
import PopskinTokens

/// What the loader and front end promise for any bytes at all, checked one input at a time: by the libFuzzer target
/// (`Tests/Fuzz`), which crashes on a broken promise, and by `swift test`, which replays `Tests/Fuzz/FailCases/`.
///
/// 1. In memory: `YAMLLoader` on the bytes, then the node handed to `TokenTable` as if it were a token file, and
///    every token and scalar resolved through it. Invariants on the tree and on every diagnostic are checked.
/// 2. On disk, for every input whose root is a mapping: the bytes become `fuzz.yaml` in a scratch project
///    (manifest, an abstract parent theme, a token file and a few PNG headers) and `FrontEnd().run(root:)` loads,
///    resolves and validates it. Every resolved theme is then encoded and written back out as YAML, which the
///    loader must read back to the same value (the promise `YAMLWriter` documents).
public final class FuzzInvariants: @unchecked Sendable {
    /// A promise the input broke.
    public struct Broken: Error, CustomStringConvertible {
        public var description: String
    }

    static let fileName = "fuzz.yaml"
    let limits = YAMLLimits.default
    /// Step 2 (several times slower than step 1).
    public var runFrontEnd: Bool
    /// Within step 2, the `YAMLWriter` round trip.
    public var checkRoundTrip: Bool
    /// Told what each input gave (diagnostics, tree size and depth), when set.
    public var log: ((String) -> Void)?
    /// The scratch project of step 2, made on first use and removed with this value.
    private var scratch: String?

    /// Every check by default; the fuzzer can leave out the slower ones.
    public init(runFrontEnd: Bool = true, checkRoundTrip: Bool = true) {
        self.runFrontEnd = runFrontEnd
        self.checkRoundTrip = checkRoundTrip
    }

    deinit {
        removeScratchProject()
    }

    /// Removes the scratch project now (the fuzzer calls this at exit, which skips `deinit`).
    public func removeScratchProject() {
        if let scratch { try? FileManager.default.removeItem(atPath: scratch) }
        scratch = nil
    }

    func projectRoot() throws -> String {
        if let scratch { return scratch }
        let made = try ScratchProject.make()
        scratch = made
        return made
    }

    /// Checks one input; throws the first promise it breaks.
    public func check(_ bytes: [UInt8]) throws {
        // Loader.
        let loadSink = DiagnosticSink()
        let loaded = YAMLLoader(limits: limits).load(bytes, file: Self.fileName, diagnostics: loadSink)
        let diagnostics = loadSink.diagnostics, loadDiagnostics = diagnostics
        say("load: \(loaded == nil ? "no node" : "a node"), \(diagnostics.count) diagnostics\n" + describe(diagnostics))
        try checkLocations(diagnostics, stage: "load", files: [Self.fileName], bytes: bytes)
        try checkDuplicateKeyNotes(diagnostics)
        guard let root = loaded else {
            try require(diagnostics.contains { $0.severity == .error }, "load returned nil without reporting an error")
            return
        }
        try checkTree(root, bytes: bytes)

        // Token table: the node read as a token file.
        var tokens = TokenTable()
        let tokenSink = DiagnosticSink()
        tokens.add(file: root, diagnostics: tokenSink)
        for (path, token) in tokens.tokens {
            try require(
                TokenTable.referencePath("{\(path)}") == path, "token path '\(path)' is not a valid reference path")
            try require(token.path == path, "token stored under '\(path)' says its path is '\(token.path)'")
            try resolveChecked(token.value, in: tokens, diagnostics: tokenSink)
        }
        var scalars: [YAMLNode] = []
        Self.forEachNode(root) { node, _ in if case .scalar = node.content { scalars.append(node) } }
        for node in scalars { try resolveChecked(node, in: tokens, diagnostics: tokenSink) }
        try checkLocations(diagnostics, stage: "tokens", files: [Self.fileName], bytes: bytes)
        say(
            "as a token file: \(tokens.tokens.count) tokens, \(diagnostics.count) diagnostics\n" + describe(diagnostics)
        )

        // Front end on disk.
        if runFrontEnd, case .mapping = root.content {
            try frontEnd(bytes, loadDiagnostics: loadDiagnostics)
        }
    }

    func say(_ text: @autoclosure () -> String) {
        log?(text())
    }

    func describe(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map {
            "  \($0.location.map(String.init(describing:)) ?? "-"): \($0.severity) [\($0.id)] \($0.message)"
        }
        .joined(separator: "\n")
    }

    func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) throws {
        if !condition() { throw Broken(description: message()) }
    }

    /// Every diagnostic and note points into one of `files`, at line ≥ 1 and column ≥ 1; positions in the fuzzed
    /// file lie within it (each line break and each column takes at least one byte).
    func checkLocations(_ diagnostics: [Diagnostic], stage: String, files: Set<String>, bytes: [UInt8]) throws {
        func check(_ location: SourceLocation?, _ what: String) throws {
            guard let location else { throw Broken(description: "\(stage): \(what) has no location") }
            try require(files.contains(location.file), "\(stage): \(what) is in unexpected file '\(location.file)'")
            try require(location.line >= 1 && location.column >= 1, "\(stage): \(what) is at \(location)")
            if location.file == Self.fileName {
                try require(
                    location.line <= bytes.count + 1 && location.column <= bytes.count + 1,
                    "\(stage): \(what) is at \(location), past the end of a \(bytes.count)-byte file")
            }
        }
        for diagnostic in diagnostics {
            let what = "diagnostic [\(diagnostic.id)] '\(diagnostic.message)'"
            try check(diagnostic.location, what)
            for note in diagnostic.notes where note.location != nil { try check(note.location, "a note of \(what)") }
        }
    }

    /// A duplicate key's note points at the first occurrence, which comes before it.
    func checkDuplicateKeyNotes(_ diagnostics: [Diagnostic]) throws {
        for diagnostic in diagnostics where diagnostic.id == .duplicateKey {
            guard let at = diagnostic.location, let first = diagnostic.notes.first?.location else {
                throw Broken(description: "duplicate-key diagnostic without both locations: \(diagnostic)")
            }
            try require(
                first < at, "duplicate key at \(at) says it was first defined at \(first), which is not before it")
        }
    }

    /// The tree's locations are in the file, it has at most `maxNodes` nodes counting alias expansions, and no
    /// mapping keeps two pairs with the same scalar key (the loader drops the later one).
    func checkTree(_ root: YAMLNode, bytes: [UInt8]) throws {
        var count = 0, depth = 0
        var broken: String?
        Self.forEachNode(root) { node, level in
            guard broken == nil else { return }
            count += 1
            depth = max(depth, level)
            broken = Self.problem(of: node, count: count, limits: limits, size: bytes.count)
        }
        if let broken { throw Broken(description: broken) }
        say("tree: \(count) nodes (aliases expanded), \(depth) levels deep")
    }

    /// What is wrong with one node of a tree, the `count`th visited; the readers all run on it, to crash if they can.
    static func problem(of node: YAMLNode, count: Int, limits: YAMLLimits, size: Int) -> String? {
        if count > limits.maxNodes { return "tree has more than \(limits.maxNodes) nodes" }
        let location = node.location
        guard location.file == fileName, location.line >= 1, location.column >= 1, location.line <= size + 1,
            location.column <= size + 1
        else { return "node at bad location \(location)" }
        switch node.content {
        case .scalar(let text, let plain):
            _ = node.kindDescription
            if plain {
                _ = YAMLScalarValue.number(text)
                _ = YAMLScalarValue.bool(text)
            }
            _ = TokenTable.referencePath(text)
            _ = ProjectPath.join("themes", text)
        case .sequence:
            break
        case .mapping(let pairs):
            var seen: Set<String> = []
            for pair in pairs {
                guard let key = pair.key.scalarText else { continue }
                if !seen.insert(key).inserted { return "mapping at \(location) keeps key '\(key)' twice" }
                if node[key] == nil { return "subscript cannot find key '\(key)'" }
            }
        }
        return nil
    }

    /// Resolves a node through the token table: a result is never itself a reference, and a failure says why.
    func resolveChecked(_ node: YAMLNode, in tokens: TokenTable, diagnostics: DiagnosticSink) throws {
        var uses: [TokenTable.Use] = []
        // A sink of its own: the shared one keeps a problem reached twice once.
        let own = DiagnosticSink()
        defer { diagnostics.report(contentsOf: own.diagnostics) }
        let before = 0
        if let value = tokens.resolve(node, uses: &uses, diagnostics: own) {
            if let text = value.scalarText {
                try require(TokenTable.referencePath(text) == nil, "resolve returned the reference '\(text)'")
            }
            try require(own.count == before, "resolve succeeded but reported a problem")
        } else {
            try require(own.count > before, "resolve failed without reporting a problem")
        }
        try require(
            Set(uses.map(\.path)).count == uses.count, "a reference chain visits a token twice: \(uses.map(\.path))")
    }

    /// Visits every node with its nesting level (the root is 0), aliases expanded, in document order, without
    /// recursion (expanded aliases can nest deeper than `maxDepth`).
    static func forEachNode(_ root: YAMLNode, _ body: (YAMLNode, Int) -> Void) {
        var stack = [(root, 0)]
        while let (node, level) = stack.popLast() {
            body(node, level)
            switch node.content {
            case .scalar: break
            case .sequence(let items): stack.append(contentsOf: items.reversed().map { ($0, level + 1) })
            case .mapping(let pairs):
                for pair in pairs.reversed() {
                    stack.append((pair.value, level + 1))
                    stack.append((pair.key, level + 1))
                }
            }
        }
    }
}
