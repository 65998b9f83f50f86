import PopskinRuntime
import PopskinTestSupport
import PopskinTokens
import Testing

@testable import PopskinCore
@testable import PopskinSources

@Suite struct SchemaTests {
    func diagnostics(_ theme: String, extra: [String: String] = [:]) throws -> [Diagnostic] {
        var files = extra
        files["themes/t.yaml"] = theme
        return try TestProject(files).diagnostics()
    }

    @Test func validThemeIsQuiet() throws {
        #expect(try diagnostics(validTheme).isEmpty)
    }

    @Test func unknownKeyGetsDidYouMean() throws {
        let found = try diagnostics(validTheme + "shaddow: { blur: 2 }\n")
        #expect(found.map(\.id) == [.unknownKey])
        #expect(found[0].message.contains("did you mean 'shadow'?"))
        #expect(found[0].location == SourceLocation(file: "themes/t.yaml", line: 10, column: 1))
        let nested = try diagnostics(
            validTheme.replacingOccurrences(of: "  height: 10", with: "  heigth: 10\n  height: 10"))
        #expect(nested.map(\.id) == [.unknownKey])
        #expect(nested[0].message.contains("did you mean 'height'?"))
    }

    @Test func badColorPointsAtTheValue() throws {
        let found = try diagnostics(validTheme.replacingOccurrences(of: "\"#336699\"", with: "\"#33669Z\""))
        #expect(found.map(\.id) == [.badColor])
        #expect(found[0].location == SourceLocation(file: "themes/t.yaml", line: 6, column: 9))
        #expect(found[0].message.contains("'Z'"))
        #expect(SkinColor(hex: "#abc") == SkinColor(red8: 0xAA, green8: 0xBB, blue8: 0xCC))
        #expect(SkinColor(hex: "#11223344")?.bytes.alpha == 0x44)
        #expect(SkinColor(hex: "#1234") != nil)
        #expect(SkinColor(hex: "#12345") == nil)
    }

    @Test func typeMismatches() throws {
        let quoted = try diagnostics(validTheme.replacingOccurrences(of: "base: 20", with: "base: \"20\""))
        #expect(quoted.map(\.id) == [.typeMismatch])
        #expect(quoted[0].message.contains("remove the quotes"))
        let shape = try diagnostics(validTheme + "popup: { prefer-direction: abve }\n")
        #expect(shape.map(\.id) == [.typeMismatch])
        #expect(shape[0].message.contains("did you mean 'above'?"))
        let section = try diagnostics(validTheme + "shadow: 3\n")
        #expect(section.map(\.id) == [.typeMismatch])
    }

    @Test func insetForms() throws {
        for (form, expected) in [
            ("4", SkinInsets(all: 4)), ("[4, 6]", SkinInsets(top: 4, left: 6, bottom: 4, right: 6)),
            ("[1, 2, 3, 4]", SkinInsets(top: 1, left: 2, bottom: 3, right: 4)),
            ("{top: 1, left: 2, bottom: 3, right: 4}", SkinInsets(top: 1, left: 2, bottom: 3, right: 4)),
        ] {
            let theme = validTheme.replacingOccurrences(of: "insets: 8", with: "insets: \(form)")
                .replacingOccurrences(of: "width: 1", with: "width: 0")
            let result = try TestProject(["themes/t.yaml": theme]).run()
            #expect(result.registry["t"]?.skin?.content.insets == expected, "form \(form)")
        }
        for bad in ["[1, 2, 3]", "-1", "[1, .inf]", "{top: 1}", "\"wide\""] {
            let found = try diagnostics(validTheme.replacingOccurrences(of: "insets: 8", with: "insets: \(bad)"))
            #expect(found.map(\.id) == [.badInsets], "form \(bad)")
        }
    }

    @Test func perDirectionMetricsAreRejected() throws {
        let keyed = try diagnostics(
            validTheme.replacingOccurrences(of: "  height: 10", with: "  height: 10\n  up: { base: 30 }"))
        #expect(keyed.map(\.id) == [.fixedArrowMetrics])
        let mapped = try diagnostics(
            validTheme.replacingOccurrences(of: "base: 20", with: "base: { up: 20, left: 30 }"))
        #expect(mapped.map(\.id) == [.fixedArrowMetrics])
        let insets = try diagnostics(
            validTheme.replacingOccurrences(of: "insets: 8", with: "insets: 8\n  insets-up: 12"))
        #expect(insets.map(\.id) == [.fixedArrowMetrics])
        for bad in ["-3", ".inf", ".nan"] {
            let found = try diagnostics(validTheme.replacingOccurrences(of: "height: 10", with: "height: \(bad)"))
            #expect(found.map(\.id) == [.fixedArrowMetrics], "height \(bad)")
        }
        // A base of 0 needs an arrowless theme.
        #expect(
            try diagnostics(validTheme.replacingOccurrences(of: "base: 20", with: "base: 0")).map(\.id) == [
                .fixedArrowMetrics
            ])
    }

    /// corin8823/Popover's dialog mode: `height: 0` is a popover without an arrow, and then the base may be 0 too.
    @Test func arrowlessThemesAreValid() throws {
        let result = try TestProject([
            "themes/t.yaml": validTheme.replacingOccurrences(of: "base: 20", with: "base: 0")
                .replacingOccurrences(of: "height: 10", with: "height: 0")
        ]).run()
        #expect(result.diagnostics.sorted().isEmpty)
        #expect(result.registry["t"]?.skin?.hasArrow == false)
    }

    @Test func badThemeNameAndDuplicates() throws {
        let names = try TestProject(["themes/Crimson_Theme.yaml": validTheme]).diagnostics()
        #expect(names.map(\.id) == [.badName])
        #expect(names[0].location == SourceLocation(file: "themes/Crimson_Theme.yaml", line: 1, column: 1))
        let twice = try TestProject([
            "popskin.yaml": "popskin: 1\nthemes: [themes, more]\n",
            "themes/t.yaml": validTheme, "more/t.yaml": validTheme,
        ]).diagnostics()
        #expect(twice.map(\.id) == [.duplicateTheme])
        #expect(twice[0].location?.file == "more/t.yaml")
        #expect(twice[0].notes.first?.location?.file == "themes/t.yaml")
    }

    @Test func imagePathsMustStayInTheProject() throws {
        let found = try diagnostics(
            validTheme.replacingOccurrences(of: "  height: 10", with: "  height: 10\n  image: ../../etc/passwd"))
        #expect(found.map(\.id) == [.badPath])
        #expect(ProjectPath.join("themes", "art/a.png") == "themes/art/a.png")
        #expect(ProjectPath.join("themes", "../art/a.png") == "art/a.png")
        #expect(ProjectPath.join("themes", "../../a.png") == nil)
        #expect(ProjectPath.join("themes", "/etc/a.png") == nil)
        #expect(ProjectPath.join("themes", "a\\..\\..\\b") == nil)
        // A combining mark after a slash must not hide it.
        #expect(ProjectPath.join("themes", "../\u{301}x") == "\u{301}x")
        #expect(ProjectPath.join("", "../\u{301}x") == nil)
        #expect(ProjectPath.join("themes", "/\u{301}abs") == nil)
    }

    @Test func unquotedTokenReferenceGetsAHint() throws {
        let found = try diagnostics(validTheme.replacingOccurrences(of: "\"#336699\"", with: "{palette.red}"))
        #expect(found.map(\.id) == [.typeMismatch])
        #expect(found[0].message.contains("must be quoted"))
    }

    @Test func manifestProblems() throws {
        let found = try TestProject([
            "popskin.yaml": "popskin: 2\nname: Acme Skins\nversion: 1.0\nthemse: x\ntokens: ../shared\n",
            "themes/t.yaml": validTheme,
        ]).diagnostics()
        #expect(found.map(\.id) == [.typeMismatch, .badName, .typeMismatch, .unknownKey, .badPath])
        #expect(found[3].message.contains("did you mean 'themes'?"))
    }
}

@Suite struct SuggestionTests {
    @Test func transpositionsAreOneEdit() {
        #expect(Suggestion.editDistance("baes", "base") == 1)
        #expect(Suggestion.editDistance("shaddow", "shadow") == 1)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.closest(to: "heigth", in: ["base", "height", "shape"]) == "height")
        #expect(Suggestion.closest(to: "zzzzzz", in: ["base", "height"]) == nil)
    }

    /// The search gives up on a candidate once it cannot be within the bound; what it finds is still what the whole
    /// table finds: the first of the closest candidates within the limit.
    @Test func theBoundedSearchFindsWhatTheWholeTableFinds() {
        func distance(_ a: String, _ b: String) -> Int {
            let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
            var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in 0...a.count { rows[i][0] = i }
            for j in 0...b.count { rows[0][j] = j }
            for i in stride(from: 1, through: a.count, by: 1) {
                for j in stride(from: 1, through: b.count, by: 1) {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
                    }
                }
            }
            return rows[a.count][b.count]
        }
        var random = SeededRandom(seed: 29)
        // Few letters, so near misses, transpositions and ties are common; "é" and "." as token paths have them.
        func word() -> String { String((0..<random.next(12)).map { _ in random.pick(Array("abcé.")) }) }
        for _ in 0..<300 {
            let target = word(), candidates = (0..<20).map { _ in word() }
            let limit = max(2, target.count / 3)
            var expected: (name: String, distance: Int)?
            for candidate in candidates {
                let found = distance(target, candidate)
                if found <= limit, found < (expected?.distance ?? .max) { expected = (candidate, found) }
            }
            #expect(Suggestion.closest(to: target, in: candidates) == expected?.name, "\(target) in \(candidates)")
            for candidate in candidates.prefix(3) {
                #expect(Suggestion.editDistance(target, candidate) == distance(target, candidate))
            }
        }
    }
}

/// A search repeated over the same names is made once, and lists that differ keep their own hints.
@Suite struct SuggestionCacheTests {
    @Test func equalListsShareHintsAndOthersDoNot() {
        let cache = SuggestionCache()
        let paths = ["color.accent", "color.brand"]
        let hints = cache.hints(over: paths)
        #expect(hints.hint(for: "color.acent") == " (did you mean 'color.accent'?)")
        #expect(cache.hints(over: Array(paths)) === hints)
        #expect(cache.hints(over: ["color.brand", "color.accent"]) !== hints)
        #expect(cache.hints(over: ["size.radius"]).hint(for: "color.acent") == "")
    }
}
