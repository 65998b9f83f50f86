import PopskinSources
import PopskinTokens

/// Imported tokens written as a popskin YAML token file, for teams that move their tokens over (`tokens import`):
/// the same names, each value in the form theme files write, colours that vary as `{any, dark, …}`. A token popskin
/// cannot use stays behind, with its reason reported at its definition; one it draws only in part comes over with
/// a warning there.
public enum TokenImport {
    /// The YAML text of `tokens`, in the order their definitions are written.
    public static func yaml(_ tokens: TokenTable, diagnostics: DiagnosticSink) -> String {
        let ordered = tokens.tokens.values.sorted {
            ($0.keyLocation.file, $0.keyLocation.line, $0.keyLocation.column)
                < ($1.keyLocation.file, $1.keyLocation.line, $1.keyLocation.column)
        }
        var root = Tree()
        for token in ordered {
            var usable = true
            for problem in token.useProblems {
                if problem.severity == .error { usable = false }
                let message =
                    "'\(token.path)' " + problem.message
                    + (problem.severity == .error ? "; it is left out of the YAML" : "")
                diagnostics.report(Diagnostic(problem.severity, problem.id, message, at: token.keyLocation))
            }
            if usable {
                root.insert(token.path.split(separator: ".").map(String.init), ThemeEncoding.encode(token.value))
            }
        }
        return "# Imported by popskin tokens import; the DTCG source stays the reference for what it held.\n"
            + YAMLWriter.render(root.value)
    }

    /// Groups in first-seen order.
    private struct Tree {
        var members: [(String, Member)] = []
        enum Member {
            case value(StructuredValue)
            case group(Tree)
        }

        mutating func insert(_ path: [String], _ value: StructuredValue) {
            guard let head = path.first else { return }
            let index = members.firstIndex { $0.0 == head }
            guard path.count > 1 else {
                if index == nil { members.append((head, .value(value))) }
                return
            }
            var child = Tree()
            if let index, case .group(let existing) = members[index].1 { child = existing }
            child.insert(Array(path.dropFirst()), value)
            if let index { members[index].1 = .group(child) } else { members.append((head, .group(child))) }
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
