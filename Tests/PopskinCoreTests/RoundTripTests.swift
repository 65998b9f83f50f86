import Foundation
import PopskinRuntime
import PopskinSources
import PopskinTestSupport
import PopskinTokens
import PropertyBased
import Testing

@testable import PopskinCore

/// Decode → show → decode is the identity: what `theme show` prints of a theme's keys (`ThemeEncoding.flattened`)
/// decodes to the same skin, on every bundled theme, every theme of the fuzz corpus and the example package, and on
/// themes made up from the schema's keys.
@Suite struct RoundTripTests {
    /// The skin a theme file decodes to on its own (no parent, no tokens), read as if it were `themes/<name>.yaml`.
    static func decode(_ yaml: String, name: String = "t") -> (skin: Skin?, diagnostics: [Diagnostic]) {
        let sink = DiagnosticSink()
        let project = Project(root: "/virtual", inputs: InputSnapshot(projectRoot: "/virtual"))
        let skin = FrontEnd().decodeStandalone(
            Array(yaml.utf8), file: "themes/\(name).yaml", in: project, diagnostics: sink)
        return (skin, sink.diagnostics)
    }

    /// The skin's flattened theme decodes to the same skin, and prints the same again.
    static func expectIdentity(_ skin: Skin, name: String, _ comment: String) {
        let shown = ThemeEncoding.flattened(skin)
        let text = YAMLWriter.render(shown)
        let (again, diagnostics) = decode(text, name: name)
        #expect(again == skin, "\(comment): \(diagnostics)\n\(text)")
        if let again { #expect(ThemeEncoding.flattened(again) == shown, "\(comment)\n\(text)") }
    }

    @Test func bundledThemes() throws {
        let run = FrontEnd().run(root: TestPaths.repositoryRoot.path)
        let skins = run.registry.themes.compactMap { theme in theme.skin.map { (theme.name, $0) } }
        #expect(skins.count == 16)  // seed-base is abstract and sets no arrow
        for (name, skin) in skins { Self.expectIdentity(skin, name: name, name) }
    }

    @Test func fuzzCorpusAndExampleThemes() throws {
        let folders = ["Tests/Fuzz/corpus", "Examples/SkinsDemo/Sources/SkinsDemo/themes"]
        var decoded = 0
        for folder in folders {
            let url = TestPaths.repositoryRoot.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
            where name.hasSuffix(".yaml") {
                let text = String(decoding: try Data(contentsOf: url.appendingPathComponent(name)), as: UTF8.self)
                // Files with parents or tokens decode in their project; on their own, those that still decode count.
                guard let skin = Self.decode(text).skin else { continue }
                decoded += 1
                Self.expectIdentity(skin, name: "t", "\(folder)/\(name)")
            }
        }
        #expect(decoded >= 2)
    }

    /// Themes made up from the schema: every key the format declares, written in each of its forms.
    @Test func madeUpThemes() async {
        await propertyCheck(count: 400, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            let yaml = YAMLWriter.render(MadeUpTheme(seed: seed).value)
            guard let skin = Self.decode(yaml).skin else { return }
            Self.expectIdentity(skin, name: "t", "seed \(seed)\n\(yaml)")
        }
    }
}

/// A theme that sets, at random, each key the schema declares, in one of the forms the key takes.
struct MadeUpTheme {
    private var random: SeededRandom
    private(set) var value: StructuredValue = .object([])

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
        var root: [(String, StructuredValue)] = []
        for key in ThemeSchema.popskin.children(of: "") where key.inherits {
            if let section = section(key) { root.append((key.name, section)) }
        }
        value = .object(root)
    }

    private mutating func next(_ count: Int) -> Int { random.next(count) }

    private mutating func pick<T>(_ options: [T]) -> T { random.pick(options) }

    private mutating func section(_ key: ThemeKey) -> StructuredValue? {
        guard case .section = key.form, !ThemeSchema.popskin.writableNames(in: key.path).isEmpty else { return nil }
        var fields: [(String, StructuredValue)] = []
        for child in ThemeSchema.popskin.children(of: key.path) {
            let required: Bool
            if case .required = child.fallback { required = true } else { required = false }
            guard required || next(2) == 0 else { continue }
            if let value = value(child) { fields.append((child.name, value)) }
        }
        return .object(fields)
    }

    private mutating func value(_ key: ThemeKey) -> StructuredValue? {
        switch key.form {
        case .section: return section(key)
        case .number(let range): return .number(number(range))
        case .bool: return .bool(next(2) == 0)
        case .text, .themeName, .gradientStops, .computed: return nil
        case .choice(let names): return .string(pick(names))
        case .color: return color()
        case .image:
            return next(3) == 0
                ? .object([("any", .string("art/a.png")), ("dark", .string("art/b.png"))]) : .string("art/a.png")
        case .insets:
            let n = { (me: inout MadeUpTheme) in StructuredValue.number(me.number(.nonNegative)) }
            switch next(4) {
            case 0: return n(&self)
            case 1: return .array([n(&self), n(&self)])
            case 2: return .array([n(&self), n(&self), n(&self), n(&self)])
            default: return .object(Side.allCases.map { ($0.rawValue, n(&self)) })
            }
        case .pair(_, _, let range): return .array([.number(number(range)), .number(number(range))])
        case .numberOrWord(let range, let word): return next(4) == 0 ? .string(word) : .number(number(range))
        case .gradient:
            let axis = ("axis", StructuredValue.string(pick(["vertical", "horizontal"])))
            if next(2) == 0 { return .object([("from", color()), ("to", color()), axis]) }
            return .object([
                ("stops", .array([color(), .object([("color", color()), ("at", .number(0.25))]), color()])), axis,
            ])
        case .variantArt:
            return .object([("image", .string("art/v.png")), ("cap-insets", .array([.number(8), .number(9)]))])
        }
    }

    private mutating func number(_ range: NumberRange) -> Double {
        let candidates = [0, 0.5, 1, 2, 7.25, 12, 40, 1e3].filter(range.contains)
        return candidates.isEmpty ? range.minimum : pick(candidates)
    }

    private mutating func color() -> StructuredValue {
        let hex = { (me: inout MadeUpTheme) in
            StructuredValue.string("#" + (0..<4).map { _ in String(format: "%02x", me.next(256)) }.joined())
        }
        guard next(3) == 0 else { return hex(&self) }
        return .object([("light", hex(&self)), ("dark", hex(&self)), ("dark-high-contrast", hex(&self))])
    }
}
