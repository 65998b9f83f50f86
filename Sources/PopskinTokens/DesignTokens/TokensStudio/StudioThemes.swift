import PopskinSources

/// How a theme uses a set, weakest first: the statuses of the themes chosen together fold to the strongest.
package enum StudioSetStatus: Int, Comparable {
    /// Ignored.
    case disabled
    /// Only to resolve references ("reference only"): its tokens are not the export's own.
    case source
    case enabled

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A theme of `$themes.json`: the sets it turns on, in a group of themes of which one is chosen at a time.
package struct StudioTheme {
    var name: String
    /// "" for a theme without a group: such themes share one implicit group, as in the plugin.
    var group: String
    var sets: [(name: String, status: StudioSetStatus, location: SourceLocation)]
    var location: SourceLocation
}

/// `$themes.json` and `$metadata.json` read: the themes, and the order sets are listed in.
package enum StudioThemesReader {
    /// The themes of `root`, an array of `{id, name, group?, selectedTokenSets}`; `$figma…` and any other keys are
    /// the plugin's and ignored. A set a theme names that the export has no file for is a warning.
    package static func themes(_ root: YAMLNode, sets: Set<String>, diagnostics: DiagnosticSink) -> [StudioTheme] {
        guard case .sequence(let items) = root.content else {
            diagnostics.error(
                .resolverFormat, "$themes.json holds an array of themes, not \(root.kindDescription)",
                at: root.location)
            return []
        }
        var themes: [StudioTheme] = []
        for item in items {
            guard case .mapping = item.content else {
                diagnostics.error(
                    .resolverFormat,
                    "a theme is an object {id, name, group, selectedTokenSets}, not "
                        + item.kindDescription, at: item.location)
                continue
            }
            guard let name = text(item["name"]) else {
                diagnostics.error(
                    .resolverFormat, "a theme needs a name (a string)", at: item["name"]?.location ?? item.location)
                continue
            }
            let group = item["group"].flatMap { $0.isNull ? nil : text($0) } ?? ""
            if let node = item["group"], !node.isNull, text(node) == nil {
                diagnostics.error(.resolverFormat, "a theme's group is a string", at: node.location)
            }
            if let twin = themes.first(where: { $0.name == name && $0.group == group }) {
                diagnostics.warning(
                    .resolverFormat,
                    "theme '\(name)' is listed twice\(group.isEmpty ? "" : " in group '\(group)'"); the first is used",
                    at: item["name"]!.location, notes: [DiagnosticNote("first listed here", at: twin.location)])
                continue
            }
            var theme = StudioTheme(name: name, group: group, sets: [], location: item["name"]!.location)
            if let selected = item["selectedTokenSets"] {
                theme.sets = statuses(selected, sets: sets, diagnostics: diagnostics)
            }
            themes.append(theme)
        }
        return themes
    }

    private static func statuses(_ node: YAMLNode, sets: Set<String>, diagnostics: DiagnosticSink)
        -> [(name: String, status: StudioSetStatus, location: SourceLocation)]
    {
        guard case .mapping(let pairs) = node.content else {
            diagnostics.error(
                .resolverFormat,
                "selectedTokenSets maps set names to enabled, source or disabled, not \(node.kindDescription)",
                at: node.location)
            return []
        }
        var found: [(name: String, status: StudioSetStatus, location: SourceLocation)] = []
        for pair in pairs {
            guard let set = pair.key.scalarText else { continue }
            let status: StudioSetStatus
            switch text(pair.value) {
            case "enabled": status = .enabled
            case "source": status = .source
            case "disabled": status = .disabled
            default:
                diagnostics.error(
                    .resolverFormat,
                    "a set's status is \"enabled\", \"source\" or \"disabled\", not "
                        + (pair.value.scalarText.map { "\"\($0)\"" } ?? pair.value.kindDescription),
                    at: pair.value.location)
                continue
            }
            // The plugin keeps themes that name deleted sets; they change nothing.
            if status != .disabled && !sets.contains(set) {
                diagnostics.warning(
                    .resolverFormat,
                    "the export has no set '\(set)' (no \(set).json)" + Suggestion.hint(for: set, in: sets.sorted()),
                    at: pair.key.location)
            }
            found.append((set, status, pair.key.location))
        }
        return found
    }

    /// `tokenSetOrder` of `$metadata.json`: the sets in the order the plugin lists them.
    package static func order(_ root: YAMLNode, diagnostics: DiagnosticSink) -> [String] {
        guard case .mapping = root.content else {
            diagnostics.error(
                .resolverFormat, "$metadata.json holds an object {tokenSetOrder: […]}, not \(root.kindDescription)",
                at: root.location)
            return []
        }
        guard let list = root["tokenSetOrder"],
            let items = list.items(
                "tokenSetOrder is an array of set names", id: .resolverFormat, diagnostics: diagnostics)
        else { return [] }
        return items.compactMap { item in
            guard let name = text(item) else {
                diagnostics.error(
                    .resolverFormat, "tokenSetOrder lists set names (strings), not \(item.kindDescription)",
                    at: item.location)
                return nil
            }
            return name
        }
    }

    /// A JSON string's text.
    static func text(_ node: YAMLNode?) -> String? {
        guard let node, case .scalar(let text, isPlain: false) = node.content else { return nil }
        return text
    }
}
