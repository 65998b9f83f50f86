import Foundation
import PopskinCore
import PopskinRuntime
import PopskinSources
import PopskinTestSupport
import PropertyBased
import Testing

@testable import PopskinGenerators

/// The `tokens` output read back: a made-up theme's DTCG files (and resolver, when its colours vary) become the
/// tokens of a fresh project whose theme uses them for every value they carry; the theme resolves to what the
/// original ships in every appearance.
@Suite struct TokensRoundTripTests {
    @Test func tokensOutputReadBackGivesTheSameThemes() async throws {
        let checked = Counter()
        await propertyCheck(count: 120, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            let yaml = TokenTheme(seed: seed).yaml
            guard let original = try? Self.resolve(["themes/t.yaml": yaml]) else { return }
            checked.add()
            let tokens = try #require(
                try? GeneratedSwiftTypecheckTests.generate(projectRoot: original.folder.path, with: TokensGenerator()))
            var files = Dictionary(
                uniqueKeysWithValues: tokens.map { ("design/" + $0.path, String(decoding: $0.contents, as: UTF8.self)) }
            )
            let source = files["design/t.resolver.json"] != nil ? "design/t.resolver.json" : "design/t.tokens.json"
            files["popskin.yaml"] = "tokens:\n  - \(source)\n"
            files["themes/t.yaml"] = YAMLWriter.render(Self.usingTokens(ThemeEncoding.flattened(original.skin)))
            let again = try? Self.resolve(files)
            #expect(again != nil, "seed \(seed)\n\(yaml)\n\(files["themes/t.yaml"]!)")
            guard let again else { return }
            for appearance in [nil] + SkinAppearance.allCases {
                #expect(
                    Self.shipped(original, appearance) == Self.shipped(again, appearance),
                    "seed \(seed), \(appearance?.rawValue ?? "any")\n\(yaml)\n\(files["themes/t.yaml"]!)")
            }
        }
        // Most made-up themes are valid; a property checked on a handful would prove little.
        #expect(checked.value >= 60, "\(checked.value) themes checked")
    }

    struct Resolved {
        var skin: Skin
        var folder: TemporaryFolder
    }

    /// The skin of theme `t` in a project of `files`; throws when the project has an error.
    static func resolve(_ files: [String: String]) throws -> Resolved {
        let folder = try TemporaryFolder()
        try folder.write(files)
        let run = FrontEnd().run(root: folder.path)
        struct Failed: Error { var diagnostics: [Diagnostic] }
        guard !run.diagnostics.hasErrors, let skin = run.registry["t"]?.skin else {
            throw Failed(diagnostics: run.diagnostics.sorted())
        }
        return Resolved(skin: skin, folder: folder)
    }

    /// What a theme ships in `appearance`: the runtime's skin, its shadow as the colour it draws (a token carries
    /// the shadow's colour with its opacity folded in, as DTCG has no opacity).
    static func shipped(_ resolved: Resolved, _ appearance: SkinAppearance?) -> PopoverSkin {
        var skin = PopoverSkin(name: "t", skin: resolved.skin, inputs: InputSnapshot(projectRoot: resolved.folder.path))
            .resolved(
                for: appearance)
        if let shadow = resolved.skin.layerShadow {
            skin.shadow?.color = shadow.effectiveColor.resolved(for: appearance)
            skin.shadow?.opacity = 1
        }
        return skin
    }

    /// The flattened theme with each value the tokens output carries replaced by a reference to its token.
    static func usingTokens(_ theme: StructuredValue) -> StructuredValue {
        func reference(_ path: String) -> StructuredValue { .string("{t.\(path)}") }
        func sides(_ path: String) -> StructuredValue {
            .object(["top", "left", "bottom", "right"].map { ($0, reference(path + "." + $0)) })
        }
        var result = theme
        for key in ["base", "height", "corner-clearance", "overlap"] {
            result = replacing(result, ["arrow", key]) { _ in reference("arrow." + key) }
        }
        result = replacing(result, ["background", "corner-radius"]) { old in
            old == .string("capsule") ? old : reference("background.corner-radius")
        }
        result = replacing(result, ["background", "fill"]) { _ in reference("background.fill") }
        result = replacing(result, ["background", "cap-insets"]) { _ in sides("background.cap-insets") }
        result = replacing(result, ["background", "gradient"]) { old in
            guard case .object(let fields) = old else { return old }
            let axis = fields.first { $0.0 == "axis" }.map { [$0] } ?? []
            return .object([("stops", reference("background.gradient"))] + axis)
        }
        result = replacing(result, ["border"]) { old in old == .null ? old : reference("border") }
        result = replacing(result, ["content", "insets"]) { _ in sides("content.insets") }
        result = replacing(result, ["shadow"]) { old in old == .null ? old : reference("shadow") }
        return result
    }

    /// `value` with the member at `path` (when there is one) replaced by `change` of it.
    static func replacing(
        _ value: StructuredValue, _ path: [String], _ change: (StructuredValue) -> StructuredValue
    ) -> StructuredValue {
        guard let head = path.first, case .object(let fields) = value else { return value }
        return .object(
            fields.map { name, member in
                guard name == head else { return (name, member) }
                return (name, path.count == 1 ? change(member) : replacing(member, Array(path.dropFirst()), change))
            })
    }
}

/// A thread-safe count, for property checks that run their body concurrently.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}

/// A theme made up from a seed over the values the tokens output carries, colours varying by appearance.
struct TokenTheme {
    private var random: SeededRandom
    private(set) var yaml = ""

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
        var lines = ["arrow: { base: \(pick([12, 16, 20, 24])), height: \(pick([6, 8, 10, 13])) }"]
        let capsule = next(6) == 0
        var background = [
            "corner-radius: " + (capsule ? "capsule" : "\(pick([0, 4, 8, 12]))"), "fill: \(color())",
        ]
        if next(3) == 0 {
            let stops = (0..<(2 + next(2))).map { _ in color() }
            let axis = pick(["vertical", "horizontal"])
            background.append(
                next(2) == 0
                    ? "gradient: { from: \(stops[0]), to: \(stops[1]), axis: \(axis) }"
                    : "gradient: { stops: [\(stops.joined(separator: ", "))], axis: \(axis) }")
        }
        lines.append("background: { \(background.joined(separator: ", ")) }")
        if next(2) == 0 { lines.append("border: { width: \(pick(["0.5", "1", "2"])), color: \(color()) }") }
        lines.append("content: { insets: [\((0..<4).map { _ in "\(pick([6, 8, 10, 14]))" }.joined(separator: ", "))] }")
        if next(2) == 0 {
            lines.append(
                "shadow: { color: \(color()), blur: \(pick([0, 4, 8])), offset: [0, \(pick([0, 2, 3]))], "
                    + "opacity: \(pick(["1", "0.5"])) }")
        }
        yaml = lines.joined(separator: "\n") + "\n"
    }

    private mutating func next(_ count: Int) -> Int { random.next(count) }

    private mutating func pick<T>(_ options: [T]) -> T { random.pick(options) }

    /// A colour, for any appearance or for some of the four.
    private mutating func color() -> String {
        func hex(_ me: inout TokenTheme) -> String {
            "\"#" + (0..<4).map { _ in String(format: "%02x", me.next(256)) }.joined() + "\""
        }
        guard next(2) == 0 else { return hex(&self) }
        var pairs = ["any: \(hex(&self))"]
        for appearance in SkinAppearance.allCases.dropFirst() where next(2) == 0 {
            pairs.append("\(appearance.rawValue): \(hex(&self))")
        }
        return "{ " + pairs.joined(separator: ", ") + " }"
    }
}
