import Mustache

/// A template context written field by field: each name once, each value already the text a template inserts.
/// A template reads it through a dictionary, with none of the reflection a Swift struct would cost on every lookup
/// (on Linux some 5,000 instructions per field); the per-skin contexts, read thousands of times in a build, are
/// records.
struct TemplateRecord: MustacheParent, ExpressibleByDictionaryLiteral, @unchecked Sendable {
    /// Only `String`, `Bool`, `TemplateRecord` and `[TemplateRecord]`: what `TemplateValue` admits.
    private let fields: [String: Any]

    init(dictionaryLiteral elements: (String, TemplateValue)...) {
        fields = Dictionary(elements.map { ($0.0, $0.1.template) }, uniquingKeysWith: { first, _ in first })
    }

    func child(named name: String) -> Any? {
        fields[name]
    }

    /// The text of field `name`, when it is text.
    subscript(text name: String) -> String? {
        fields[name] as? String
    }
}

/// What a field of a record holds.
enum TemplateValue {
    /// Inserted as it is (`{{{…}}}`).
    case text(String)
    /// A section that renders or not.
    case flag(Bool)
    /// A section whose context is the record; absent, a section that renders nothing.
    case record(TemplateRecord?)
    /// A section rendered once per record.
    case list([TemplateRecord])

    fileprivate var template: Any {
        switch self {
        case .text(let text): text
        case .flag(let flag): flag
        case .record(let record): record.map { $0 as Any } ?? false
        case .list(let list): list
        }
    }
}
