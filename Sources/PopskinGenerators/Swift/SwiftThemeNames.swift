import PopskinCore
import PopskinSources

/// The Swift names of each theme, shared by every Swift-emitting generator so they agree and clash the same way.
struct SwiftThemeNames {
    struct Entry {
        let theme: ResolvedTheme
        let skin: Skin
        /// The view class (and its file's name), such as `MbRedPopoverBackgroundView`.
        let className: String
        /// lowerCamelCase, such as `mbRed`.
        let memberName: String
    }

    private(set) var entries: [Entry] = []

    /// Names for every theme with a skin. Two themes whose names sanitise alike, or whose class names differ only
    /// in case (they are also file names, and macOS disks ignore case), get a diagnostic naming both; the second is
    /// left out. So does a `class-name` that is no Swift name or is `registry`'s (the registry's own file). Without
    /// `registry` (QMUI's output, which has no classes) only the member names are made and checked.
    init(_ themes: [ResolvedTheme], registry: String?, diagnostics: DiagnosticSink) {
        for (index, className, memberName) in Self.names(themes, registry: registry, diagnostics: diagnostics) {
            entries.append(
                Entry(theme: themes[index], skin: themes[index].skin!, className: className, memberName: memberName))
        }
    }

    /// Reports the themes whose names clash, as building the names does, without keeping them (`theme validate`).
    static func reportClashes(_ themes: [ResolvedTheme], registry: String?, diagnostics: DiagnosticSink) {
        _ = names(themes, registry: registry, diagnostics: diagnostics)
    }

    /// The class a theme's view gets without `class-name`: its type name and `PopoverBackgroundView`, a trailing
    /// `popover` word of the name dropped so `dd-popover` is `DdPopoverBackgroundView`, not `…PopoverPopover…`.
    static func defaultClassName(_ themeName: String) -> String {
        let suffix = "-popover"
        let base = themeName.hasSuffix(suffix) ? String(themeName.dropLast(suffix.count)) : themeName
        return SwiftIdentifier.typeName(base.isEmpty ? themeName : base) + "PopoverBackgroundView"
    }

    /// Each theme with a skin that gets names, by its index in `themes`, with them.
    private static func names(_ themes: [ResolvedTheme], registry: String?, diagnostics: DiagnosticSink)
        -> [(Int, String, String)]
    {
        var classNames = SwiftNameTable(), memberNames = SwiftNameTable()
        _ = registry.map { classNames.claim($0.lowercased(), for: "") }  // the registry's file
        var named: [(Int, String, String)] = []
        named.reserveCapacity(themes.count)
        for (index, theme) in themes.enumerated() where theme.skin != nil {
            let written = registry == nil ? nil : theme.className
            if let written, let problem = problem(ofClassName: written.name) {
                diagnostics.error(.badName, "'class-name' \(problem)", at: written.location)
                continue
            }
            let className = written?.name ?? defaultClassName(theme.name)
            let memberName = SwiftIdentifier.memberName(theme.name)
            if let other = (registry == nil ? nil : classNames.claim(className.lowercased(), for: theme.name))
                ?? memberNames.claim(memberName, for: theme.name)
            {
                let at = written?.location ?? .start(of: theme.file)
                if other.isEmpty {
                    diagnostics.error(
                        .badName, "theme '\(theme.name)''s class '\(className)' is the registry's name; rename one",
                        at: at)
                    continue
                }
                let otherTheme = themes.first { $0.name == other }
                diagnostics.error(
                    .badName,
                    "themes '\(other)' and '\(theme.name)' both become the Swift name '\(className)' or "
                        + "'\(memberName)' (or one differing only in case); rename one or set 'class-name'",
                    at: at,
                    notes: [
                        DiagnosticNote(
                            "'\(other)' is here",
                            at: otherTheme?.className?.location ?? otherTheme.map { .start(of: $0.file) })
                    ])
                continue
            }
            named.append((index, className, memberName))
        }
        return named
    }

    /// Why `name` cannot name a class, or nil: it must be an ASCII Swift identifier, not a keyword, nor a type the
    /// generated code refers to.
    static func problem(ofClassName name: String) -> String? {
        let letters = name.unicodeScalars
        guard let first = letters.first, first == "_" || ("A"..."Z").contains(first) || ("a"..."z").contains(first),
            letters.allSatisfy({
                $0 == "_" || ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
            })
        else {
            return "must be a Swift name (ASCII letters, digits and '_', not starting with a digit), not "
                + SwiftLiteral.string(name)
        }
        if SwiftIdentifier.keywords.contains(name) || SwiftIdentifier.reservedTypeNames.contains(name) {
            return "'\(name)' is a Swift keyword or a type the generated code uses; choose another"
        }
        return nil
    }
}
