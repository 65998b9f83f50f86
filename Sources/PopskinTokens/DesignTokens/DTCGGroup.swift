import PopskinSources

/// A group of a DTCG token document as written: its metadata and its members in file order. The document's root
/// is a group too.
public struct DTCGGroup: Sendable {
    public var path: [String]
    /// Where the group's name was written (the file's start for the root).
    public var location: SourceLocation
    public var type: DTCGType?
    /// `$type` is written but names no type (reported when read).
    public var hasInvalidType = false
    public var description: String?
    public var deprecated: DTCGDeprecation?
    /// `$extends` as written; followed when the token namespace is built.
    public var extends: YAMLNode?
    /// `$extends` is written in this group or in a group it holds: only then is the group rebuilt to follow it.
    public var extendsWithin = false
    public var members: [(name: String, member: DTCGMember)]
    /// The root's only: tokens of the document left out for a problem in their definition, by path, with where
    /// each is written, so a reference to one is told it is broken rather than missing.
    public var rejected: [String: SourceLocation] = [:]

    init(path: [String], location: SourceLocation) {
        (self.path, self.location, members) = (path, location, [])
    }

    /// The member named `name`.
    public subscript(name: String) -> DTCGMember? {
        members.first { $0.name == name }?.member
    }
}

public indirect enum DTCGMember: Sendable {
    case group(DTCGGroup)
    case token(DTCGTokenDefinition)
}

/// A token as written: an object with `$value` (or `$ref`, a JSON Pointer to a value) and its metadata. A class:
/// every resolution of a token shares its definition, and a large file's tokens are passed around many times.
/// Set while its document is read, then never changed.
public final class DTCGTokenDefinition: @unchecked Sendable {
    /// The path of the group that holds it: shared with its siblings, not copied for each token.
    public var groupPath: [String]
    public var name: String
    /// Where its name was written.
    public var keyLocation: SourceLocation
    public var value: YAMLNode?
    public var type: DTCGType?
    /// `$type` is written but names no type (reported when read).
    public var hasInvalidType = false
    /// `$ref`: the token's value is the one this pointer names.
    public var reference: YAMLNode? {
        get { self[rare: \.reference] }
        set { self[rare: \.reference] = newValue }
    }
    public var description: String? {
        get { self[rare: \.description] }
        set { self[rare: \.description] = newValue }
    }
    public var deprecated: DTCGDeprecation? {
        get { self[rare: \.deprecated] }
        set { self[rare: \.deprecated] = newValue }
    }
    /// Kept as written; popskin does not read them.
    public var extensions: YAMLNode? {
        get { self[rare: \.extensions] }
        set { self[rare: \.extensions] = newValue }
    }

    /// What few tokens have, held apart (in an array of one, made on first use): inline it made each of a budget's
    /// worth of tokens 150 bytes larger.
    private struct Rare {
        var reference: YAMLNode?
        var description: String?
        var deprecated: DTCGDeprecation?
        var extensions: YAMLNode?
    }
    private var rare: [Rare] = []

    @inline(__always)  // the key paths are constants: inlined, they compile to plain field accesses
    private subscript<Field>(rare field: WritableKeyPath<Rare, Field?>) -> Field? {
        get { rare.first?[keyPath: field] }
        set {
            guard newValue != nil || !rare.isEmpty else { return }
            if rare.isEmpty { rare = [Rare()] }
            rare[0][keyPath: field] = newValue
        }
    }

    /// `$value`, or the `$ref` standing for it: what the token's value is read from.
    public var valueNode: YAMLNode { value ?? reference! }

    public var path: [String] { groupPath + [name] }

    public var dottedPath: String { path.joined(separator: ".") }

    init(
        groupPath: [String], name: String, keyLocation: SourceLocation, value: YAMLNode? = nil,
        reference: YAMLNode? = nil, type: DTCGType? = nil, description: String? = nil
    ) {
        (self.groupPath, self.name, self.keyLocation, self.value, self.type) = (
            groupPath, name, keyLocation, value, type
        )
        (self.reference, self.description) = (reference, description)
    }
}
