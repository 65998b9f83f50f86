import PopskinCore
import PopskinSources

/// Inlay hints in a theme that extends another: what it inherits and what it overrides, where the eye is.
/// - after a value the theme overrides: what it replaced, and whose it was (`was 8 in mb-red`);
/// - after a section the theme writes: the values of it that it inherits (`+ base 20, height 10 from mb-red`);
/// - after `extends:`: the sections it writes none of (`inherits arrow, shadow`).
struct InlayHints {
    let snapshot: ReadingSnapshot

    /// The hints on lines `lines` (0-based, inclusive) of the document at `uri`.
    func hints(_ uri: String, lines: ClosedRange<Int>) -> [InlayHint] {
        guard let file = snapshot.file(uri), let theme = snapshot.theme(definedIn: file), theme.parent != nil,
            let document = snapshot.result.project.documents.first(where: { $0.file == file })
        else { return [] }
        var overrides: [(SourceLocation, String)] = []
        // Inherited values by the line of the nearest section the file writes (nil: none), in schema order.
        var inherited: [Int?: [(String, String, String)]] = [:]
        for key in Self.valueKeys {
            guard let node = theme.tree.node(at: key.path), let origin = node.origin else { continue }
            if case .removed = node.content { continue }
            if origin.keyLocation.file == file {
                if let replaced = node.overridden.first, replaced.origin.theme != theme.name {
                    overrides.append((origin.valueLocation, "was \(replaced.summary) in \(replaced.origin.theme)"))
                }
                continue
            }
            let (line, prefix) = Self.writtenSection(of: key.path, in: document.root)
            let name = String(key.path.dropFirst(prefix.isEmpty ? 0 : prefix.count + 1))
            inherited[line, default: []].append((name, node.summary, origin.theme))
        }
        var hints: [InlayHint] = []
        for (location, label) in overrides { hints.append(hint(atEndOf: location.line, file, label)) }
        for (line, values) in inherited {
            if let line {
                let listed = values.prefix(4).map { "\($0.0) \($0.1)" }.joined(separator: ", ")
                let more = values.count > 4 ? " and \(values.count - 4) more" : ""
                let from = Set(values.map(\.2)).sorted().joined(separator: ", ")
                hints.append(hint(atEndOf: line, file, "+ \(listed)\(more) from \(from)"))
            } else if let extends = document.extends?.location {
                var sections: [String] = []
                for value in values {
                    let section = String(value.0.prefix { $0 != "." })
                    if !sections.contains(section) { sections.append(section) }
                }
                hints.append(hint(atEndOf: extends.line, file, "inherits " + sections.joined(separator: ", ")))
            }
        }
        return hints.filter { lines.contains($0.position.line) }.sorted {
            ($0.position.line, $0.label) < ($1.position.line, $1.label)
        }
    }

    /// The keys that hold a value (not a section, nor a part of a value such as a gradient's `from`), inherited.
    static let valueKeys: [ThemeKey] = ThemeSchema.popskin.keys.filter { key in
        if case .section = key.form { return false }
        guard key.inherits else { return false }
        guard !key.parent.isEmpty, let parent = ThemeSchema.popskin[key.parent] else { return true }
        if case .section = parent.form { return true }
        return false
    }

    /// The line (1-based) of the deepest section above `path` the file writes, and that section's path.
    static func writtenSection(of path: String, in root: YAMLNode) -> (line: Int?, path: String) {
        var node = root, line: Int?, written: [Substring] = []
        for part in path.split(separator: ".").dropLast() {
            guard case .mapping(let pairs) = node.content,
                let pair = pairs.first(where: { $0.key.scalarText == String(part) })
            else { break }
            (node, line) = (pair.value, pair.key.location.line)
            written.append(part)
        }
        return (line, written.joined(separator: "."))
    }

    private func hint(atEndOf line: Int, _ file: String, _ label: String) -> InlayHint {
        InlayHint(position: snapshot.lines.end(ofLine: line, of: file), label: label, kind: nil)
    }
}
