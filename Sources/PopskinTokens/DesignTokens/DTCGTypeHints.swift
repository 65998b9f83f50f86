/// The type each token path has where one of a resolver's documents gives it one, for an untyped token of another
/// context or source (issue 29: exports write `$type` in one mode's file only). Certain only where every typed
/// definition of the path agrees.
public struct DTCGTypeHints: Sendable {
    /// nil where definitions disagree.
    private var types: [String: DTCGType?] = [:]

    public init() {}

    /// Adds the typed tokens of a document's root group (a group's type passes to its tokens).
    mutating func add(_ group: DTCGGroup, inherited: DTCGType? = nil) {
        let type = group.type ?? inherited
        for (name, member) in group.members {
            switch member {
            case .group(let child): add(child, inherited: type)
            case .token(let token):
                guard let found = token.type ?? type else { continue }
                let path = (group.path + [name]).joined(separator: ".")
                if let known = types[path] {
                    if known != found { types[path] = .some(nil) }
                } else {
                    types[path] = found
                }
            }
        }
    }

    /// The one type the documents give `path`, if they agree.
    func type(of path: String) -> DTCGType? {
        types[path] ?? nil
    }
}
