import PopskinRuntime
import PopskinSources

/// Insets, sizes and offsets: the value forms of the theme format that take more than one number.
extension ValueReader {
    /// Insets as one number, `[vertical, horizontal]`, `[top, left, bottom, right]` or `{top, left, bottom, right}`.
    /// Each side must be in `range` (reported under its id). A mapping deep-merges with an inherited mapping, so it
    /// may set some sides.
    mutating func insets(_ tree: ThemeTree, path: String, range: NumberRange, directional: Bool = false)
        -> SkinInsets?
    {
        guard !variesByAppearance(tree, path: path) else { return nil }
        if case .mapping = tree.content {
            let sides = Side.allCases.map(\.rawValue)
            guard let entries = entries(of: tree, path: path, known: sides, directional: directional) else {
                return nil
            }
            var values: [Double] = []
            for side in sides {
                guard let child = entries[side] else {
                    error(
                        .badInsets,
                        "'\(path)' has no '\(side)'; an insets mapping needs top, left, bottom and right "
                            + "(or use one number or a list)", at: tree.origin?.valueLocation)
                    return nil
                }
                guard let value = number(child, path: "\(path).\(side)", range: range) else { return nil }
                values.append(value)
            }
            return SkinInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        }
        guard let (node, notes) = leaf(tree, path: path, expected: "insets") else { return nil }
        return insets(node, path: path, range: range, notes: notes)
    }

    private mutating func insets(_ node: YAMLNode, path: String, range: NumberRange, notes: ReferenceNotes)
        -> SkinInsets?
    {
        let form = "one number, [vertical, horizontal], [top, left, bottom, right] or {top, left, bottom, right}"
        var numbers: [YAMLNode]
        switch node.content {
        case .scalar:
            numbers = [node]
        case .sequence(let items):
            numbers = items
        case .mapping:
            let sides = Side.allCases.map(\.rawValue)
            guard sides.allSatisfy({ node[$0] != nil }) else {
                error(.badInsets, "'\(path)' must be \(form)", at: node.location, notes: notes)
                return nil
            }
            numbers = sides.map { node[$0]! }
        }
        guard [1, 2, 4].contains(numbers.count) else {
            error(
                .badInsets, "'\(path)' has \(numbers.count) numbers; insets are \(form)", at: node.location,
                notes: notes)
            return nil
        }
        var values: [Double] = []
        for item in numbers {
            guard let (resolved, itemNotes) = resolve(item) else { return nil }
            guard case .scalar(let text, true) = resolved.content, let value = YAMLScalarValue.number(text) else {
                error(
                    .badInsets, "'\(path)' must be \(form); found \(resolved.kindDescription)",
                    at: resolved.location, notes: itemNotes + notes)
                return nil
            }
            guard let kept = range.accepted(value, writtenAs: resolved) else {
                error(
                    range.id,
                    "'\(path)': each inset must be \(range.requirement), not \(range.written(value, resolved))",
                    at: resolved.location, notes: itemNotes + notes)
                return nil
            }
            values.append(kept)
        }
        switch values.count {
        case 1: return SkinInsets(all: values[0])
        case 2: return SkinInsets(top: values[0], left: values[1], bottom: values[0], right: values[1])
        default: return SkinInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        }
    }

    /// Two numbers `[a, b]`, each in `range`: sizes and offsets.
    mutating func pair(_ tree: ThemeTree, path: String, names: (String, String), range: NumberRange) -> (
        Double, Double
    )? {
        guard let (node, notes) = leaf(tree, path: path, expected: "[\(names.0), \(names.1)]") else { return nil }
        guard case .sequence(let items) = node.content, items.count == 2 else {
            error(
                .typeMismatch, "'\(path)' must be [\(names.0), \(names.1)], not \(node.kindDescription)",
                at: node.location, notes: notes)
            return nil
        }
        var values: [Double] = []
        for item in items {
            guard let (resolved, itemNotes) = resolve(item),
                let value = number(resolved, path: path, notes: itemNotes + notes)
            else { return nil }
            guard let kept = range.accepted(value, writtenAs: resolved) else {
                error(
                    range.id,
                    "'\(path)' has \(range.written(value, resolved)); each of \(names.0) and \(names.1) must be "
                        + range.requirement, at: resolved.location, notes: itemNotes + notes)
                return nil
            }
            values.append(kept)
        }
        return (values[0], values[1])
    }
}
