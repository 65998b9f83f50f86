import PopskinSources
import PopskinTokens

/// Imported tokens written as a popskin YAML token file, for teams that move their tokens over (`tokens import`):
/// the same names, each value in the form theme files write, colours that vary as `{any, dark, …}`. A token popskin
/// cannot use stays behind, with its reason reported at its definition (a note for a valid token of a type no popover
/// draws, an error for a broken one); one it draws only in part comes over with a warning there.
public enum TokenImport {
    /// The YAML text of `tokens`, in the order their definitions are written. A token whose path a YAML token file
    /// cannot hold — a name with a space, a dot-free letter outside ASCII, or deeper than the YAML nesting limit — is
    /// left out with an error, so the file written is one `theme validate` reads.
    public static func yaml(
        _ tokens: TokenTable, limits: YAMLLimits = .default, diagnostics: DiagnosticSink
    ) -> String {
        let ordered = tokens.tokens.values.sorted {
            ($0.keyLocation.file, $0.keyLocation.line, $0.keyLocation.column)
                < ($1.keyLocation.file, $1.keyLocation.line, $1.keyLocation.column)
        }
        let root = Tree()
        for token in ordered {
            var usable = true
            for problem in token.useProblems {
                if problem.severity == .error { usable = false }
                let message =
                    "'\(token.path)' " + problem.message
                    + (problem.severity == .error ? "; it is left out of the YAML" : "")
                // A valid token of a type no theme draws is left out without failing the import.
                let severity = problem.isTypeWithoutPlace ? .note : problem.severity
                diagnostics.report(Diagnostic(severity, problem.id, message, at: token.keyLocation))
            }
            let path = token.path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            if usable, let refusal = refusal(of: path, limits: limits) {
                usable = false
                diagnostics.error(
                    .badName, "'\(shortened(token.path))' \(refusal); it is left out of the YAML",
                    at: token.keyLocation)
            }
            if usable { root.insert(path[...], ThemeEncoding.encode(token.value)) }
        }
        return "# Imported by popskin tokens import; the DTCG source stays the reference for what it held.\n"
            + YAMLWriter.render(root.value)
    }

    /// A path for a message: a 10,000-name one is cut.
    private static func shortened(_ path: String) -> String {
        path.count <= 120 ? path : path.prefix(60) + "…" + path.suffix(60)
    }

    /// Why a YAML token file cannot hold a token at `path`, if it cannot.
    private static func refusal(of path: [String], limits: YAMLLimits) -> String? {
        // The value may nest two more levels (an appearance mapping, a shadow's offset).
        if path.count > limits.maxDepth - 3 {
            return "is \(path.count) names deep; a YAML token file nests at most \(limits.maxDepth) levels"
        }
        if let name = path.first(where: { !TokenTable.isValidName($0) }) {
            return "has the name \(JSONWriter.quote(name)), which a YAML token file does not take (letters, digits, "
                + "'-' and '_' only): rename it in the source, or name the source in popskin.yaml, which reads it as "
                + "it is"
        }
        return nil
    }

    /// Groups in first-seen order, each found by name in one step: 40,000 tokens in one group took seconds to place
    /// when every insert searched its group's list and copied it.
    private final class Tree {
        private var members: [(String, Member)] = []
        private var index: [String: Int] = [:]

        enum Member {
            case value(StructuredValue)
            case group(Tree)
        }

        func insert(_ path: ArraySlice<String>, _ value: StructuredValue) {
            guard let head = path.first else { return }
            let position = index[head]
            guard path.count > 1 else {
                if position == nil { add(head, .value(value)) }
                return
            }
            if let position {
                // A token where a group goes: the first one written stays, as before.
                if case .group(let child) = members[position].1 { child.insert(path.dropFirst(), value) }
                return
            }
            let child = Tree()
            add(head, .group(child))
            child.insert(path.dropFirst(), value)
        }

        private func add(_ name: String, _ member: Member) {
            index[name] = members.count
            members.append((name, member))
        }

        var value: StructuredValue {
            .object(
                members.map { name, member in
                    switch member {
                    case .value(let value): (name, value)
                    case .group(let tree): (name, tree.value)
                    }
                })
        }
    }
}
