import PopskinRuntime
import PopskinSources
import PopskinTokens

/// The live children of a mapping, looked up by key. A theme's mappings hold a handful of keys, so a scan beats
/// hashing them into a dictionary; and the mapping's own list is kept, removed entries skipped as they are met,
/// rather than copied (this runs for every section of every theme).
struct Section {
    static let empty = Section(all: [], known: [])
    /// Every entry, removed and unknown ones included.
    let all: [ThemeTree.Entry]
    /// The keys the section may hold (the others were reported).
    let known: [String]

    /// The live entries of known keys.
    var entries: [ThemeTree.Entry] {
        all.filter { entry in
            if case .removed = entry.tree.content { return false }
            return known.contains(entry.key)
        }
    }

    subscript(key: String) -> ThemeTree? {
        for entry in all where entry.key == key {
            if case .removed = entry.tree.content { return nil }
            return entry.tree
        }
        return nil
    }
}

/// Reads typed values out of a merged tree, following token references and reporting every problem into its sink
/// at the text that causes it. One reader per theme.
struct ValueReader {
    /// For tokens (the package's, for a value written in a dependency's file) and dependencies' folders.
    let project: Project
    /// The theme file's folder relative to the project root ("" for the root), for image paths.
    let themeFolder: String
    let diagnostics: DiagnosticSink
    /// Set once any value failed to read; the skin is then not built.
    private(set) var failed = false
    /// The files, besides the theme's own, that its values were read from: its parents', and token files (a
    /// reference followed through an alias chain, a token group used whole). A problem in one of them is this
    /// theme's (`ThemeScope`).
    var valueFiles: Set<String> { Set(noted) }
    /// `valueFiles` as met: a handful, and every value's file is looked up, so a scan beats hashing its path.
    private var noted: [String] = []
    /// The tokens the theme's values used: each path referenced, and where each value read from another file
    /// is (a token group's member, an imported token's value), for `TokenProblemScope`.
    private(set) var tokenUses = TokenUses()

    /// The theme's own file.
    let themeFile: String

    init(project: Project, themeFile: String, diagnostics: DiagnosticSink) {
        self.project = project
        self.themeFile = themeFile
        self.themeFolder = ProjectPath.folder(of: themeFile)
        self.diagnostics = diagnostics
    }

    mutating func error(
        _ id: DiagnosticID, _ message: String, at location: SourceLocation?, notes: ReferenceNotes = .none,
        fix: DiagnosticFix? = nil
    ) {
        failed = true
        diagnostics.error(id, message, at: location, notes: notes.list, fix: fix)
    }

    // MARK: Mappings

    /// The live (not removed) child trees of a mapping tree, reporting keys outside `known` as UNKNOWN-KEY.
    /// `directional` keys are rejected with FIXED-ARROW-METRICS: arrow metrics and insets are one constant set.
    /// `synonyms` suggest a key for words other tools use that no edit distance would find (`radius` → `blur`).
    mutating func entries(
        of tree: ThemeTree, path: String, known: [String], directional: Bool = false, synonyms: [String: String] = [:]
    ) -> Section? {
        guard case .mapping(let list) = tree.content else {
            if case .value(let node) = tree.content {
                // A reference that stood for a mapping was merged as one; this one failed or holds something else.
                guard let (value, notes) = resolve(node) else { return nil }
                let what = value.location == node.location ? node.kindDescription : "\(value.kindDescription) token"
                error(.typeMismatch, "'\(path)' must be a mapping, not \(what)", at: node.location, notes: notes)
            }
            return nil
        }
        for entry in list {
            if case .removed = entry.tree.content { continue }
            if known.contains(entry.key) { continue }
            let location = entry.tree.origin?.keyLocation
            if directional && Self.namesDirection(entry.key) {
                error(
                    .fixedArrowMetrics,
                    "'\(path).\(entry.key)': UIKit takes one arrow base, arrow height and content insets per class, "
                        + "the same for every direction; per-direction values are not possible", at: location)
            } else {
                let offer = Suggestion.offer(
                    for: entry.key, in: known, preferring: synonyms[entry.key], at: location)
                error(
                    .unknownKey, "unknown key '\(entry.key)' in '\(path.isEmpty ? "theme" : path)'" + offer.hint,
                    at: location, fix: offer.fix)
            }
        }
        return Section(all: list, known: known)
    }

    static func namesDirection(_ key: String) -> Bool {
        let words: Set<Substring> = ["up", "down", "left", "right", "directions", "direction", "per"]
        return key.split(separator: "-").contains { words.contains($0) }
    }

    // MARK: Leaves

    /// The YAML value a leaf stands for, after token references. Reports a mapping where a value belongs, and a
    /// value per appearance (APPEARANCE-GEOMETRY) where only colours may vary.
    mutating func leaf(_ tree: ThemeTree, path: String, expected: String) -> (node: YAMLNode, notes: ReferenceNotes)? {
        switch tree.content {
        case .removed:
            return nil
        case .mapping(let entries):
            if variesByAppearance(tree, path: path) { return nil }
            let location = tree.origin?.valueLocation
            var message = "'\(path)' must be \(expected), not a mapping"
            if entries.count == 1, entries[0].key.contains("."), case .removed = entries[0].tree.content {
                message += "; a token reference must be quoted: \"{\(entries[0].key)}\""
            }
            error(.typeMismatch, message, at: location)
            return nil
        case .value(let node):
            guard let (value, notes) = resolve(node) else { return nil }
            if variesByAppearance(value, path: path, notes: notes) { return nil }
            return (value, notes)
        }
    }

    /// Follows token references from `node`.
    mutating func resolve(_ node: YAMLNode) -> (node: YAMLNode, notes: ReferenceNotes)? {
        // An inherited value is written in a parent's file; a token group's members, merged in, in the token file.
        noteValueFile(node.location.file)
        if node.location.file != themeFile { tokenUses.places.insert(node.location) }
        // Most values are not references: no token table, no bookkeeping.
        guard case .scalar(let text, _) = node.content, text.utf8.first == UInt8(ascii: "{") else {
            return (node, .none)
        }
        var uses: [TokenTable.Use] = []
        let table = project.tokens(forFile: node.location.file)
        let resolved = table.resolve(node, uses: &uses, diagnostics: diagnostics)
        // Each token's key is in the file of its value: the next use's, or the last value's.
        for use in uses {
            noteValueFile(use.location.file)
            tokenUses.paths.insert(use.path)
        }
        guard let value = resolved else {
            failed = true
            return nil
        }
        noteValueFile(value.location.file)
        tokenUses.places.insert(value.location)
        return (value, ReferenceNotes(uses: uses))
    }

    private mutating func noteValueFile(_ file: String) {
        guard file != themeFile, !noted.contains(file) else { return }
        noted.append(file)
    }

    mutating func number(_ node: YAMLNode, path: String, notes: ReferenceNotes) -> Double? {
        if case .scalar(let text, let plain) = node.content {
            if plain, let value = YAMLScalarValue.number(text) { return value }
            if !plain, YAMLScalarValue.number(text) != nil {
                error(
                    .typeMismatch, "'\(path)' must be a number, not the string \"\(text)\"; remove the quotes",
                    at: node.location, notes: notes)
                return nil
            }
        }
        error(.typeMismatch, "'\(path)' must be a number, not \(node.kindDescription)", at: node.location, notes: notes)
        return nil
    }

    /// A number in `range`, or nil after reporting the range's id. Arrow metrics are one number for all four
    /// directions: a mapping or a list there is FIXED-ARROW-METRICS.
    mutating func number(_ tree: ThemeTree, path: String, range: NumberRange) -> Double? {
        if range.id == .fixedArrowMetrics, !variesByAppearance(tree, path: path) {
            if case .mapping = tree.content {
                error(
                    .fixedArrowMetrics,
                    "'\(path)' must be one number for all four directions, not a mapping; UIKit reads it once per "
                        + "class", at: tree.origin?.valueLocation)
                return nil
            }
            if case .value(let node) = tree.content, case .sequence = node.content {
                error(
                    .fixedArrowMetrics, "'\(path)' must be one number for all four directions, not a list",
                    at: node.location)
                return nil
            }
        }
        guard let (node, notes) = leaf(tree, path: path, expected: "a number") else { return nil }
        guard let value = number(node, path: path, notes: notes) else { return nil }
        guard let kept = range.accepted(value, writtenAs: node) else {
            error(
                range.id, "'\(path)' must be \(range.requirement), not \(range.written(value, node))",
                at: node.location, notes: notes)
            return nil
        }
        return kept
    }

    mutating func string(_ tree: ThemeTree, path: String) -> String? {
        guard let (node, notes) = leaf(tree, path: path, expected: "a string") else { return nil }
        guard case .scalar(let text, _) = node.content, !node.isNull else {
            error(
                .typeMismatch, "'\(path)' must be a string, not \(node.kindDescription)", at: node.location,
                notes: notes)
            return nil
        }
        return text
    }

    mutating func bool(_ tree: ThemeTree, path: String) -> Bool? {
        guard let (node, notes) = leaf(tree, path: path, expected: "true or false") else { return nil }
        if case .scalar(let text, true) = node.content, let value = YAMLScalarValue.bool(text) { return value }
        error(
            .typeMismatch, "'\(path)' must be true or false, not \(YAMLScalarValue.notBoolean(node))",
            at: node.location, notes: notes)
        return nil
    }

    mutating func choice(_ tree: ThemeTree, path: String, names: [String]) -> String? {
        guard let (node, notes) = leaf(tree, path: path, expected: "a name") else { return nil }
        if let text = node.scalarText, names.contains(text) { return text }
        let written = node.scalarText.map { "'\($0)'" } ?? node.kindDescription
        let offer = Suggestion.offer(for: node.scalarText ?? "", in: names, at: node.location)
        error(
            .typeMismatch,
            "'\(path)' must be one of \(names.joined(separator: ", ")), not \(written)" + offer.hint,
            at: node.location, notes: notes, fix: node.scalarText == nil ? nil : offer.fix)
        return nil
    }

    /// An image path, resolved against the theme's folder; it must stay inside the project.
    mutating func image(_ tree: ThemeTree, path: String) -> ImageReference? {
        if case .mapping(let list) = tree.content,
            list.contains(where: { TokenTable.appearanceKeys.contains($0.key) })
        {
            return appearanceImage(tree, path: path)
        }
        guard let written = string(tree, path: path) else { return nil }
        let location = tree.origin?.valueLocation
        // Relative to the file that wrote it: an inherited path stays with its art. A dependency's file
        // (`@brand/themes/…`) resolves inside its package.
        var folder = location.map { ProjectPath.folder(of: $0.file) } ?? themeFolder
        var package: (name: String, root: String)?
        if let (name, inside) = ProjectPath.splitPackage(folder) {
            folder = inside
            package = project.packages.first { $0.name == name }.map { (name, $0.root) }
        }
        guard let resolved = ProjectPath.join(folder, written) else {
            error(
                .badPath,
                "'\(path)': '\(written)' leaves the \(package == nil ? "project" : "package"); image paths are "
                    + "relative to the theme file and must stay inside it", at: location)
            return nil
        }
        guard let package else { return ImageReference(written: written, path: resolved) }
        return ImageReference(
            written: written, path: ProjectPath.inPackage(package.name, resolved), packageRoot: package.root)
    }
}

extension NumberRange {
    /// `value`, read from `node`, as the skin keeps it, or nil when that is not in the range. Numbers are kept to
    /// 1/1000, the precision every output writes them in, so what is drawn is what the Swift and JSON say (13.3334
    /// would draw a 41-px column at @3x where the generated 13.333 makes 40). A literal too large for a `Double`
    /// (`1e309`) reads as infinity, but only `.inf` says infinity: the other is a number out of every range.
    func accepted(_ value: Double, writtenAs node: YAMLNode) -> Double? {
        // Beyond 1e12 a thousandth is below a Double's resolution; rounding there could only overflow.
        let kept = abs(value) < 1e12 ? ((value * 1000).rounded() / 1000 + 0) : value
        guard contains(kept) else { return nil }
        guard kept.isInfinite, let text = node.scalarText else { return kept }
        return text.lowercased().hasSuffix(".inf") ? kept : nil
    }

    /// `value` as a message shows it: as written (`1e309`, not `.inf`; `9223372036854775807`, not `9.2e+18`).
    func written(_ value: Double, _ node: YAMLNode) -> String {
        node.scalarText ?? ValueText.exact(value)
    }

    /// What the range asks for, as messages say it.
    var requirement: String {
        let n = ValueText.number
        if let wording { return wording }
        let bounded = maximum != .greatestFiniteMagnitude
        let text: String
        if minimum == -.greatestFiniteMagnitude {
            text = bounded ? "a number up to \(n(maximum))" : "a finite number"
        } else if bounded {
            text =
                exclusive
                ? "a number greater than \(n(minimum)) and at most \(n(maximum))"
                : "a number from \(n(minimum)) to \(n(maximum))"
        } else {
            text = exclusive ? "a finite number greater than \(n(minimum))" : "a finite number at least \(n(minimum))"
        }
        return allowsInfinity ? text + " (.inf for none)" : text
    }
}

/// The token references a value was reached through, as notes for a diagnostic about it. Kept as the references and
/// worded only when a diagnostic needs them: most values read cleanly, and wording every reference cost more than
/// following it.
struct ReferenceNotes {
    static let none = ReferenceNotes(uses: [])
    /// In the order followed.
    var uses: [TokenTable.Use]

    /// The notes, nearest reference last.
    var list: [DiagnosticNote] { TokenTable.referenceNotes(uses.reversed()) }

    static func + (lhs: ReferenceNotes, rhs: ReferenceNotes) -> ReferenceNotes {
        // Notes of an inner value come first, then those of what led to it (as the lists were joined before).
        ReferenceNotes(uses: rhs.uses + lhs.uses)
    }
}
