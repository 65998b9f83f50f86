import PopskinCore
import PopskinSources

/// Deterministic edits of a theme file, aimed at what a theme can get wrong: numbers no popover has (huge,
/// negative, infinite, not a number, beyond `Int`), strings no name or path has (long, Unicode, control characters,
/// line breaks), keys deleted, written twice or renamed, values swapped between keys or nested, and any key of the
/// format added with such a value.
struct ThemeMutator {
    /// The keys the format declares (`arrow.base`…), for adding one.
    let keyPaths: [String]

    init(schema: ThemeSchema = .popskin) {
        keyPaths = schema.keys.compactMap { key in
            switch key.form {
            case .section, .computed: nil
            default: key.path
            }
        }
    }

    static let numbers = [
        "1e19", "-1e19", "1e308", "-1e308", "1e309", "-1e309", ".inf", "-.inf", ".nan", "0", "-0", "0.5", "0.0001",
        "-1", "-0.5", "4.9e-324", "9223372036854775807", "9223372036854775808", "18446744073709551616", "1e6", "1000",
        "1000.5", "10000", "3e3", "0x7fffffffffffffff", "0o777", "1.7976931348623157e308", "2147483648",
    ]

    static let strings = [
        String(repeating: "x", count: 10_000), String(repeating: "é🎈", count: 2_000), "ü🎈\u{202E}ab\u{0301}",
        "\u{0}\u{1}\u{7}\u{1B}[31mred\u{7F}", "a\nb\r\nc\u{2028}d\u{85}e", "", " ", "\t", "{palette.nope}", "{",
        "{palette}", "../../../etc/passwd", "/etc/passwd", "art/gik/up.png", "art/gik/nothing.png", "#12345g", "#fff",
        "#ff000080", "capsule", "image", "rounded", "combined", "mirror", "null", "seed-base", "mb-red", "12",
    ]

    /// What one edit did, for the report.
    struct Edit: Sendable {
        var description: String
    }

    /// `tree` edited `count` times.
    func mutate(_ tree: FuzzTree, count: Int, using random: inout FuzzRandom) -> (FuzzTree, [Edit]) {
        var tree = tree, edits: [Edit] = []
        for _ in 0..<count {
            if let edit = mutateOnce(&tree, using: &random) { edits.append(edit) }
        }
        return (tree, edits)
    }

    private func mutateOnce(_ tree: inout FuzzTree, using random: inout FuzzRandom) -> Edit? {
        let nodes = tree.descendants
        let scalars = nodes.filter {
            if case .plain = $0.node { true } else if case .text = $0.node { true } else { false }
        }
        let numbers = scalars.filter {
            if case .plain(let text) = $0.node { YAMLScalarValue.number(text) != nil } else { false }
        }
        let kind = Int.random(in: 0..<10, using: &random)
        if kind == 9 {
            let path = random.pick(keyPaths)
            let value = hostileValue(using: &random)
            set(path.split(separator: ".").map(String.init), to: value, in: &tree)
            return Edit(description: "set \(path) to \(value.yaml.prefix(80))")
        }
        let pool = kind < 2 ? (numbers.isEmpty ? scalars : numbers) : kind == 2 ? scalars : nodes
        guard let target = pool.randomElement(using: &random) else { return nil }
        // Named before the edit, while the path still leads where it did.
        let place = tree.name(of: target.path)
        switch kind {
        case 0, 1:
            let value = random.pick(Self.numbers)
            tree[target.path] = .plain(value)
            return Edit(description: "number \(value) at \(place)")
        case 2:
            let value = random.pick(Self.strings)
            tree[target.path] = .text(value)
            return Edit(description: "string of \(value.unicodeScalars.count) scalars at \(place)")
        case 3:
            tree.editEntries(ofParentOf: target.path) { entries, index in entries.remove(at: index) }
            return Edit(description: "deleted \(place)")
        case 4:
            tree.editEntries(ofParentOf: target.path) { entries, index in entries.insert(entries[index], at: index) }
            return Edit(description: "duplicated \(place)")
        case 5:
            guard let other = nodes.randomElement(using: &random),
                !target.path.starts(with: other.path), !other.path.starts(with: target.path)
            else { return nil }
            let otherPlace = tree.name(of: other.path)
            (tree[target.path], tree[other.path]) = (other.node, target.node)
            return Edit(description: "swapped \(place) and \(otherPlace)")
        case 6:
            let depth = random.pick([1, 2, 40, 70])
            var nested = target.node
            for level in 0..<depth {
                let key = random.pick(["any", "dark", "top"])
                nested = level % 2 == 0 ? .list([nested]) : .map([FuzzTree.Entry(key: key, value: nested)])
            }
            tree[target.path] = nested
            return Edit(description: "nested \(place) \(depth) deep")
        default:
            let name = random.pick(keyPaths).split(separator: ".").last.map(String.init) ?? "base"
            tree.editEntries(ofParentOf: target.path) { entries, index in entries[index].key = name }
            return Edit(description: "renamed \(place) to \(name)")
        }
    }

    /// A value for any key: a hostile number, a pair or four of them, a sides mapping, or a hostile string.
    private func hostileValue(using random: inout FuzzRandom) -> FuzzTree {
        func number() -> FuzzTree { .plain(random.pick(Self.numbers)) }
        switch Int.random(in: 0..<5, using: &random) {
        case 0, 1: return number()
        case 2: return .list([number(), number()])
        case 3: return .list([number(), number(), number(), number()])
        default:
            return random.chance(0.5)
                ? .map(["top", "left", "bottom", "right"].map { FuzzTree.Entry(key: $0, value: number()) })
                : .text(random.pick(Self.strings))
        }
    }

    /// Sets the key at `path` (section names, then the key) in the root mapping, making the sections it needs.
    private func set(_ path: [String], to value: FuzzTree, in tree: inout FuzzTree) {
        guard let first = path.first else {
            tree = value
            return
        }
        guard case .map(var entries) = tree else { return }
        let index =
            entries.firstIndex { $0.key == first }
            ?? {
                entries.append(FuzzTree.Entry(key: first, value: path.count > 1 ? .map([]) : value))
                return entries.count - 1
            }()
        set(Array(path.dropFirst()), to: value, in: &entries[index].value)
        tree = .map(entries)
    }
}
