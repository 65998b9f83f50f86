import Foundation
import PopskinSources
import PopskinTokens
import Testing

@testable import PopskinCore

/// Resolver documents (Resolver module 2025.10): sets, modifiers, `$ref`s, merging and resolution per context.
@Suite struct DTCGResolverTests {
    typealias T = DTCGText

    /// A resolver written in the test; `files` are the token files its `$ref`s may name.
    struct Read {
        let resolver: DTCGResolver?
        let diagnostics: [Diagnostic]

        init(_ text: String, files: [String: String] = [:]) {
            let sink = DiagnosticSink()
            let file = "t.resolver.json"
            guard let root = JSONLoader().load(Array(text.utf8), file: file, diagnostics: sink) else {
                (resolver, diagnostics) = (nil, sink.diagnostics)
                return
            }
            let reader = DTCGResolverReader(file: file, diagnostics: sink) { path, location in
                guard let text = files[path] else {
                    sink.error(.ioError, "cannot read \(path)", at: location)
                    return nil
                }
                return JSONLoader().load(Array(text.utf8), file: path, diagnostics: sink)
            }
            resolver = reader.read(root)
            diagnostics = sink.diagnostics
        }

        var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

        /// The tokens for `inputs`, with what resolving them reported.
        func tokens(_ inputs: [String: String] = [:]) -> (DTCGTokenSet, [Diagnostic]) {
            let sink = DiagnosticSink()
            let set = resolver?.tokens(for: inputs, diagnostics: sink) ?? DTCGTokenSet()
            return (set, sink.diagnostics)
        }

        func value(_ path: String, _ inputs: [String: String] = [:]) -> DTCGValue? {
            tokens(inputs).0.tokens[path]?.value
        }
    }

    static let theme = """
        {
          "version": "2025.10",
          "sets": {
            "base": {"sources": [{"color": {"$type": "color",
              "brand": {"$value": \(T.red)}, "text": {"$value": "{color.brand}"}}}]}
          },
          "modifiers": {
            "theme": {"default": "light", "contexts": {
              "light": [],
              "dark": [{"color": {"brand": {"$value": \(T.blue)}}}]
            }}
          },
          "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]
        }
        """

    // MARK: - Sets, modifiers, contexts

    @Test func eachContextGivesItsOwnTokens() throws {
        let read = Read(Self.theme)
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        let resolver = try #require(read.resolver)
        #expect(resolver.modifiers.map(\.name) == ["theme"])
        #expect(resolver.modifiers.first?.contextNames == ["light", "dark"])
        #expect(resolver.modifiers.first?.defaultContext == "light")
        // The alias in the base set is followed after the dark context replaced its target.
        #expect(read.value("color.text") == .color(.srgb(1, 0, 0)))
        #expect(read.value("color.text", ["theme": "light"]) == .color(.srgb(1, 0, 0)))
        #expect(read.value("color.text", ["theme": "dark"]) == .color(.srgb(0, 0, 1)))
        #expect(read.tokens(["theme": "dark"]).1.isEmpty)
    }

    @Test func inlineSetsAndModifiers() throws {
        let read = Read(
            """
            {
              "version": "2025.10", "name": "inline",
              "resolutionOrder": [
                {"type": "set", "name": "base", "sources": [{"size": {"$type": "dimension", "$value": \(T.px(4))}}]},
                {"type": "modifier", "name": "density", "contexts": {
                  "compact": [{"size": {"$type": "dimension", "$value": \(T.px(2))}}],
                  "comfortable": []
                }}
              ]
            }
            """)
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        #expect(read.resolver?.name == "inline")
        #expect(read.resolver?.steps.count == 2)
        #expect(read.value("size", ["density": "compact"]) == .dimension(.px(2)))
        #expect(read.value("size", ["density": "comfortable"]) == .dimension(.px(4)))
    }

    @Test func aSetRefIsExpandedInPlace() {
        let read = Read(
            """
            {
              "version": "2025.10",
              "sets": {
                "core": {"sources": [{"n": {"$type": "number", "$value": 1}, "m": {"$type": "number", "$value": 1}}]},
                "all": {"sources": [
                  {"n": {"$type": "number", "$value": 2}},
                  {"$ref": "#/sets/core"},
                  {"m": {"$type": "number", "$value": 3}}
                ]}
              },
              "modifiers": {"mode": {"contexts": {"a": [{"$ref": "#/sets/core"}], "b": []}, "default": "b"}},
              "resolutionOrder": [{"$ref": "#/sets/all"}, {"$ref": "#/modifiers/mode"}]
            }
            """)
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        // `core` sits between the two inline sources: it overrides the first and is overridden by the last.
        #expect(read.value("n") == .number(1))
        #expect(read.value("m") == .number(3))
        // A context may take a set too.
        #expect(read.value("m", ["mode": "a"]) == .number(1))
    }

    @Test func laterTokensReplaceWholeWhileGroupsMerge() throws {
        let read = Read(
            """
            {
              "version": "2025.10",
              "resolutionOrder": [{"type": "set", "name": "all", "sources": [
                {"color": {"$type": "color", "$description": "first",
                  "primary": {"$type": "dimension", "$value": \(T.px(1)), "$description": "old"},
                  "secondary": {"$value": \(T.black)}}},
                {"color": {"$description": "second", "primary": {"$value": \(T.blue)}, "accent": {"$value": \(T.red)}}}
              ]}]
            }
            """)
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        let (set, diagnostics) = read.tokens()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        // Nothing of the earlier `primary` survives, neither its $type nor its $description.
        let primary = try #require(set.tokens["color.primary"])
        #expect(primary.type == .color && primary.value == .color(.srgb(0, 0, 1)))
        #expect(primary.definition.description == nil)
        #expect(set.tokens["color.secondary"]?.value == .color(.srgb(0, 0, 0)))
        #expect(set.tokens["color.accent"]?.value == .color(.srgb(1, 0, 0)))
        #expect(set.order == ["color.primary", "color.secondary", "color.accent"])
    }

    @Test func aliasesAreResolvedAfterMergingAcrossSets() {
        let read = Read(
            """
            {
              "version": "2025.10",
              "sets": {
                "semantic": {"sources": [{"text": {"$type": "color", "$value": "{palette.ink}"},
                  "copy": {"$ref": "#/palette/ink/$value"}}]},
                "palette": {"sources": [{"palette": {"$type": "color", "ink": {"$value": \(T.black)}}}]}
              },
              "resolutionOrder": [{"$ref": "#/sets/semantic"}, {"$ref": "#/sets/palette"}]
            }
            """)
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        let (set, diagnostics) = read.tokens()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(set.tokens["text"]?.value == .color(.srgb(0, 0, 0)))
        #expect(set.tokens["copy"]?.value == .color(.srgb(0, 0, 0)))
    }

    @Test func problemsWithInputs() throws {
        let read = Read(
            """
            {
              "version": "2025.10",
              "resolutionOrder": [
                {"type": "modifier", "name": "theme", "default": "light", "contexts": {"light": [], "dark": []}},
                {"type": "modifier", "name": "density", "contexts": {"compact": [], "regular": []}}
              ]
            }
            """)
        let resolver = try #require(read.resolver)
        #expect(resolver.problems(with: ["density": "compact"]).isEmpty)
        #expect(resolver.problems(with: ["density": "regular", "theme": "dark"]).isEmpty)
        #expect(
            resolver.problems(with: ["thme": "dark", "density": "compact"]) == [
                "the resolver has no modifier 'thme' (did you mean 'theme'?)"
            ])
        #expect(
            resolver.problems(with: ["theme": "drak", "density": "compact"]) == [
                "modifier 'theme' has no context 'drak' (did you mean 'dark'?); it has light, dark"
            ])
        #expect(resolver.problems(with: [:]) == ["modifier 'density' has no default; choose one of compact, regular"])
    }

    // MARK: - Structure errors

    @Test func aModifierOrASetMayNotReferToAModifier() {
        let read = Read(
            """
            {
              "version": "2025.10",
              "sets": {"s": {"sources": [{"$ref": "#/modifiers/m"}]}},
              "modifiers": {"m": {"contexts": {"a": [], "b": [{"$ref": "#/modifiers/m"}]}}},
              "resolutionOrder": [{"$ref": "#/modifiers/m"}]
            }
            """)
        #expect(read.resolver == nil)
        #expect(read.errors.map(\.id) == [.resolverFormat, .resolverFormat], "\(read.diagnostics)")
        #expect(read.errors.map(\.location?.line) == [3, 4])
        #expect(read.errors.last?.message.contains("never to a modifier") == true)
    }

    @Test func setsReferringToEachOtherAreACycle() throws {
        let read = Read(
            """
            {
              "version": "2025.10",
              "sets": {"a": {"sources": [{"$ref": "#/sets/b"}]}, "b": {"sources": [{"$ref": "#/sets/a"}]}},
              "resolutionOrder": [{"$ref": "#/sets/a"}]
            }
            """)
        #expect(read.resolver == nil)
        let cycle = try #require(read.errors.first)
        #expect(read.errors.allSatisfy { $0.id == .refCycle }, "\(read.diagnostics)")
        #expect(cycle.message == "sets refer to one another in a cycle: #/sets/a → #/sets/b → #/sets/a")
        #expect(cycle.location?.line == 3)
    }

    @Test func namesInResolutionOrderAreUnique() throws {
        let read = Read(
            """
            {
              "version": "2025.10",
              "sets": {"colors": {"sources": []}},
              "resolutionOrder": [
                {"$ref": "#/sets/colors"},
                {"type": "set", "name": "colors", "sources": []}
              ]
            }
            """)
        #expect(read.resolver == nil)
        let duplicate = try #require(read.errors.first)
        #expect(read.errors.count == 1)
        #expect(duplicate.id == .resolverFormat)
        #expect(duplicate.message == "resolutionOrder holds 'colors' twice; names in it are unique")
        #expect(duplicate.location?.line == 6)
        #expect(duplicate.notes.first?.location?.line == 5)
    }

    @Test func aModifierNeedsTwoContextsAndADefaultThatIsOne() {
        let read = Read(
            """
            {
              "version": "2025.10",
              "modifiers": {
                "one": {"contexts": {"only": []}},
                "none": {"contexts": {}},
                "badDefault": {"contexts": {"a": [], "b": []}, "default": "c"}
              },
              "resolutionOrder": [{"$ref": "#/modifiers/badDefault"}]
            }
            """)
        #expect(read.resolver == nil)
        #expect(read.errors.map(\.id) == [.resolverFormat, .resolverFormat, .resolverFormat], "\(read.diagnostics)")
        #expect(read.errors.map(\.location?.line) == [4, 5, 6])
        #expect(read.errors[0].message.hasPrefix("modifier 'one' needs at least two contexts"))
        #expect(read.errors[2].message == "the default of modifier 'badDefault' must name one of its contexts (a, b)")
    }

    @Test func rootAndOrderProblemsAreLocated() {
        let read = Read(
            """
            {
              "version": "2024.01",
              "extra": 1,
              "resolutionOrder": [
                {"$ref": "#/resolutionOrder/0"},
                {"type": "set", "sources": []},
                {"name": "x", "sources": []},
                {"$ref": "#/sets/nowhere"}
              ]
            }
            """)
        #expect(read.resolver == nil)
        #expect(read.errors.map(\.location?.line) == [3, 2, 5, 6, 7, 8], "\(read.diagnostics)")
        #expect(read.errors.last?.id == .refMissing)
    }

    @Test func aSourceStructureErrorIsReportedWhereItIsWritten() {
        let read = Read(
            """
            {
              "version": "2025.10",
              "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"bad.name": {"$type": "number", "$value": 1}}]}]
            }
            """)
        #expect(read.errors.map(\.id) == [.tokenFormat])
        #expect(read.errors.first?.location == SourceLocation(file: "t.resolver.json", line: 3, column: 65))
    }

    // MARK: - File sources

    /// A fresh folder for one test, removed when `body` returns.
    static func inFolder(_ files: [String: String], _ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dtcg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        try body(folder.path)
    }

    static let colors = """
        {"color": {"$type": "color", "ink": {"$value": \(T.black)}, "paper": {"$value": \(T.red)}}}
        """

    @Test func fileSourcesAreLoadedBesideTheResolver() throws {
        let resolver = """
            {
              "version": "2025.10",
              "resolutionOrder": [
                {"type": "set", "name": "core", "sources": [{"$ref": "./colors.tokens.json"}, {"$ref": "semantic.tokens.json"}]}
              ]
            }
            """
        let semantic = #"{"text": {"$type": "color", "$value": "{color.ink}"}}"#
        try Self.inFolder(
            ["app.resolver.json": resolver, "colors.tokens.json": Self.colors, "semantic.tokens.json": semantic]
        ) { folder in
            let sink = DiagnosticSink()
            let checked = DesignTokenFiles.check([folder + "/app.resolver.json"], diagnostics: sink)
            #expect(sink.diagnostics.isEmpty, "\(sink.diagnostics)")
            #expect(checked.tokenCount == 3)
            #expect(checked.sources.keys.contains { $0.hasSuffix("colors.tokens.json") })
        }
    }

    @Test func aProblemInAFileSourceIsLocatedInThatFile() throws {
        let resolver = """
            {"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "bad.tokens.json"}]}]}
            """
        let bad = "{\n  \"n\": {\"$type\": \"number\", \"$value\": \"1\"}\n}"
        try Self.inFolder(["r.resolver.json": resolver, "bad.tokens.json": bad]) { folder in
            let sink = DiagnosticSink()
            _ = DesignTokenFiles.check([folder + "/r.resolver.json"], diagnostics: sink)
            #expect(sink.errors.map(\.id) == [.tokenValue], "\(sink.diagnostics)")
            #expect(
                sink.errors.first?.location == SourceLocation(file: folder + "/bad.tokens.json", line: 2, column: 38))
        }
    }

    @Test func aMissingFileIsAnIOErrorAtTheRef() throws {
        let resolver = """
            {
              "version": "2025.10",
              "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "missing.tokens.json"}]}]
            }
            """
        try Self.inFolder(["r.resolver.json": resolver]) { folder in
            let sink = DiagnosticSink()
            let path = folder + "/r.resolver.json"
            _ = DesignTokenFiles.check([path], diagnostics: sink)
            #expect(sink.errors.map(\.id) == [.ioError], "\(sink.diagnostics)")
            #expect(sink.errors.first?.location == SourceLocation(file: path, line: 3, column: 73))
            #expect(sink.errors.first?.message.contains("missing.tokens.json") == true)
        }
    }

    @Test func aRemoteFileIsNotFetched() throws {
        let resolver = """
            {
              "version": "2025.10",
              "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "https://example.com/c.tokens.json"}]}]
            }
            """
        try Self.inFolder(["r.resolver.json": resolver]) { folder in
            let sink = DiagnosticSink()
            // `asResolver` reads a file of any name as a resolver.
            let path = folder + "/r.json"
            try FileManager.default.copyItem(atPath: folder + "/r.resolver.json", toPath: path)
            _ = DesignTokenFiles.check([path], asResolver: true, diagnostics: sink)
            #expect(sink.errors.map(\.id) == [.resolverFormat], "\(sink.diagnostics)")
            #expect(sink.errors.first?.location == SourceLocation(file: path, line: 3, column: 73))
            #expect(sink.errors.first?.message.hasPrefix("popskin reads no remote files") == true)
        }
    }

    @Test func everyCombinationOfContextsIsChecked() throws {
        // Only the dark context breaks the alias; the check must find it without being told which context to use.
        let resolver = """
            {
              "version": "2025.10",
              "sets": {"base": {"sources": [{"$ref": "colors.tokens.json"}, {"link": {"$type": "color", "$value": "{color.ink}"}}]}},
              "modifiers": {"theme": {"default": "light", "contexts": {
                "light": [],
                "dark": [{"color": {"ink": {"$type": "dimension", "$value": \(T.px(1))}}}]
              }}},
              "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]
            }
            """
        try Self.inFolder(["r.resolver.json": resolver, "colors.tokens.json": Self.colors]) { folder in
            let sink = DiagnosticSink()
            _ = DesignTokenFiles.check([folder + "/r.resolver.json"], diagnostics: sink)
            #expect(sink.errors.map(\.id) == [.tokenReference], "\(sink.diagnostics)")
            #expect(sink.errors.first?.location?.line == 3)
        }
    }
}
