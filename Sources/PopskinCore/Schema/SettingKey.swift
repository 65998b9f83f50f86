/// One setting of `popskin.yaml`, of an output or of a generator's options, declared once: what reads it checks
/// against it, and the manifest's JSON Schema and reference are written from it.
public struct SettingKey: Sendable {
    public var name: String
    public var shape: SettingShape
    public var doc: String
    public var required: Bool
    /// The popskin version that added it.
    public var since: String

    public init(_ name: String, _ shape: SettingShape, required: Bool = false, doc: String, since: String = "0.1.0") {
        self.name = name
        self.shape = shape
        self.required = required
        self.doc = doc
        self.since = since
    }
}

/// The shape of a setting's value.
public indirect enum SettingShape: Sendable {
    /// Text matching `pattern` (a regular expression, for the JSON Schema), described by `what` in messages.
    case text(pattern: String?, what: String)
    case choice([String])
    /// One of the numbers.
    case integer([Int])
    case number(NumberRange)
    case bool
    /// A folder inside the project.
    case folder
    /// A folder or a list of folders.
    case folders
    /// A list of theme names.
    case names
    /// A list of some of the numbers.
    case integers([Int])
    /// A mapping of the keys; `alternatives` are the sets of keys of which exactly one must be written in full.
    case mapping([SettingKey], alternatives: [[String]] = [])
    /// A mapping from names (matching `keyPattern`, for the JSON Schema) to values of one shape.
    case dictionary(SettingShape, keyPattern: String = "^[a-z][a-z0-9-]*$")
    /// A path inside the project, or a list whose items are paths or mappings of the keys (token sources).
    case sources([SettingKey])
    /// A list of values of one shape.
    case list(SettingShape)
    /// A mapping whose keys depend on another setting (a generator's options).
    case options
}
