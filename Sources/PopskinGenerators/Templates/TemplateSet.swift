import Dispatch
import Foundation
import Mustache
import PopskinCore

/// The templates generators render: the embedded defaults, each overridable by a file of the same name in the
/// project's `templates:` folder.
public struct TemplateSet: Sendable {
    /// Where a template came from, for `popskin template which`.
    public enum Source: Sendable, Equatable {
        case builtIn
        case project(String)
    }

    public private(set) var texts: [String: (text: String, source: Source)] = [:]
    /// Each template parsed once, or why it does not parse.
    private var parsed: [String: Result<MustacheTemplate, TemplateError>] = [:]

    /// The defaults, overridden by `<folder>/<name>.mustache` files under the project root when `folder` is given.
    public init(projectRoot: String, folder: String?) {
        for (name, text) in DefaultTemplates.all { texts[name] = (text, .builtIn) }
        if let folder {
            for (name, path) in zip(
                DefaultTemplates.all.keys, Self.overridePaths(folder: folder, names: Array(DefaultTemplates.all.keys)))
            {
                if let data = FileManager.default.contents(atPath: projectRoot + "/" + path) {
                    texts[name] = (String(decoding: data, as: UTF8.self), .project(path))
                }
            }
        }
        for (name, entry) in texts {
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
        guard let template = parsed[name] else { throw TemplateError(name: name, reason: "no such template") }
        return try template.get().render(IndexedContext(context))
    }
}

extension TemplateSet {
    /// Renders template `name` once per context, on all cores: per-theme files are independent.
    func renderEach(_ name: String, _ contexts: [IndexedContext]) throws -> [String] {
        guard let template = try parsed[name]?.get() else {
            throw TemplateError(name: name, reason: "no such template")
        }
        return contexts.concurrentMap { template.render($0) }
    }
}

/// A template that is missing or does not parse.
public struct TemplateError: Error, Sendable, CustomStringConvertible {
    public var name: String
    public var reason: String
    /// The project's file that overrides it, when it does.
    public var file: String?
    public var description: String { "template '\(name)': \(reason)" }
}
