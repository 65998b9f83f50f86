import Foundation
import PopskinCore
import PopskinGenerators
import PopskinSources
import PropertyBased

/// Helpers the generator test files share, in one namespace so they cannot clash with other test files.
enum TestKit {
    /// Text that breaks naive escapers, identifier sanitisers and comment writers.
    static let nastyPieces = [
        "\"", "\\", "\\(", "\"\"\"", "#", "\"#", "#\"", "*/", "/*", "//", "\n", "\r", "\r\n", "\t", "\0", "\u{7F}",
        "\u{85}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{202E}", "\u{2066}", "\u{200B}", "\u{200D}", "\u{FE0F}",
        "\u{300}", "\u{36F}", "\u{655}", "\u{20DD}", "😀", "👍🏽", "🇺🇸", "\u{1B}", "\u{9B}", "\u{A0}", "\u{AD}", "é",
        "e\u{301}", "Σ", "ß", "\u{1F3FB}", "\u{D4E}", "\u{200C}", "\u{1100}", "\u{1161}", "\u{E000}", "\u{FFFD}",
        "\u{10FFFF}", "'", "`", "$", "\\u{41}",
    ]

    /// One scalar from `range` as a string (surrogate code points, which are not scalars, become U+FFFD).
    static func scalarText(in range: ClosedRange<UInt32>) -> PropertyBased.Generator<String, AnySequence<Any>> {
        Gen.uint32(in: range).map { String(Unicode.Scalar($0) ?? "\u{FFFD}") }.eraseToAny()
    }

    /// One of `options`, as a string generator.
    static func pick(_ options: [String]) -> PropertyBased.Generator<String, AnySequence<Any>> {
        Gen<String?>.element(of: options).map { $0 ?? "" }.eraseToAny()
    }
}

/// A generator's files and what it reported, as the tests look at them.
struct GeneratorRun {
    var files: [GeneratedFile]
    var diagnostics: [Diagnostic]
}

extension PopskinGenerators.Generator {
    /// Generates into a sink of its own.
    func run(_ input: GeneratorInput) -> GeneratorRun {
        var input = input
        input.diagnostics = DiagnosticSink()
        let files = generate(input)
        return GeneratorRun(files: files, diagnostics: input.diagnostics.diagnostics)
    }
}

extension GeneratorInput {
    /// An input whose problems the test reads from `run`; options read by the generator (`readOptions`), defaults
    /// when none are given.
    init(
        themes: [ResolvedTheme], project: Project, options: any GeneratorOptions = NoOptions(),
        templates: TemplateSet
    ) {
        self.init(
            themes: themes, project: project, options: options, templates: templates, diagnostics: DiagnosticSink())
    }
}
