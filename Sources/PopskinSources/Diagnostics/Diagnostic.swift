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
        (self.message, self.location) = (message, location)
    }
}

/// An edit that fixes a diagnostic: `replacement` written over `original`, the text at `location` (a quoted word's
/// quote is skipped). Carrying the text it replaces lets an editor refuse a fix whose place has changed since.
public struct DiagnosticFix: Hashable, Sendable {
    /// What an editor's menu says, such as "Change to 'corner-radius'".
    public var title: String
    public var location: SourceLocation
    public var original: String
    public var replacement: String

    public init(_ title: String, at location: SourceLocation, replacing original: String, with replacement: String) {
        (self.title, self.location, self.original, self.replacement) = (title, location, original, replacement)
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
    /// The edit that would fix it, when the problem knows one (a did-you-mean): an editor offers it as a quick fix.
    public var fix: DiagnosticFix?

    public init(
        _ severity: Severity, _ id: DiagnosticID, _ message: String,
        at location: SourceLocation?, notes: [DiagnosticNote] = [], fix: DiagnosticFix? = nil
    ) {
        (self.severity, self.id, self.message, self.location, self.notes) = (severity, id, message, location, notes)
        self.fix = fix
    }

    public static func error(
        _ id: DiagnosticID, _ message: String, at location: SourceLocation?, notes: [DiagnosticNote] = [],
        fix: DiagnosticFix? = nil
    ) -> Diagnostic {
        Diagnostic(.error, id, message, at: location, notes: notes, fix: fix)
    }

    public static func warning(
        _ id: DiagnosticID, _ message: String, at location: SourceLocation?, notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        Diagnostic(.warning, id, message, at: location, notes: notes)
    }
}

/// Where a run's diagnostics go. Every stage reports into the sink its context holds (as swift-format's rules emit
/// findings through their context) and the caller reads them once, sorted. The same problem reached twice (a
/// parent's bad value seen through each heir) is kept once. Work done concurrently reports into sinks of its own,
/// merged in order, so what is printed never depends on timing.
public final class DiagnosticSink: Sendable {
    private struct Key: Hashable {
        let id: DiagnosticID
        let location: SourceLocation?
        let message: String
    }

    private struct State {
        var list: [Diagnostic] = []
        var seen: Set<Key> = []
    }

    private let state = Locked(State())

    public init() {}

    /// A sink that already holds `diagnostics`.
    public convenience init(_ diagnostics: some Sequence<Diagnostic>) {
        self.init()
        report(contentsOf: diagnostics)
    }

    public func report(_ diagnostic: Diagnostic) {
        let key = Key(id: diagnostic.id, location: diagnostic.location, message: diagnostic.message)
        state.withLock { state in
            if state.seen.insert(key).inserted { state.list.append(diagnostic) }
        }
    }

    public func report(contentsOf diagnostics: some Sequence<Diagnostic>) {
        for diagnostic in diagnostics { report(diagnostic) }
    }

    public func error(
        _ id: DiagnosticID, _ message: String, at location: SourceLocation?, notes: [DiagnosticNote] = [],
        fix: DiagnosticFix? = nil
    ) {
        report(.error(id, message, at: location, notes: notes, fix: fix))
    }

    public func warning(
        _ id: DiagnosticID, _ message: String, at location: SourceLocation?, notes: [DiagnosticNote] = []
    ) {
        report(.warning(id, message, at: location, notes: notes))
    }

    /// Everything reported, in the order it was, taken out: the sink is empty after (work that may be abandoned
    /// reports into a sink of its own and hands on what it found only if it stands).
    public func removeAll() -> [Diagnostic] {
        state.withLock { state in
            defer { state = State() }
            return state.list
        }
    }

    /// Everything reported, in the order it was.
    public var diagnostics: [Diagnostic] { state.withLock { $0.list } }

    public var hasErrors: Bool { state.withLock { $0.list.contains { $0.severity == .error } } }

    /// How many were reported.
    public var count: Int { state.withLock { $0.list.count } }

    /// Diagnostics in file, line, column order; location-less ones first. Stable for equal positions. With
    /// `strict`, warnings are errors.
    public func sorted(strict: Bool = false) -> [Diagnostic] {
        Diagnostic.sorted(diagnostics, strict: strict)
    }
}

extension Diagnostic {
    /// `list` in file, line, column order; location-less ones first; stable for equal positions. With `strict`,
    /// warnings are errors.
    public static func sorted(_ list: [Diagnostic], strict: Bool = false) -> [Diagnostic] {
        let promoted = list.map { diagnostic -> Diagnostic in
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
