import Dispatch
import Foundation
import Mustache
import PopskinCore
import PopskinSources

/// The templates generators render: the embedded defaults, each overridable by a file of the same name in the
/// project's `templates:` folder.
public struct TemplateSet: Sendable {
    /// Where a template came from, for `popskin template which`.
    public enum Source: Sendable, Equatable {
        case builtIn
        case project(String)
    }

    public private(set) var texts: [String: (text: String, source: Source)] = [:]
    /// The project's templates parsed, or why they do not parse. The built-in ones are parsed once per process, when
    /// first rendered (`theme validate` never parses them).
    private var parsed: [String: Result<MustacheTemplate, TemplateError>] = [:]

    private static let builtIn: [String: Result<MustacheTemplate, TemplateError>] = DefaultTemplates.all.mapValues {
        text in Result { try MustacheTemplate(string: text) }.mapError { TemplateError(name: "", reason: "\($0)") }
    }

    /// The most bytes a template file may have.
    public static let maxFileSize = 1 << 20

    /// The built-in templates alone.
    public static var defaults: TemplateSet { TemplateSet(inputs: nil, folder: nil) }

    /// The defaults, overridden by `<folder>/<name>.mustache` files of the project when `folder` is given, read
    /// through `inputs` (an override added or removed later is a changed input). A file there that cannot be read
    /// safely (not a regular file, outside the project, too large) is a problem of its template, never the
    /// built-in one used silently.
    public init(inputs: InputSnapshot?, folder: String?) {
        for (name, text) in DefaultTemplates.all { texts[name] = (text, .builtIn) }
        if let folder, let inputs {
            for (name, path) in zip(
                DefaultTemplates.all.keys, Self.overridePaths(folder: folder, names: Array(DefaultTemplates.all.keys)))
            {
                switch inputs.read(InputPath(path), as: .template, limit: Self.maxFileSize) {
                case .success(let bytes): texts[name] = (String(decoding: bytes, as: UTF8.self), .project(path))
                case .failure(.missing): continue
                case .failure(let problem):
                    parsed[name] = .failure(
                        TemplateError(
                            name: name, reason: "cannot read \(path): \(problem)", file: path,
                            id: problem == .outside ? .badPath : .ioError))
                }
            }
        }
        for (name, entry) in texts where entry.source != .builtIn {
            parsed[name] = Result { try MustacheTemplate(string: entry.text) }
                .mapError { error in
                    var file: String?
                    if case .project(let path) = entry.source { file = path }
                    return TemplateError(name: name, reason: "\(error)", file: file)
                }
        }
    }

    public var names: [String] { texts.keys.sorted() }

    /// The templates that do not parse, by name.
    public var problems: [TemplateError] {
        names.compactMap { name in
            if case .failure(let error)? = parsed[name] { return error }
            return nil
        }
    }

    /// The project-relative files in `folder` that override the templates `names` (all by default), in order.
    public static func overridePaths(folder: String, names: [String]? = nil) -> [String] {
        (names ?? DefaultTemplates.all.keys.sorted()).map { folder + "/" + $0 + ".mustache" }
    }

    /// Renders template `name` with `context` (a value whose stored properties the template reads).
    public func render(_ name: String, _ context: Any) throws -> String {
        try template(name).render(IndexedContext(context))
    }

    /// The parsed template `name`: the project's, else the built-in one.
    private func template(_ name: String) throws -> MustacheTemplate {
        guard let template = parsed[name] ?? Self.builtIn[name] else {
            throw TemplateError(name: name, reason: "no such template")
        }
        return try template.mapError { TemplateError(name: name, reason: $0.reason, file: $0.file, id: $0.id) }.get()
    }
}

extension TemplateSet {
    /// Renders template `name` once per context, on all cores: per-theme files are independent.
    func renderEach(_ name: String, _ contexts: [IndexedContext]) throws -> [String] {
        let template = try template(name)
        return contexts.concurrentMap { template.render($0) }
    }
}

/// A template that is missing or does not parse.
public struct TemplateError: Error, Sendable, CustomStringConvertible {
    public var name: String
    public var reason: String
    /// The project's file that overrides it, when it does.
    public var file: String?
    /// GENERATOR for a template that does not parse; BAD-PATH or IO-ERROR for a file that cannot be read.
    public var id: DiagnosticID = .generator
    public var description: String { "template '\(name)': \(reason)" }

    /// How a generator reports it (`theme validate` and a build alike): at the project's template file, if it has one.
    public var diagnostic: Diagnostic {
        .error(id, description, at: file.map(SourceLocation.start))
    }
}
