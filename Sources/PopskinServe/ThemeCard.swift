import PopskinCore
import PopskinSources

/// What the page shows of one concrete theme: a strip of the four directions per appearance (names of pictures in
/// the `PictureTable`), its problems, and the class metrics UIKit reads.
public struct ThemeCard: Equatable, Sendable {
    /// One appearance's strip.
    public struct Strip: Equatable, Sendable {
        /// `any` for a theme whose colours do not vary, else the appearance's name.
        public var appearance: String
        /// The picture's name in the table: its content's hash, so an unchanged strip keeps its URL.
        public var picture: String
    }

    /// One problem, located.
    public struct Problem: Equatable, Sendable {
        public var severity: String
        public var id: String
        public var file: String?
        public var line: Int?
        public var column: Int?
        public var message: String
    }

    public var name: String
    public var description: String?
    /// The last good drawing; empty when the theme has never drawn.
    public var strips: [Strip]
    public var problems: [Problem]
    /// The theme has errors now: `strips` are from before them.
    public var stale: Bool
    /// `arrowBase()`, `arrowHeight()` and `contentViewInsets()` (top, left, bottom, right), when the theme resolved.
    public var arrowBase: Double?
    public var arrowHeight: Double?
    public var insets: [Double]?

    /// The card as JSON for the page.
    public var json: StructuredValue {
        var fields: [(String, StructuredValue)] = [
            ("name", .string(name)), ("stale", .bool(stale)),
            (
                "strips",
                .array(
                    strips.map { .object([("appearance", .string($0.appearance)), ("picture", .string($0.picture))]) })
            ),
            (
                "problems",
                .array(
                    problems.map { problem in
                        var place = problem.file ?? ""
                        if let line = problem.line { place += ":\(line)" + (problem.column.map { ":\($0)" } ?? "") }
                        return .object([
                            ("severity", .string(problem.severity)), ("id", .string(problem.id)),
                            ("place", .string(place)), ("message", .string(problem.message)),
                        ])
                    })
            ),
        ]
        if let description { fields.append(("description", .string(description))) }
        if let arrowBase, let arrowHeight, let insets {
            fields.append(
                (
                    "metrics",
                    .object([
                        ("arrowBase", .number(arrowBase)), ("arrowHeight", .number(arrowHeight)),
                        ("insets", .array(insets.map { .number($0) })),
                    ])
                ))
        }
        return .object(fields)
    }
}

extension ThemeCard.Problem {
    init(_ diagnostic: Diagnostic) {
        self.init(
            severity: diagnostic.severity.rawValue, id: diagnostic.id.rawValue, file: diagnostic.location?.file,
            line: diagnostic.location?.line, column: diagnostic.location?.column, message: diagnostic.message)
    }
}
