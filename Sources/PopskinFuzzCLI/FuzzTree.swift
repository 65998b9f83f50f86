import PopskinCore
import PopskinSources

/// A theme file as the fuzzer edits it: plain scalars keep their text exactly (`1e309` stays `1e309`, where a
/// number type would round it to infinity), quoted ones are strings, and a mapping is a list of pairs, so a key may
/// be written twice.
indirect enum FuzzTree: Equatable, Sendable {
    /// Written as it is: a number, `true`, `null`, a bare word.
    case plain(String)
    /// Written double-quoted, escaped.
    case text(String)
    case list([FuzzTree])
    case map([Entry])

    struct Entry: Equatable, Sendable {
        var key: String
        var value: FuzzTree
    }

    /// The tree of a loaded YAML node.
    init(_ node: YAMLNode) {
        switch node.content {
        case .scalar(let text, let plain): self = plain ? .plain(text) : .text(text)
        case .sequence(let items): self = .list(items.map(FuzzTree.init))
        case .mapping(let pairs):
            self = .map(pairs.map { Entry(key: $0.key.scalarText ?? "?", value: FuzzTree($0.value)) })
        }
    }

    /// The file's text: block mappings, flow lists (and flow mappings inside them), quoted strings escaped as JSON
    /// escapes them, which YAML's double-quoted strings read back.
    var yaml: String {
        switch self {
        case .map(let entries) where !entries.isEmpty: return Self.block(entries, indent: "")
        default: return flow + "\n"
        }
    }

    private static func block(_ entries: [Entry], indent: String) -> String {
        entries.map { entry in
            let head = indent + key(entry.key) + ":"
            if case .map(let inner) = entry.value, !inner.isEmpty {
                return head + "\n" + block(inner, indent: indent + "  ")
            }
            return head + " " + entry.value.flow + "\n"
        }.joined()
    }

    private var flow: String {
        switch self {
        case .plain(let text): return text.isEmpty ? "null" : text
        case .text(let text): return JSONWriter.quote(text)
        case .list(let items): return "[" + items.map(\.flow).joined(separator: ", ") + "]"
        case .map(let entries):
            return "{" + entries.map { Self.key($0.key) + ": " + $0.value.flow }.joined(separator: ", ") + "}"
        }
    }

    /// A key plain when it is a simple word (every key of the format is), else quoted.
    private static func key(_ text: String) -> String {
        let simple =
            !text.isEmpty && text.unicodeScalars.first!.properties.isLowercase
            && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        return simple ? text : JSONWriter.quote(text)
    }
}
