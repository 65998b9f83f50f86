import PopskinRuntime
import PopskinSources
import Testing

@testable import PopskinCore

/// Every number a theme gives is bounded where the schema declares it: a number beyond the bound, infinite or not a
/// number is an error at its place naming the bound, whichever key and whichever form (a number, a pair, insets, a
/// token), so nothing downstream meets a length it cannot hold.
@Suite struct NumberBoundsTests {
    /// The range of each key that takes numbers, and a value of that key's form made of one number.
    static let numberKeys: [(key: ThemeKey, range: NumberRange, form: @Sendable (String) -> String)] = ThemeSchema
        .popskin.keys
        .compactMap { key in
            switch key.form {
            case .number(let range), .numberOrWord(let range, _): (key, range, { $0 })
            case .insets(let range): (key, range, { "[1, \($0)]" })
            case .pair(_, _, let range): (key, range, { "[1, \($0)]" })
            default: nil
            }
        }

    /// A theme `t` extending the valid `base`, setting `path` to `value` and nothing else; the value starts on line
    /// 2 + the depth of the path, after the key.
    static func project(_ path: String, _ value: String) -> (TestProject, line: Int, column: Int)? {
        let parts = path.split(separator: ".").map(String.init)
        var text = "extends: base\n"
        for (depth, part) in parts.enumerated() {
            text += String(repeating: "  ", count: depth) + part + ":" + (depth == parts.count - 1 ? " " : "\n")
        }
        let column = 2 * (parts.count - 1) + parts.last!.count + 3
        text += value + "\n"
        guard let project = try? TestProject(["themes/base.yaml": validTheme, "themes/t.yaml": text]) else {
            return nil
        }
        return (project, parts.count + 1, column)
    }

    @Test func everyNumberOfTheFormIsBounded() {
        #expect(Self.numberKeys.count >= 15)
        for (key, range, _) in Self.numberKeys {
            #expect(range.maximum <= NumberRange.maximumPopupSide, "\(key.path) has no maximum")
            #expect(range.minimum >= -NumberRange.maximumLength, "\(key.path) has no minimum")
        }
    }

    @Test(arguments: ["1e19", "-1e19", "1e308", "1e309", "-.inf", ".nan", "1000000"])
    func outOfBoundsIsALocatedErrorNamingTheBound(number: String) throws {
        // Hand-made combined art's caps are read with the variant's image; the format's other keys one by one.
        for (key, range, form) in Self.numberKeys where !key.path.hasPrefix("background.variants") {
            let value = form(number)
            let (project, line, column) = try #require(Self.project(key.path, value))
            let at = SourceLocation(file: "themes/t.yaml", line: line, column: column + (value == number ? 0 : 4))
            let found = project.diagnostics().filter { $0.location == at }
            #expect(found.count == 1, "\(key.path): \(value): \(project.diagnostics())")
            guard let diagnostic = found.first else { continue }
            #expect(diagnostic.id == range.id && diagnostic.severity == .error, "\(key.path): \(diagnostic)")
            #expect(
                diagnostic.message.contains(ValueText.number(range.maximum)), "\(key.path): \(diagnostic.message)")
        }
    }

    @Test func theBoundItselfIsAccepted() throws {
        for (key, range, form) in Self.numberKeys where !key.path.hasPrefix("background.variants") {
            let (project, line, _) = try #require(Self.project(key.path, form(ValueText.number(range.maximum))))
            let schemaErrors = project.diagnostics().filter {
                $0.location?.line == line && [.typeMismatch, .badInsets, .fixedArrowMetrics].contains($0.id)
            }
            #expect(schemaErrors.isEmpty, "\(key.path): \(schemaErrors)")
        }
    }

    @Test func combinedArtCapsAndInsetsMappingsAreBounded() throws {
        let variant = """
            extends: base
            background:
              variants:
                up: {image: up.png, cap-insets: {top: 1, left: 1e19, bottom: 1, right: 1}}

            """
        let project = try TestProject(["themes/base.yaml": validTheme, "themes/t.yaml": variant])
        let found = project.diagnostics().filter { $0.id == .badInsets }
        #expect(found.count == 1, "\(project.diagnostics())")
        #expect(found.first?.location == SourceLocation(file: "themes/t.yaml", line: 4, column: 52))
        #expect(found.first?.message.contains("from 0 to 1000") == true, "\(found)")
    }

    @Test func aTokenBeyondTheBoundIsReportedWhereItIsUsed() throws {
        let project = try TestProject([
            "themes/base.yaml": validTheme,
            "themes/t.yaml": "extends: base\nbackground:\n  corner-radius: \"{size.huge}\"\n",
            "tokens/size.yaml": "size:\n  huge: 1e308\n",
        ])
        let found = project.diagnostics().filter { $0.severity == .error }
        #expect(found.map(\.id) == [.typeMismatch], "\(found)")
        #expect(found.first?.message.contains("from 0 to 1000") == true)
        #expect(found.first?.notes.contains { $0.message.contains("size.huge") } == true, "\(found)")
    }

    @Test func maximumSizeTakesInfinityAndNothingElseUnbounded() throws {
        let (open, _, _) = try #require(Self.project("popup.maximum-size", "[.inf, .inf]"))
        #expect(open.diagnostics().filter { $0.severity == .error }.isEmpty, "\(open.diagnostics())")
        let (negative, _, _) = try #require(Self.project("popup.maximum-size", "[-.inf, 10]"))
        #expect(negative.diagnostics().map(\.id) == [.typeMismatch], "\(negative.diagnostics())")
    }
}
