import Foundation
import PopskinCore
import PopskinSources
import PopskinTokens

/// `popskin-bench tokens [--tokens 10000] [--iterations 20] [--keep DIR]`: reading a generated DTCG 2025.10 file
/// (`TokenGenerator`, about 150 bytes a token), in one process: popskin's JSON loader against Foundation's two JSON
/// parsers on the same bytes, then the whole DTCG read, `popskin tokens check`'s work and `popskin theme validate`'s
/// on a project whose tokens are that file. `--keep DIR` leaves the project in DIR for hyperfine
/// (`Scripts/bench-tokens.sh`).
enum TokenBenchmark {
    static let usage = "usage: popskin-bench tokens [--tokens N] [--iterations K] [--keep DIR]"
    /// The manifest's `name:`, how `--keep` recognises a folder it may overwrite.
    static let projectName = "popskin-bench-tokens"
    /// The token file, project-relative.
    static let tokenFile = "design/brand.tokens.json"

    static func run(_ arguments: [String]) {
        let options = BenchOptions(
            arguments, numbers: ["tokens": 10_000, "iterations": 20], texts: ["keep"], usage: usage)
        let (tokens, iterations, keep) = (
            options.numbers["tokens"]!, options.numbers["iterations"]!, options.texts["keep"]
        )
        if tokens < TokenGenerator.minimumTokens { fail("--tokens takes at least \(TokenGenerator.minimumTokens)") }

        var generator = TokenGenerator(tokens: tokens)
        let text = generator.document().text()
        let counts = generator.counts
        let root = prepareFolder(
            keep: keep, name: projectName, items: ["themes", "design", Manifest.fileName, ".popskin", "Generated"])
        let cleanUp = { if keep == nil { try? FileManager.default.removeItem(atPath: root) } }
        do { try writeProject(text, to: root) } catch {
            cleanUp()
            fail("cannot write the project to \(root): \(error)")
        }
        let bytes = Array(text.utf8), data = Data(text.utf8)
        let path = root + "/" + tokenFile

        // One checked run of each reader first: timings of input some reader rejects would measure error paths.
        let sink = DiagnosticSink()
        let project = FrontEnd().run(root: root, diagnostics: sink)
        let imported = project.project.tokens.tokens.count
        let checked = DesignTokenFiles.check([path], diagnostics: sink)
        let foundation = (try? JSONSerialization.jsonObject(with: data)) != nil
        let decoded = (try? JSONDecoder().decode(AnyJSON.self, from: data)) != nil
        guard sink.count == 0, checked.tokenCount == counts.tokens, imported >= counts.tokens, foundation, decoded,
            project.registry.themes.count == themes.count
        else {
            print(
                "diagnostics: \(sink.count); \(checked.tokenCount) of \(counts.tokens) tokens checked, \(imported) "
                    + "imported; \(project.registry.themes.count) of \(themes.count) themes; JSONSerialization "
                    + "\(foundation ? "read" : "failed"), JSONDecoder \(decoded ? "read" : "failed")")
            for diagnostic in sink.sorted().prefix(8) { print(describe(diagnostic)) }
            cleanUp()
            fail("the generated project is not clean; timings would be meaningless")
        }

        let samples = Stopwatch.alternating(
            iterations: iterations,
            [
                { (try? JSONSerialization.jsonObject(with: data) as? [String: Any])??.count ?? 0 },
                {
                    guard case .object(let members)? = try? JSONDecoder().decode(AnyJSON.self, from: data) else {
                        return 0
                    }
                    return members.count
                },
                { members(JSONLoader().load(bytes, file: tokenFile, diagnostics: DiagnosticSink())) },
                {
                    let sink = DiagnosticSink()
                    guard let root = JSONLoader().load(bytes, file: tokenFile, diagnostics: sink) else { return 0 }
                    return DTCGTokenSet(document: root, diagnostics: sink).tokens.count
                },
                { DesignTokenFiles.check([path], diagnostics: DiagnosticSink()).tokenCount },
                { FrontEnd().run(root: root, diagnostics: DiagnosticSink()).registry.themes.count },
            ])
        cleanUp()

        // MARK: Report

        let names = [
            "JSONSerialization", "JSONDecoder→enum", "popskin JSONLoader", "DTCG read", "tokens check",
            "front end, validate",
        ]
        let percent = { (part: Int) in format(Double(part) / Double(counts.tokens) * 100, 1) + "%" }
        print(
            "popskin-bench tokens: \(counts.tokens) DTCG tokens, median of \(iterations) after 1 warm-up, alternating")
        print("project:     \(root)" + (keep == nil ? " (temporary, removed)" : " (kept)"))
        print(
            "input:       \(tokenFile), \(bytes.count) bytes (\(format(Double(bytes.count) / 1_000_000, 3)) MB, "
                + "\(bytes.count / counts.tokens) bytes a token); \(counts.aliases) aliases (\(percent(counts.aliases))) "
                + "and \(counts.innerReferences) references inside values")
        print(
            "types:       "
                + counts.byType.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.value) \($0.key)" }
                .joined(separator: ", "))
        print(
            "themes:      \(themes.count) (\(themes.filter(\.abstract).count) abstract), clean; \(imported) tokens imported"
        )
        print("")
        print(
            "".padding(toLength: 20, withPad: " ", startingAt: 0) + pad("median", 12) + pad("min", 12) + pad("MB/s", 10)
        )
        for (name, sample) in zip(names, samples) {
            print(
                name.padding(toLength: 20, withPad: " ", startingAt: 0) + pad(format(sample.median) + " ms", 12)
                    + pad(format(sample.minimum) + " ms", 12)
                    + pad(format(sample.throughput(bytes: bytes.count), 1), 10))
        }
        let fastest = samples[0].median <= samples[1].median ? 0 : 1
        let ratio = samples[2].median / samples[fastest].median
        print("")
        print("reference: \(names[fastest]), the faster of Foundation's parsers here")
        print(
            "popskin JSONLoader / \(names[fastest]): \(format(ratio))×  (target ≤ 3×: \(ratio <= 3 ? "met" : "MISSED"))"
        )
        print(
            "theme validate's front end in process: \(format(samples[5].median, 1)) ms (Scripts/bench-tokens.sh times "
                + "the whole process; target ≤ 100 ms)")
    }

    /// The top-level members of a loaded document, so the optimizer keeps the work.
    static func members(_ node: YAMLNode?) -> Int {
        guard case .mapping(let pairs)? = node?.content else { return 0 }
        return pairs.count
    }

    // MARK: The project

    /// A theme of the project; the concrete ones use the imported tokens for every kind of value popskin takes.
    struct Theme {
        var name: String
        var abstract = false
        var text: String
    }

    /// The themes: an abstract base built from tokens and variants that change a few of them. Tokens the generator
    /// fixes, whatever the size ("anchors"); every colour they reach is sRGB, so no COLOR-GAMUT warning.
    static let themes = [
        Theme(
            name: "brand-base", abstract: true,
            text: """
                # The brand's shared defaults, every value an imported DTCG token.
                abstract: true
                description: The generated brand's shared defaults
                arrow:
                  base: "{size.component.arrow.base}"
                  height: "{size.component.arrow.height}"
                background:
                  corner-radius: "{size.radius.md}"
                  fill: "{color.semantic.surface.default}"
                border: "{border.default}"
                shadow: "{shadow.elevation.1}"
                content:
                  insets: "{size.spacing.3}"
                popup:
                  dimming: "{color.semantic.dimming}"

                """),
        Theme(
            name: "brand-default",
            text: """
                # The base as it is.
                extends: brand-base
                description: The brand's popover

                """),
        Theme(
            name: "brand-accent",
            text: """
                # The accent colour, outlined in its muted shade.
                extends: brand-base
                description: The brand's accent popover
                background:
                  fill: "{color.semantic.accent}"
                border:
                  color: "{color.semantic.accent-muted}"

                """),
        Theme(
            name: "brand-raised",
            text: """
                # Raised higher: a larger radius and the deepest shadow.
                extends: brand-base
                description: The brand's raised popover
                background:
                  corner-radius: "{size.radius.lg}"
                  fill: "{color.semantic.surface.raised}"
                shadow: "{shadow.elevation.3}"
                content:
                  insets: ["{size.spacing.3}", "{size.spacing.4}"]

                """),
        Theme(
            name: "brand-inverse",
            text: """
                # Dark on light: the inverse surface and the strong border.
                extends: brand-base
                description: The brand's inverse popover
                background:
                  fill: "{color.semantic.surface.inverse}"
                border: "{border.strong}"

                """),
        Theme(
            name: "brand-gradient",
            text: """
                # The accent gradient: its stops are one token, the axis is the theme's. Its stops are opaque, so the
                # base's fill would never show under it (FILL-UNUSED): clear.
                extends: brand-base
                description: The brand's gradient popover
                background:
                  style: combined
                  fill: "#00000000"
                  gradient: { stops: "{gradient.accent}", axis: vertical }

                """),
        Theme(
            name: "brand-compact",
            text: """
                # Smaller: the small radius and spacing, a shorter arrow.
                extends: brand-base
                description: The brand's compact popover
                arrow:
                  base: 12
                  height: 6
                background:
                  corner-radius: "{size.radius.sm}"
                content:
                  insets: "{size.spacing.2}"

                """),
    ]

    /// Writes the manifest, the token file and the themes into `root` (which exists).
    static func writeProject(_ tokens: String, to root: String) throws {
        let manager = FileManager.default
        for folder in ["themes", "design"] {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try RegistryGenerator.writeFile(
            root + "/" + Manifest.fileName,
            """
            # Generated by popskin-bench tokens: a project whose tokens are one DTCG file.
            popskin: 1
            name: \(projectName)
            version: 1.0.0
            themes: themes
            tokens: \(tokenFile)
            # An app's outputs: not qmui, which cannot draw the gradient theme (QMUI-UNSUPPORTED).
            outputs:
              - generator: swift
              - generator: assets

            """)
        try RegistryGenerator.writeFile(root + "/" + tokenFile, tokens)
        for theme in themes { try RegistryGenerator.writeFile(root + "/themes/\(theme.name).yaml", theme.text) }
    }
}

/// Any JSON value, as the usual generic `Decodable` enum: what `JSONDecoder` builds when nothing narrower is known.
/// The likeliest kinds of a token file are tried first, since each miss throws.
enum AnyJSON: Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([AnyJSON])
    case object([String: AnyJSON])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let object = try? container.decode([String: AnyJSON].self) {
            self = .object(object)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let array = try? container.decode([AnyJSON].self) {
            self = .array(array)
        } else {
            self = .bool(try container.decode(Bool.self))
        }
    }
}
