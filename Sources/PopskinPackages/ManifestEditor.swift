import Foundation
import PopskinCore
import PopskinInstalledPackages
import PopskinSources

/// `popskin package add`: adds one dependency line to `popskin.yaml`, keeping every other byte (comments, order)
/// as the user wrote it.
public enum ManifestEditor {
    /// Why the manifest was left alone, as a diagnostic (at the manifest's problem when it has one).
    public struct Refusal: Error, CustomStringConvertible {
        public var diagnostic: Diagnostic
        public var description: String { diagnostic.message }

        init(_ id: DiagnosticID, _ message: String, at location: SourceLocation?) {
            diagnostic = .error(id, message, at: location)
        }
    }

    /// The manifest's new text with `dependency` added under `dependencies:`.
    public static func adding(_ dependency: Dependency, to text: String) throws -> String {
        let problems = DiagnosticSink()
        let manifest = Manifest.parse(Array(text.utf8), file: Manifest.fileName, diagnostics: problems)
        if let error = problems.diagnostics.first(where: { $0.severity == .error }) {
            throw Refusal(error.id, "popskin.yaml has problems to fix first: \(error.message)", at: error.location)
        }
        if let existing = Dependency.read(manifest.dependencies, diagnostics: problems)
            .first(where: { $0.name == dependency.name })
        {
            throw Refusal(
                .duplicateKey, "'\(dependency.name)' is already a dependency; change its entry in popskin.yaml",
                at: existing.nameLocation)
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard let node = manifest.dependencies else {
            return (lines + ["dependencies:", "  " + entry(dependency)]).joined(separator: "\n") + "\n"
        }
        // The `dependencies:` key's own line is just before its value (or is the value's line when it is empty).
        let keyLine = lines.firstIndex { $0.hasPrefix("dependencies:") } ?? (node.location.line - 1)
        switch node.content {
        case .mapping(let pairs) where !pairs.isEmpty:
            guard !lines[keyLine].contains("{") else {
                throw Refusal(
                    .ioError, "'dependencies' is written inline ({ … }); add '\(dependency.name)' by hand",
                    at: node.location)
            }
            let indent = String(repeating: " ", count: pairs[0].key.location.column - 1)
            // After the block: the next top-level line, less trailing blank lines.
            var end = keyLine + 1
            while end < lines.count,
                lines[end].isEmpty || lines[end].hasPrefix(" ") || lines[end].hasPrefix("\t")
                    || lines[end].hasPrefix("#")
            { end += 1 }
            // A comment in the first column just before the next key belongs to that key, not to the block.
            while end > keyLine + 1,
                lines[end - 1].trimmingCharacters(in: .whitespaces).isEmpty || lines[end - 1].hasPrefix("#")
            { end -= 1 }
            lines.insert(indent + entry(dependency), at: end)
        default:
            let empty: Bool
            if case .mapping(let pairs) = node.content { empty = pairs.isEmpty } else { empty = node.isNull }
            guard empty else {
                throw Refusal(
                    .typeMismatch, "'dependencies' must be a mapping; fix popskin.yaml first", at: node.location)
            }
            let comment = lines[keyLine].range(of: " #").map { String(lines[keyLine][$0.lowerBound...]) } ?? ""
            lines[keyLine] = "dependencies:" + comment
            lines.insert("  " + entry(dependency), at: keyLine + 1)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `brand: { git: "https://…", from: 2.1.0 }`
    static func entry(_ dependency: Dependency) -> String {
        let source: String
        switch dependency.source {
        case .git(let url): source = "git: " + JSONWriter.quote(url)
        case .path(let path): source = "path: " + JSONWriter.quote(path)
        }
        // Versions read back as strings unquoted; branch names and commits may need quotes.
        let requirement =
            dependency.requirement.map {
                ", \($0.key): " + ($0.isRelease ? $0.value : JSONWriter.quote($0.value))
            } ?? ""
        return "\(dependency.name): { \(source)\(requirement) }"
    }
}
