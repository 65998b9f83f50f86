import PopskinSources

/// One theme file as written, before inheritance.
public struct ThemeDocument: Sendable {
    /// The file stem.
    public var name: String
    /// Path relative to the project root.
    public var file: String
    public var root: YAMLNode
    /// The parent's name and where it was written.
    public var extends: (name: String, location: SourceLocation)?
    public var isAbstract: Bool
    /// Not inherited: it describes this file.
    public var description: String?
    /// `class-name`, as written, and where; not inherited either. The Swift generator checks it is an identifier.
    public var className: (name: String, location: SourceLocation)?

    /// Theme names are file stems matching `[a-z][a-z0-9-]*`.
    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    init(name: String, file: String, root: YAMLNode, diagnostics: DiagnosticSink) {
        self.name = name
        self.file = file
        self.root = root
        self.isAbstract = false
        if !Self.isValidName(name) {
            diagnostics.report(
                .error(
                    .badName,
                    "theme name '\(name)' (the file name) must match [a-z][a-z0-9-]*: "
                        + "lowercase letters, digits and '-', starting with a letter", at: .start(of: file)))
        }
        if root.isNull {
            self.root = YAMLNode(.mapping([]), at: root.location)
            return
        }
        guard case .mapping = root.content else {
            diagnostics.report(
                .error(
                    .typeMismatch, "a theme file must be a mapping of keys, not \(root.kindDescription)",
                    at: root.location))
            self.root = YAMLNode(.mapping([]), at: root.location)
            return
        }
        if let node = root["extends"] {
            if let parent = node.scalarText, !node.isNull, !parent.isEmpty {
                extends = (parent, node.location)
            } else if !node.isNull {
                diagnostics.report(
                    .error(
                        .typeMismatch, "'extends' must name one theme, not \(node.kindDescription)",
                        at: node.location))
            }
        }
        if let node = root["abstract"] {
            if case .scalar(let text, true) = node.content, let flag = YAMLScalarValue.bool(text) {
                isAbstract = flag
            } else {
                diagnostics.report(
                    .error(
                        .typeMismatch,
                        "'abstract' must be true or false, not "
                            + YAMLScalarValue.notBoolean(node), at: node.location))
            }
        }
        if let node = root["description"], !node.isNull {
            if case .scalar(let text, _) = node.content {
                description = text
            } else {
                diagnostics.report(
                    .error(
                        .typeMismatch, "'description' must be a string, not \(node.kindDescription)",
                        at: node.location))
            }
        }
        if let node = root["class-name"], !node.isNull {
            if case .scalar(let text, _) = node.content {
                className = (text, node.location)
            } else {
                diagnostics.report(
                    .error(
                        .typeMismatch, "'class-name' must be a Swift name, not \(node.kindDescription)",
                        at: node.location))
            }
        }
    }
}
