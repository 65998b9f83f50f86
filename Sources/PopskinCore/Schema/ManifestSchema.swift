/// The settings of `popskin.yaml`, declared once: `Manifest`, `OutputSpec` and `Dependency` read them, and the
/// manifest's JSON Schema and reference are written from them. Generators declare their own options.
public enum ManifestSchema {
    /// The manifest's top level.
    public static let keys = [
        SettingKey("popskin", .integer([Manifest.formatVersion]), doc: "The manifest format version."),
        SettingKey(
            "name", .text(pattern: "^[a-z][a-z0-9-]*$", what: "a package name such as acme-skins"),
            doc: "The package's name when published as a theme repo: a lowercase letter, then letters, digits, `-`."),
        SettingKey(
            "version", .text(pattern: #"^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$"#, what: "a version X.Y.Z"),
            doc: "The package's version when published as a theme repo (semantic versioning)."),
        SettingKey("themes", .folders, doc: "The registry's folder(s) of theme files (default: themes)."),
        SettingKey(
            "tokens", .sources(tokenSourceKeys),
            doc: "Where shared tokens come from (default: tokens, if present): a folder of YAML and DTCG token files, "
                + "a DTCG file (`*.tokens.json`), a DTCG resolver (`*.resolver.json`) or a Tokens Studio export "
                + "folder; `{path, appearances, inputs, rem}` for a resolver's or export's modes."),
        SettingKey("templates", .folder, doc: "A folder whose templates override the built-in ones by name."),
        SettingKey(
            "dependencies", .dictionary(.mapping(dependencyKeys, alternatives: dependencyAlternatives)),
            doc: "Theme packages by name: `{git: URL, from: X.Y.Z}` (or another requirement), or `{path: folder}`."),
        SettingKey(
            "outputs", .list(.mapping(outputKeys, alternatives: [["generator"], ["exec"]])),
            doc: "What `theme build` generates; without it, every built-in generator into its default folder."),
    ]

    /// One entry of `tokens:` written as a mapping.
    public static let tokenSourceKeys = [
        SettingKey(
            "path", .text(pattern: nil, what: "a path inside the project"), required: true,
            doc: "A folder of token files, a DTCG file or resolver, or a Tokens Studio export folder.", since: "0.2.0"),
        SettingKey(
            "appearances", .mapping(appearanceKeys, alternatives: [["modifier"], ["group"], ["extension"]]),
            doc:
                "Which context of a resolver's modifier (or theme of a Tokens Studio group, or mode of a DTCG file's "
                + "$extensions) is each appearance.",
            since: "0.2.0"),
        SettingKey(
            "inputs", .dictionary(.text(pattern: nil, what: "a context"), keyPattern: "^.+$"),
            doc: "The context every other modifier (or Tokens Studio group) is fixed to.", since: "0.2.0"),
        SettingKey(
            "rem", .number(NumberRange(minimum: 0, exclusive: true)),
            doc: "Points per rem: without it a rem dimension cannot be used.", since: "0.2.0"),
    ]

    /// `appearances:` of a token source: the modifier (or group) that holds the modes, and a context per appearance.
    public static let appearanceKeys =
        [
            SettingKey(
                "modifier", .text(pattern: nil, what: "a modifier's name"), doc: "The resolver's modifier for modes.",
                since: "0.2.0"),
            SettingKey(
                "group", .text(pattern: nil, what: "a theme group's name"),
                doc: "The Tokens Studio theme group for modes.", since: "0.2.0"),
            SettingKey(
                "extension", .text(pattern: nil, what: "an $extensions key"),
                doc: "The $extensions key of a DTCG file's tokens that holds their values per mode (Terrazzo: mode).",
                since: "0.2.0"),
        ]
        + ["light", "dark", "light-high-contrast", "dark-high-contrast"].map {
            SettingKey(
                $0, .text(pattern: nil, what: "a context's name"),
                doc: "The context (or theme) that is the \($0) appearance.", since: "0.2.0")
        }

    /// One entry of `outputs:`.
    public static let outputKeys = [
        SettingKey(
            "generator", .text(pattern: "^[A-Za-z0-9_-]+$", what: "a generator's name"),
            doc: "A built-in generator (swift, assets, qmui, tokens), or NAME for `popskin-gen-NAME` on PATH."),
        SettingKey(
            "exec", .text(pattern: nil, what: "an executable's path"),
            doc: "An external generator's executable, relative to the project."),
        SettingKey("path", .folder, doc: "The folder written, inside the project (default: the generator's own)."),
        SettingKey("options", .options, doc: "The generator's options."),
        SettingKey(
            "timeout", .number(NumberRange(minimum: 0, exclusive: true)),
            doc: "Seconds an external generator may run before it is stopped (default 60)."),
        SettingKey(
            "themes", .names, doc: "Only these themes go to this output (default: every concrete theme).",
            since: "0.2.0"),
        SettingKey("exclude", .names, doc: "These themes do not go to this output.", since: "0.2.0"),
    ]

    /// One entry of `dependencies:`.
    public static let dependencyKeys = [
        SettingKey("git", .text(pattern: nil, what: "a repository URL"), doc: "The package's git repository."),
        SettingKey("path", .text(pattern: nil, what: "a folder"), doc: "A folder used as it is, never locked."),
        SettingKey("from", version, doc: "This version up to the next major one."),
        SettingKey("upToNextMinor", version, doc: "This version up to the next minor one."),
        SettingKey("exact", version, doc: "Exactly this version."),
        SettingKey("branch", .text(pattern: nil, what: "a branch"), doc: "The newest commit of a branch."),
        SettingKey("revision", .text(pattern: nil, what: "a commit"), doc: "One commit."),
    ]

    /// The requirements a git dependency takes one of.
    public static let requirementNames = ["from", "upToNextMinor", "exact", "branch", "revision"]

    static let dependencyAlternatives = requirementNames.map { ["git", $0] } + [["path"]]

    static let version = SettingShape.text(pattern: #"^v?[0-9]+\.[0-9]+\.[0-9]+$"#, what: "a version X.Y.Z")
}
