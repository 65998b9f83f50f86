/// The theme format as data: every key a theme file may hold, in the order `theme show` prints them. Decoding, `theme
/// show`, `theme explain`, did-you-mean suggestions, the format reference and the JSON Schema are derived from it.
public struct ThemeSchema: Sendable {
    /// A section's keys, looked up once: decoding walks them for every theme.
    struct Section: Sendable {
        var keys: [ThemeKey] = []
        /// The names a theme may write in it (computed values are printed, not read).
        var writable: [String] = []
    }

    /// Every key, in order.
    public let keys: [ThemeKey]
    private let index: [String: Int]
    private let sections: [String: Section]
    /// The sections as decoding walks them, from the root.
    let plan: Plan
    /// What decoding starts from: every field at its zero, then each constant default whose section is always
    /// there (the others apply when their section is written).
    let defaults: Skin
    /// The paths whose value is a mapping (sections, gradients, insets, variant art): a token reference there may
    /// stand for a whole mapping.
    let mappingPaths: Set<String>

    /// A schema of `keys`, in the order `theme show` prints them within each section.
    public init(keys: [ThemeKey]) {
        self.keys = keys
        index = Dictionary(keys.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        var sections: [String: Section] = [:]
        for key in keys {
            sections[key.parent, default: Section()].keys.append(key)
            if case .computed = key.form { continue }
            sections[key.parent, default: Section()].writable.append(key.name)
        }
        self.sections = sections
        mappingPaths = Set(
            keys.filter { key in
                switch key.form {
                case .section, .gradient, .insets, .variantArt: true
                default: false
                }
            }.map(\.path))
        plan = Plan(key: nil, path: "", sections: sections, optional: false)
        var defaults = Skin.blank
        plan.applyPresetDefaults(to: &defaults)
        self.defaults = defaults
    }

    public subscript(path: String) -> ThemeKey? { index[path].map { keys[$0] } }

    /// The keys directly under `section` ("" for the root), in order.
    public func children(of section: String) -> [ThemeKey] { sections[section]?.keys ?? [] }

    /// The names a theme may write directly under `section`.
    public func writableNames(in section: String) -> [String] { sections[section]?.writable ?? [] }

    /// Every path `theme explain` answers: each key but the plain sections.
    public var explainablePaths: [String] {
        keys.filter { if case .section = $0.form { false } else { true } }.map(\.path)
    }

    /// The schema with `key` added after the last key of its section (or at the end): for a format that extends
    /// popskin's, and for the test that a key declared once shows up everywhere.
    public func adding(_ key: ThemeKey) -> ThemeSchema {
        var list = keys
        let last = list.lastIndex { $0.path == key.parent || $0.parent == key.parent }
        list.insert(key, at: last.map { $0 + 1 } ?? list.endIndex)
        return ThemeSchema(keys: list)
    }
}

extension ThemeSchema {
    /// A section as decoding walks it: its keys and subsections looked up once, when the schema is made, instead of
    /// for every section of every theme.
    final class Plan: Sendable {
        enum Step: Sendable {
            /// A key; `preset` when its constant default is in `ThemeSchema.defaults` already.
            case value(ThemeKey, preset: Bool)
            case section(ThemeKey, Plan)
        }

        /// The section's own key (nil for the root).
        let key: ThemeKey?
        let path: String
        let writable: [String]
        let steps: [Step]

        /// `optional`: the section, or one around it, may be absent (its presence decides its keys' defaults).
        init(key: ThemeKey?, path: String, sections: [String: Section], optional: Bool) {
            self.key = key
            self.path = path
            writable = sections[path]?.writable ?? []
            steps = (sections[path]?.keys ?? []).compactMap { child in
                guard child.inherits else { return nil }
                switch child.form {
                case .computed: return nil
                case .section:
                    let plan = Plan(
                        key: child, path: child.path, sections: sections, optional: optional || child.presence != nil)
                    return .section(child, plan)
                default:
                    if case .constant = child.fallback { return .value(child, preset: !optional) }
                    return .value(child, preset: false)
                }
            }
        }

        /// Sets every preset key's constant default.
        func applyPresetDefaults(to skin: inout Skin) {
            for step in steps {
                switch step {
                case .value(let key, true):
                    guard case .constant(let value) = key.fallback else { continue }
                    if let field = key.field { field.set(&skin, value) } else { skin.extras[key.path] = value }
                case .section(_, let plan): plan.applyPresetDefaults(to: &skin)
                case .value: continue
                }
            }
        }
    }
}
