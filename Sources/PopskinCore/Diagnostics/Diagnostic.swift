/// How bad a problem is. `--strict` turns warnings into errors.
public enum Severity: String, Sendable, Codable, Comparable {
    case note, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        let order: [Severity] = [.note, .warning, .error]
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}

/// A secondary location that explains a diagnostic, such as where an inherited value was set.
public struct DiagnosticNote: Hashable, Sendable {
    public var message: String
    public var location: SourceLocation?

    public init(_ message: String, at location: SourceLocation?) {
        self.message = message
        self.location = location
    }
}

/// One problem found in the project's inputs. Diagnostics are data: collected, sorted and printed by the caller.
public struct Diagnostic: Hashable, Sendable {
    public var severity: Severity
    public var id: DiagnosticID
    public var message: String
    /// Where the problem is; nil only for problems that belong to no file (an unreadable project folder).
    public var location: SourceLocation?
    public var notes: [DiagnosticNote]

    public init(
        _ severity: Severity, _ id: DiagnosticID, _ message: String,
        at location: SourceLocation?, notes: [DiagnosticNote] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.location = location
        self.notes = notes
    }

    public static func error(
        _ id: DiagnosticID, _ message: String, at location: SourceLocation?, notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        Diagnostic(.error, id, message, at: location, notes: notes)
    }

    public static func warning(
        _ id: DiagnosticID, _ message: String, at location: SourceLocation?, notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        Diagnostic(.warning, id, message, at: location, notes: notes)
    }
}

/// Collects diagnostics from every stage of a run. The same problem reached twice (a parent's bad value seen
/// through each heir) is kept once.
public struct DiagnosticBag: Sendable {
    private struct Key: Hashable {
        let id: DiagnosticID
        let location: SourceLocation?
        let message: String
    }

    public private(set) var diagnostics: [Diagnostic] = []
    private var seen: Set<Key> = []

    public init() {}

    public mutating func add(_ diagnostic: Diagnostic) {
        let key = Key(id: diagnostic.id, location: diagnostic.location, message: diagnostic.message)
        if seen.insert(key).inserted { diagnostics.append(diagnostic) }
    }

    public mutating func add(contentsOf other: [Diagnostic]) {
        for diagnostic in other { add(diagnostic) }
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Diagnostics in file, line, column order; location-less ones first. Stable for equal positions.
    public func sorted(strict: Bool = false) -> [Diagnostic] {
        let promoted = diagnostics.map { diagnostic -> Diagnostic in
            var copy = diagnostic
            if strict && copy.severity == .warning { copy.severity = .error }
            return copy
        }
        return promoted.enumerated().sorted { lhs, rhs in
            switch (lhs.element.location, rhs.element.location) {
            case let (l?, r?) where l != r: return l < r
            case (nil, _?): return true
            case (_?, nil): return false
            default: return lhs.offset < rhs.offset
            }
        }.map(\.element)
    }
}
