// popskin-embed: what the PopskinEmbedSources build plugin runs. It writes a Swift file that carries text files as
// string literals, so the popskin binary holds its default templates and the runtime's sources and can be moved
// anywhere (a resource bundle stays behind).
//
//   popskin-embed runtime OUT.swift FILE...            enum EmbeddedRuntime { static let source }
//   popskin-embed templates OUT.swift ROOT FILE...     enum DefaultTemplates { static let all } keyed by path
//                                                      under ROOT, without `.mustache`

import Foundation

/// A raw multi-line string literal whose value is exactly `text` (which ends with a newline).
func literal(_ text: String) -> String {
    var longest = 0
    var run: Int?
    for character in text {
        if character == "\"" {
            run = 0
        } else if character == "#", let count = run {
            run = count + 1
            longest = max(longest, count + 1)
        } else {
            run = nil
        }
    }
    let hashes = String(repeating: "#", count: longest + 1)
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
}

func contents(_ path: String) -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("popskin-embed: error: cannot read \(path)\n".utf8))
        exit(1)
    }
    return String(decoding: data, as: UTF8.self)
}

/// Writes `text` to `path` unless it already holds exactly that, so an unchanged input recompiles nothing.
func write(_ text: String, to path: String) {
    if contents(atPath: path) == text { return }
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
        FileHandle.standardError.write(Data("popskin-embed: error: cannot write \(path): \(error)\n".utf8))
        exit(1)
    }
}

func contents(atPath path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
}

let arguments = Array(CommandLine.arguments.dropFirst())
let header = "// Generated at build time by popskin-embed (Plugins/PopskinEmbedSources). Do not edit.\n\n"
switch (arguments.first, arguments.count) {
case ("runtime", 2...):
    let files = arguments.dropFirst(2).sorted {
        ($0 as NSString).lastPathComponent < ($1 as NSString).lastPathComponent
    }
    let parts = files.map { "// MARK: - \(($0 as NSString).lastPathComponent)\n\n" + contents($0) }
    write(
        header + "/// PopskinRuntime's sources, written into an app's output by the swift generator's "
            + "`runtime: embedded`.\nenum EmbeddedRuntime {\n    static let source = "
            + literal(parts.joined(separator: "\n")) + "\n}\n", to: arguments[1])
case ("templates", 3...):
    let root = arguments[2].hasSuffix("/") ? arguments[2] : arguments[2] + "/"
    let entries = arguments.dropFirst(3).map { path -> String in
        let key = String(path.dropFirst(path.hasPrefix(root) ? root.count : 0).dropLast(".mustache".count))
        return "        \"\(key)\": \(literal(contents(path))),\n"
    }.sorted()
    write(
        header + "/// The default templates, by name (path under templates/ without `.mustache`).\n"
            + "enum DefaultTemplates {\n    static let all: [String: String] = [\n" + entries.joined()
            + "    ]\n}\n", to: arguments[1])
default:
    FileHandle.standardError.write(
        Data("usage: popskin-embed runtime OUT FILE... | popskin-embed templates OUT ROOT FILE...\n".utf8))
    exit(2)
}
