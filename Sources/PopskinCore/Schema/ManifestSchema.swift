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
        SettingKey("tokens", .folders, doc: "Folder(s) of shared token files (default: tokens, if present)."),
        SettingKey("templates", .folder, doc: "A folder whose templates override the built-in ones by name."),
        SettingKey(
            "dependencies", .dictionary(.mapping(dependencyKeys, alternatives: dependencyAlternatives)),
            doc: "Theme packages by name: `{git: URL, from: X.Y.Z}` (or another requirement), or `{path: folder}`."),
        SettingKey(
            "outputs", .list(.mapping(outputKeys, alternatives: [["generator"], ["exec"]])),
            doc: "What `theme build` generates; without it, every built-in generator into its default folder."),
    ]

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
