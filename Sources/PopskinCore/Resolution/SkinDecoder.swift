import PopskinRuntime
import PopskinSources

/// Decodes a merged theme tree into a `Skin` by the schema: each section's keys read by their form, defaults and
/// derived values filled in, keys a concrete theme must set noted when missing. Nothing here names a key: what a
/// key is, where it goes and what it defaults to are the schema's.
struct SkinDecoder {
    let schema: ThemeSchema
    var reader: ValueReader
    /// Required paths that no theme of the chain sets.
    private(set) var missing: [String] = []
    /// Keys whose default is worked out from the others, or whose need depends on them: settled once all are read.
    private var pending: [ThemeKey] = []

    init(schema: ThemeSchema = .popskin, reader: ValueReader) {
        self.schema = schema
        self.reader = reader
    }

    /// The skin, or nil when a value failed to read or a required one is missing.
    mutating func decode(_ tree: ThemeTree) -> Skin? {
        var skin = schema.defaults
        decodeSection(schema.plan, tree, into: &skin)
        for key in pending {
            switch key.fallback {
            case .derived(_, let value): assign(key, value(skin), to: &skin)
            case .requiredWhen(_, let needed) where needed(skin): missing.append(key.path)
            default: break
            }
        }
        checkArrowless(skin, tree)
        guard !reader.failed, missing.isEmpty else { return nil }
        return skin
    }

    /// Reads the keys of `section` from `tree` (nil: the theme does not write it, so every key takes its
    /// fallback).
    private mutating func decodeSection(_ section: ThemeSchema.Plan, _ tree: ThemeTree?, into skin: inout Skin) {
        let directional = section.key?.directional ?? false
        let entries = tree.flatMap {
            reader.entries(
                of: $0, path: section.path, known: section.writable, directional: directional,
                synonyms: section.key?.synonyms ?? [:])
        }
        for step in section.steps {
            switch step {
            case .section(let key, let plan):
                let written = entries?[key.name]
                if let presence = key.presence {
                    guard written != nil else {
                        presence.absent(&skin)
                        continue
                    }
                    presence.present(&skin)
                }
                decodeSection(plan, written, into: &skin)
            case .value(let key, let preset):
                guard let written = entries?[key.name] else {
                    if !preset { fallBack(key, into: &skin) }
                    continue
                }
                if let value = read(key, written, directional: directional) { assign(key, value, to: &skin) }
            }
        }
    }

    /// What `key` holds when no theme writes it.
    private mutating func fallBack(_ key: ThemeKey, into skin: inout Skin) {
        switch key.fallback {
        case .required: missing.append(key.path)
        case .constant(let value): assign(key, value, to: &skin)
        case .derived, .requiredWhen: pending.append(key)
        case .none: break
        }
    }

    private func assign(_ key: ThemeKey, _ value: ThemeValue, to skin: inout Skin) {
        if let field = key.field {
            field.set(&skin, value)
        } else {
            skin.extras[key.path] = value
        }
    }

    /// `tree` read as `key`'s form; nil after reporting why it cannot be.
    private mutating func read(_ key: ThemeKey, _ tree: ThemeTree, directional: Bool) -> ThemeValue? {
        let path = key.path
        switch key.form {
        case .number(let range): return reader.number(tree, path: path, range: range).map(ThemeValue.number)
        case .bool: return reader.bool(tree, path: path).map(ThemeValue.bool)
        case .text, .themeName: return reader.string(tree, path: path).map(ThemeValue.word)
        case .choice(let names): return reader.choice(tree, path: path, names: names).map(ThemeValue.word)
        case .color: return reader.color(tree, path: path).map(ThemeValue.color)
        case .image: return reader.image(tree, path: path).map(ThemeValue.image)
        case .insets(let range):
            return reader.insets(tree, path: path, range: range, directional: directional).map(ThemeValue.insets)
        case .pair(let first, let second, let range):
            return reader.pair(tree, path: path, names: (first, second), range: range).map(ThemeValue.pair)
        case .numberOrWord(let range, let word):
            if case .value(let node) = tree.content, node.scalarText == word { return .word(word) }
            return reader.number(tree, path: path, range: range).map(ThemeValue.number)
        case .gradient: return gradient(tree, path: path).map(ThemeValue.gradient)
        case .variantArt: return variantArt(tree, path: path).map(ThemeValue.variant)
        case .gradientStops, .section, .computed: return nil
        }
    }

    /// `tree`, noting `path` as missing when no theme of the chain gave it. A value given but unreadable is
    /// reported by its reader instead, so every problem shows in one pass without doubling up.
    mutating func require(_ tree: ThemeTree?, _ path: String) -> ThemeTree? {
        if tree == nil { missing.append(path) }
        return tree
    }

    /// `arrow.height: 0` makes an arrowless popover, and only then may the base be 0.
    private mutating func checkArrowless(_ skin: Skin, _ tree: ThemeTree) {
        // A base written as 0 (not one that failed to read, which is reported already).
        guard skin.arrow.base == 0, skin.arrow.height != 0,
            case .value(let written)? = tree.node(at: "arrow.base")?.content,
            let (node, _) = reader.resolve(written), case .scalar(let text, true) = node.content,
            YAMLScalarValue.number(text) == 0
        else { return }
        reader.error(
            .fixedArrowMetrics, "'arrow.base' must be \(NumberRange.arrowBase.requirement), not 0", at: node.location)
    }
}
