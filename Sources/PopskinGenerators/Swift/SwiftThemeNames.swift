import PopskinCore

/// The Swift names of each theme, shared by every Swift-emitting generator so they agree and clash the same way.
struct SwiftThemeNames {
    struct Entry {
        let theme: ResolvedTheme
        let skin: Skin
        /// UpperCamelCase base, such as `MbRed`.
        let typeBase: String
        /// lowerCamelCase, such as `mbRed`.
        let memberName: String
    }

    private(set) var entries: [Entry] = []

    /// Names for every theme with a skin. Two themes whose names sanitise alike, or whose type names differ only in
    /// case (they are also file names, and macOS disks ignore case), get a diagnostic naming both; the second is
    /// left out.
    init(_ themes: [ResolvedTheme], diagnostics: DiagnosticSink) {
        for (index, typeBase, memberName) in Self.names(themes, diagnostics: diagnostics) {
            entries.append(
                Entry(theme: themes[index], skin: themes[index].skin!, typeBase: typeBase, memberName: memberName))
        }
    }

    /// Reports the themes whose names clash, as building the names does, without keeping them (`theme validate`).
    static func reportClashes(_ themes: [ResolvedTheme], diagnostics: DiagnosticSink) {
        _ = names(themes, diagnostics: diagnostics)
    }

    /// Each theme with a skin that gets names, by its index in `themes`, with them.
    private static func names(_ themes: [ResolvedTheme], diagnostics: DiagnosticSink) -> [(Int, String, String)] {
        var typeNames = SwiftNameTable(), memberNames = SwiftNameTable()
        var named: [(Int, String, String)] = []
        named.reserveCapacity(themes.count)
        for (index, theme) in themes.enumerated() where theme.skin != nil {
            let typeBase = SwiftIdentifier.typeName(theme.name)
            let memberName = SwiftIdentifier.memberName(theme.name)
            if let other = typeNames.claim(typeBase.lowercased(), for: theme.name)
                ?? memberNames.claim(memberName, for: theme.name)
            {
                let otherFile = themes.first { $0.name == other }?.file
                diagnostics.error(
                    .badName,
                    "themes '\(other)' and '\(theme.name)' both become the Swift name '\(typeBase)' (or one differing "
                        + "only in case); rename one",
                    at: .start(of: theme.file),
                    notes: [DiagnosticNote("'\(other)' is here", at: otherFile.map(SourceLocation.start))])
                continue
            }
            named.append((index, typeBase, memberName))
        }
        return named
    }
}
