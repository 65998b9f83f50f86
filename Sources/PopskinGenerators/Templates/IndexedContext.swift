import Mustache

/// A typed template context with its fields looked up through a table built by one reflection pass.
/// swift-mustache otherwise reflects every field of a value on each `{{key}}`, which made rendering quadratic in
/// the number of fields and dominated `theme build`.
/// Indexing a context that is already indexed returns it, so a generator can index shared parts once.
struct IndexedContext: MustacheParent, @unchecked Sendable {
    private let values: [String: Any]

    init(_ subject: Any) {
        if let indexed = subject as? IndexedContext {
            self = indexed
            return
        }
        var values: [String: Any] = [:]
        for child in Mirror(reflecting: subject).children {
            guard let label = child.label else { continue }
            values[label] = Self.index(child.value)
        }
        self.values = values
    }

    /// Strings and numbers as they are; arrays element by element; other structs indexed in turn; an absent optional
    /// as `false` (a section that renders nothing), a present one as its value.
    private static func index(_ value: Any) -> Any {
        switch value {
        case is String, is Bool, is Int, is Double, is IndexedContext, is TemplateRecord: return value
        case let array as [Any]: return array.map(index)
        default:
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional { return mirror.children.first.map { index($0.value) } ?? false }
            return mirror.displayStyle == .struct ? IndexedContext(value) : value
        }
    }

    func child(named name: String) -> Any? {
        values[name]
    }
}
