/// Addressing the nodes of a tree: a path is the index of an entry or an item at each level down.
extension FuzzTree {
    typealias Path = [Int]

    /// Every node below the root, parents before children, with its path.
    var descendants: [(path: Path, node: FuzzTree)] {
        var found: [(Path, FuzzTree)] = []
        func walk(_ tree: FuzzTree, _ path: Path) {
            for (index, child) in tree.children.enumerated() {
                found.append((path + [index], child))
                walk(child, path + [index])
            }
        }
        walk(self, [])
        return found
    }

    /// The values of a mapping's entries or a list's items.
    var children: [FuzzTree] {
        switch self {
        case .map(let entries): entries.map(\.value)
        case .list(let items): items
        case .plain, .text: []
        }
    }

    subscript(path: Path) -> FuzzTree {
        get {
            guard let first = path.first else { return self }
            return children[first][Array(path.dropFirst())]
        }
        set {
            guard let first = path.first else {
                self = newValue
                return
            }
            let rest = Array(path.dropFirst())
            switch self {
            case .map(var entries):
                entries[first].value[rest] = newValue
                self = .map(entries)
            case .list(var items):
                items[first][rest] = newValue
                self = .list(items)
            case .plain, .text: break
            }
        }
    }

    /// `path` as keys and indices, for a report: `arrow.base`, `shadow.offset[1]`.
    func name(of path: Path) -> String {
        var name = "", tree = self
        for index in path {
            switch tree {
            case .map(let entries):
                name += (name.isEmpty ? "" : ".") + entries[index].key
                tree = entries[index].value
            case .list(let items):
                name += "[\(index)]"
                tree = items[index]
            case .plain, .text:
                return name
            }
        }
        return name
    }

    /// The mapping entries at `path`'s parent, edited by `change` (nothing when the parent is not a mapping).
    mutating func editEntries(ofParentOf path: Path, _ change: (inout [Entry], Int) -> Void) {
        guard let last = path.last else { return }
        let parent = Array(path.dropLast())
        guard case .map(var entries) = self[parent] else { return }
        change(&entries, last)
        self[parent] = .map(entries)
    }
}
