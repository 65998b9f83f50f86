// libFuzzer target: each input is the bytes of one popskin theme file, `fuzz.yaml`.
//
// 1. In memory: `YAMLLoader` on the bytes, then the node handed to `TokenTable` as if it were a token file, and
//    every token and scalar resolved through it. Invariants on the tree and on every diagnostic are checked.
// 2. On disk, for every input whose root is a mapping: the bytes become `fuzz.yaml` in a per-process scratch
//    project (manifest, an abstract parent theme, a token file and a few PNG headers) and `FrontEnd().run(root:)`
//    loads, resolves and validates it. Every resolved theme is then encoded and written back out as YAML,
//    which the loader must read back to the same value (the promise `YAMLWriter` documents).
//
// A broken invariant calls `fatalError`, which libFuzzer reports as a crash. Build with -parse-as-library:
// libFuzzer supplies `main`.
//
// Environment (all optional):
//   POPSKIN_FUZZ_FRONTEND=0   skip step 2 (loader and token table only; several times faster)
//   POPSKIN_FUZZ_ROUNDTRIP=0  keep step 2 but skip the YAMLWriter round trip
//   POPSKIN_FUZZ_VERBOSE=1    print what each input gave (diagnostics, tree size and depth): for replaying one file

import Foundation
import PopskinCore

private let fileName = "fuzz.yaml"
private let limits = YAMLLimits.default

private let runFrontEnd = ProcessInfo.processInfo.environment["POPSKIN_FUZZ_FRONTEND"] != "0"
private let checkRoundTrip = ProcessInfo.processInfo.environment["POPSKIN_FUZZ_ROUNDTRIP"] != "0"
private let verbose = ProcessInfo.processInfo.environment["POPSKIN_FUZZ_VERBOSE"] == "1"

private func log(_ text: @autoclosure () -> String) {
    if verbose { FileHandle.standardError.write(Data((text() + "\n").utf8)) }
}

private func describe(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map { "  \($0.location.map(String.init(describing:)) ?? "-"): \($0.severity) [\($0.id)] \($0.message)" }
        .joined(separator: "\n")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))

    // Loader.
    var diagnostics: [Diagnostic] = []
    let loaded = YAMLLoader(limits: limits).load(bytes, file: fileName, diagnostics: &diagnostics)
    let loadDiagnostics = diagnostics
    log("load: \(loaded == nil ? "no node" : "a node"), \(diagnostics.count) diagnostics\n" + describe(diagnostics))
    checkLocations(diagnostics, stage: "load", files: [fileName], bytes: bytes)
    checkDuplicateKeyNotes(diagnostics)
    guard let root = loaded else {
        require(diagnostics.contains { $0.severity == .error }, "load returned nil without reporting an error")
        return 0
    }
    checkTree(root, bytes: bytes)

    // Token table: the node read as a token file.
    var tokens = TokenTable()
    diagnostics = []
    tokens.add(file: root, diagnostics: &diagnostics)
    for (path, token) in tokens.tokens {
        require(TokenTable.referencePath("{\(path)}") == path, "token path '\(path)' is not a valid reference path")
        require(token.path == path, "token stored under '\(path)' says its path is '\(token.path)'")
        resolveChecked(token.value, in: tokens, diagnostics: &diagnostics)
    }
    forEachNode(root) { node, _ in
        if case .scalar = node.content { resolveChecked(node, in: tokens, diagnostics: &diagnostics) }
    }
    checkLocations(diagnostics, stage: "tokens", files: [fileName], bytes: bytes)
    log("as a token file: \(tokens.tokens.count) tokens, \(diagnostics.count) diagnostics\n" + describe(diagnostics))

    // Front end on disk.
    if runFrontEnd, case .mapping = root.content {
        frontEnd(bytes, loadDiagnostics: loadDiagnostics)
    }
    return 0
}

// MARK: - Invariants

private func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError("fuzz invariant broken: \(message())") }
}

/// Every diagnostic and note points into one of `files`, at line ≥ 1 and column ≥ 1; positions in the fuzzed
/// file lie within it (each line break and each column takes at least one byte).
private func checkLocations(
    _ diagnostics: [Diagnostic], stage: String, files: Set<String>, bytes: [UInt8], allowNil: Bool = false
) {
    func check(_ location: SourceLocation?, _ what: String) {
        guard let location else {
            require(allowNil, "\(stage): \(what) has no location")
            return
        }
        require(files.contains(location.file), "\(stage): \(what) is in unexpected file '\(location.file)'")
        require(location.line >= 1 && location.column >= 1, "\(stage): \(what) is at \(location)")
        if location.file == fileName {
            require(location.line <= bytes.count + 1 && location.column <= bytes.count + 1,
                    "\(stage): \(what) is at \(location), past the end of a \(bytes.count)-byte file")
        }
    }
    for diagnostic in diagnostics {
        let what = "diagnostic [\(diagnostic.id)] '\(diagnostic.message)'"
        check(diagnostic.location, what)
        for note in diagnostic.notes where note.location != nil { check(note.location, "a note of \(what)") }
    }
}

/// A duplicate key's note points at the first occurrence, which comes before it.
private func checkDuplicateKeyNotes(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics where diagnostic.id == .duplicateKey {
        guard let at = diagnostic.location, let first = diagnostic.notes.first?.location else {
            fatalError("fuzz invariant broken: duplicate-key diagnostic without both locations: \(diagnostic)")
        }
        require(first < at, "duplicate key at \(at) says it was first defined at \(first), which is not before it")
    }
}

/// The tree's locations are in the file, it has at most `maxNodes` nodes counting alias expansions, and no
/// mapping keeps two pairs with the same scalar key (the loader drops the later one).
private func checkTree(_ root: YAMLNode, bytes: [UInt8]) {
    var count = 0
    var depth = 0
    forEachNode(root) { node, level in
        count += 1
        depth = max(depth, level)
        require(count <= limits.maxNodes, "tree has more than \(limits.maxNodes) nodes")
        let location = node.location
        require(location.file == fileName && location.line >= 1 && location.column >= 1
                    && location.line <= bytes.count + 1 && location.column <= bytes.count + 1,
                "node at bad location \(location)")
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
                require(seen.insert(key).inserted, "mapping at \(location) keeps key '\(key)' twice")
                require(node[key] != nil, "subscript cannot find key '\(key)'")
            }
        }
    }
    log("tree: \(count) nodes (aliases expanded), \(depth) levels deep")
}

/// Resolves a node through the token table: a result is never itself a reference, and a failure says why.
private func resolveChecked(_ node: YAMLNode, in tokens: TokenTable, diagnostics: inout [Diagnostic]) {
    var uses: [TokenTable.Use] = []
    let before = diagnostics.count
    if let value = tokens.resolve(node, uses: &uses, diagnostics: &diagnostics) {
        if let text = value.scalarText {
            require(TokenTable.referencePath(text) == nil, "resolve returned the reference '\(text)'")
        }
        require(diagnostics.count == before, "resolve succeeded but reported a problem")
    } else {
        require(diagnostics.count > before, "resolve failed without reporting a problem")
    }
    require(Set(uses.map(\.path)).count == uses.count, "a reference chain visits a token twice: \(uses.map(\.path))")
}

/// Visits every node with its nesting level (the root is 0), aliases expanded, in document order, without
/// recursion (expanded aliases can nest deeper than `maxDepth`).
private func forEachNode(_ root: YAMLNode, _ body: (YAMLNode, Int) -> Void) {
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

// MARK: - Front end in a scratch project

private let projectFiles: [String: String] = [
    "popskin.yaml": """
        popskin: 1
        name: fuzz
        version: 0.1.0
        themes: .
        tokens: tokens

        """,
    "seed-base.yaml": """
        abstract: true
        description: Shared defaults
        arrow:
          shape: triangle
        background:
          style: separate
          corner-radius: 10
        content:
          wants-default-appearance: false
        popup:
          prefer-direction: above
          distance-from-source: 5
          safety-margins: 10
          dimming: "{palette.qmui.dimming}"

        """,
    "tokens/palette.yaml": """
        palette:
          mb:
            red: "#7a1015"
            edge: "#2b0507"
          gik:
            from: "#cccccccc"
            to: "#555555"
            border: "#000000"
          qmui:
            fill: "#ffffff"
            border: "#c6c6c6"
            dimming: "#00000059"
          size:
            base: 44
            height: 16
            caps: 12
            insets: { top: 16.5, left: 18.5, bottom: 20.5, right: 18.5 }
          alias: "{palette.mb.red}"
          loop-a: "{palette.loop-b}"
          loop-b: "{palette.loop-a}"

        """,
]

/// PNG files, as far as popskin reads them: the signature and the IHDR chunk's width and height.
private let pngFiles: [String: (width: UInt32, height: UInt32)] = [
    "art/arrow.png": (44, 16), "art/arrow@2x.png": (88, 32),
    "art/bg.png": (128, 128), "art/bg@2x.png": (256, 256), "art/bg@3x.png": (300, 300),
    "art/tiny.png": (4, 4),
]

private func pngHeader(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
    return Data(bytes)
}

/// The scratch project, made once per process and removed at exit. A crash skips that, so the scratch projects of
/// processes that are gone are removed here.
private let projectRoot: String = {
    let prefix = "popskin-fuzz-"
    let root = NSTemporaryDirectory() + prefix + "\(getpid())"
    let manager = FileManager.default
    for name in (try? manager.contentsOfDirectory(atPath: NSTemporaryDirectory())) ?? [] where name.hasPrefix(prefix) {
        if let pid = Int32(name.dropFirst(prefix.count)), kill(pid, 0) != 0, errno == ESRCH {
            try? manager.removeItem(atPath: NSTemporaryDirectory() + name)
        }
    }
    try? manager.removeItem(atPath: root)
    do {
        for folder in ["", "/tokens", "/art"] {
            try manager.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
        }
        for (path, text) in projectFiles { try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path)) }
        for (path, size) in pngFiles {
            try pngHeader(width: size.width, height: size.height).write(to: URL(fileURLWithPath: root + "/" + path))
        }
    } catch {
        fatalError("cannot create the scratch project in \(root): \(error)")
    }
    scratchRootForCleanup = strdup(root)
    atexit {
        if let root = scratchRootForCleanup { try? FileManager.default.removeItem(atPath: String(cString: root)) }
    }
    return root
}()

private var scratchRootForCleanup: UnsafeMutablePointer<CChar>?

private func frontEnd(_ bytes: [UInt8], loadDiagnostics: [Diagnostic]) {
    let root = projectRoot
    do {
        try Data(bytes).write(to: URL(fileURLWithPath: root + "/" + fileName))
    } catch {
        fatalError("cannot write \(fileName): \(error)")
    }
    let started = Date()
    let result = FrontEnd(limits: limits).run(root: root)
    let diagnostics = result.diagnostics.diagnostics
    log("front end: \(Int(Date().timeIntervalSince(started) * 1000)) ms; themes \(result.registry.themes.map { "\($0.name)\($0.skin == nil ? " (no skin)" : "")" }), "
        + "\(diagnostics.count) diagnostics\n" + describe(diagnostics))
    checkLocations(diagnostics, stage: "front end", files: Set(projectFiles.keys).union([fileName]), bytes: bytes)

    // The project loader reads the file with the same loader and limits, so it reports the same problems.
    require(result.project.sources[fileName] == bytes, "the project kept different bytes for \(fileName)")
    for diagnostic in loadDiagnostics {
        require(diagnostics.contains {
            $0.id == diagnostic.id && $0.location == diagnostic.location && $0.message == diagnostic.message
        }, "the front end lost the loader's diagnostic \(diagnostic)")
    }
    // Neither the fixed files nor the tokens they use have problems of their own beyond the deliberate loop.
    for diagnostic in diagnostics where diagnostic.location?.file == "popskin.yaml" {
        fatalError("fuzz invariant broken: the fixed manifest got a diagnostic: \(diagnostic)")
    }
    require(result.registry["seed-base"] != nil, "the fixed theme seed-base did not resolve")

    for theme in result.registry.themes {
        // As `popskin theme show --provenance` prints it.
        let encoded = ThemeEncoding.encode(theme, provenance: true)
        // The loader refuses nesting past `maxDepth`, aliases included; should that regress, the writers would take
        // seconds on such a value (each level copies the text below it), so skip them rather than time out.
        guard nesting(of: encoded) <= limits.maxDepth else {
            log("theme '\(theme.name)': nests deeper than \(limits.maxDepth) levels; writers skipped")
            continue
        }
        for path in ThemeExplanation.knownPaths(of: theme).prefix(64) {
            _ = ThemeExplanation(theme: theme, path: path, project: result.project)
        }
        let json = JSONWriter.render(encoded)
        _ = JSONWriter.renderCompact(encoded)
        do {
            _ = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
        } catch {
            fatalError("fuzz invariant broken: theme '\(theme.name)': JSONWriter wrote invalid JSON (\(error)):\n\(json)")
        }
        if checkRoundTrip { roundTrip(encoded, theme: theme.name) }
    }
}

/// `YAMLWriter` promises output that popskin's loader reads back to the same values.
private func roundTrip(_ value: StructuredValue, theme: String) {
    let yaml = YAMLWriter.render(value)
    var diagnostics: [Diagnostic] = []
    let node = YAMLLoader(limits: limits).load(Array(yaml.utf8), file: "roundtrip.yaml", diagnostics: &diagnostics)
    let context = "theme '\(theme)': YAMLWriter output\n----\n\(yaml)----\n"
    require(diagnostics.isEmpty, context + "reads back with problems: \(diagnostics.map { "\($0.location.map(String.init(describing:)) ?? "-"): \($0.message)" })")
    guard let node else { fatalError("fuzz invariant broken: " + context + "does not read back") }
    let back = ThemeEncoding.encode(node)
    require(JSONWriter.render(back) == JSONWriter.render(value),
            context + "reads back as a different value:\n\(JSONWriter.render(back))\ninstead of\n\(JSONWriter.render(value))")
}

/// How many arrays and objects deep a value nests (a scalar is 0).
private func nesting(of value: StructuredValue) -> Int {
    switch value {
    case .array(let items): return 1 + (items.map(nesting).max() ?? 0)
    case .object(let fields): return 1 + (fields.map { nesting(of: $0.1) }.max() ?? 0)
    default: return 0
    }
}

