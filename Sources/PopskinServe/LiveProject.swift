import Foundation
import PopskinBuild
import PopskinCore
import PopskinRender
import PopskinRuntime
import PopskinSources

/// The project `popskin serve` shows, read again whenever its inputs change: each concrete theme's card, re-drawn
/// only when what it draws from changed — its resolved skin (so an edit to a base theme or a token reaches every
/// theme that inherits or uses it), the bytes of its art, or the card settings. A theme that now has errors keeps
/// its last good strips, marked stale, with the errors beside them.
public final class LiveProject: @unchecked Sendable {
    public let root: String
    public let pictures = PictureTable()
    private let lock = NSLock()
    /// One reading at a time: the watcher's and a change of settings.
    private let reading = NSLock()
    private var drawing: CardSettings
    private var state: [String: (card: ThemeCard, key: DrawKey?)] = [:]
    private var order: [String] = []
    private var inputs: InputSnapshot?
    private var skins: [String: Skin] = [:]
    private var watch: WatchSet?

    /// What a card's strips are drawn from: when it is unchanged, the strips are too.
    struct DrawKey: Hashable {
        var skin: Skin
        var art: [String: String]
        var settings: CardSettings
    }

    public init(root: String, settings: CardSettings = CardSettings()) {
        self.root = URL(fileURLWithPath: root).standardizedFileURL.path
        self.drawing = settings
    }

    /// How the cards are drawn. Setting it re-draws every card at the next `refresh`.
    public var settings: CardSettings {
        get { lock.withLock { drawing } }
        set { lock.withLock { drawing = newValue } }
    }

    /// The cards, in the registry's order.
    public var cards: [ThemeCard] {
        lock.withLock { order.compactMap { state[$0]?.card } }
    }

    /// What the last reading read, for the watcher.
    public var watchSet: WatchSet? { lock.withLock { watch } }

    /// Reads the project again and re-draws what changed; returns the names of the cards that differ (added,
    /// re-drawn, newly stale or with other problems) and those removed.
    @discardableResult
    public func refresh() -> (changed: [String], removed: [String]) {
        reading.lock()
        defer { reading.unlock() }
        let sink = DiagnosticSink()
        let result = ProjectFrontEnd(projectRoot: root).run(diagnostics: sink)
        let diagnostics = sink.diagnostics
        let scope = ThemeScope(result, diagnostics: diagnostics)
        let known: [String: (card: ThemeCard, key: DrawKey?)] = lock.withLock { self.state }
        let settings: CardSettings = lock.withLock { drawing }
        let themes = result.registry.themes.filter { !$0.isAbstract && $0.package == nil }
        let global = scope.global.map(ThemeCard.Problem.init)
        // The themes to draw, on all cores; the rest keep their strips.
        let toDraw = themes.compactMap { theme -> (ResolvedTheme, Skin, DrawKey)? in
            guard scope.builds(theme.name), let skin = theme.skin else { return nil }
            let key = DrawKey(skin: skin, art: skin.artHashes(in: result.project.inputs), settings: settings)
            return known[theme.name]?.key == key ? nil : (theme, skin, key)
        }
        let inputs = result.project.inputs
        let drawn = toDraw.concurrentMap { theme, skin, _ in
            Result { try CardDrawing.strips(name: theme.name, skin: skin, inputs: inputs, settings: settings) }
        }
        var next: [String: (card: ThemeCard, key: DrawKey?)] = [:]
        var strips: [String: ([ThemeCard.Strip], DrawKey)] = [:]
        var failures: [String: String] = [:]
        for ((theme, _, key), outcome) in zip(toDraw, drawn) {
            switch outcome {
            case .success(let made):
                strips[theme.name] = (
                    made.map { ThemeCard.Strip(appearance: $0.appearance, picture: pictures.add($0.png)) }, key
                )
            case .failure(let error): failures[theme.name] = "\(error)"
            }
        }
        for theme in themes {
            let previous = known[theme.name]
            var problems = global + (scope.byTheme[theme.name] ?? []).map(ThemeCard.Problem.init)
            if let failure = failures[theme.name] {
                problems.append(
                    ThemeCard.Problem(
                        severity: "error", id: "IO-ERROR", file: nil, line: nil, column: nil,
                        message: "could not draw: \(failure)"))
            }
            let fresh = strips[theme.name]
            let builds = scope.builds(theme.name) && failures[theme.name] == nil
            let skin = theme.skin
            let card = ThemeCard(
                name: theme.name, description: theme.description,
                strips: fresh?.0 ?? previous?.card.strips ?? [], problems: problems, stale: !builds,
                arrowBase: skin?.arrow.base, arrowHeight: skin?.arrow.height,
                insets: skin.map {
                    [$0.content.insets.top, $0.content.insets.left, $0.content.insets.bottom, $0.content.insets.right]
                })
            next[theme.name] = (card, fresh?.1 ?? (builds ? previous?.key : nil))
        }
        // A theme file that no longer loads keeps its card, stale, with its errors.
        for (name, _) in result.project.unloadedThemes where next[name] == nil {
            guard var card = known[name]?.card else { continue }
            card.stale = true
            card.problems = global + (scope.byTheme[name] ?? []).map(ThemeCard.Problem.init)
            next[name] = (card, nil)
        }
        let loaded = Set(themes.map(\.name))
        let names = themes.map(\.name) + next.keys.filter { !loaded.contains($0) }.sorted()
        let changed = names.filter { known[$0]?.card != next[$0]?.card }
        let removed = known.keys.filter { next[$0] == nil }.sorted()
        lock.withLock {
            state = next
            order = names
            self.inputs = result.project.inputs
            skins = Dictionary(uniqueKeysWithValues: themes.compactMap { theme in theme.skin.map { (theme.name, $0) } })
            watch = WatchSet(result.project.inputs)
        }
        pictures.keep(only: Set(next.values.flatMap { $0.card.strips.map(\.picture) }))
        return (changed, removed)
    }

    /// One direction of theme `name` at a size and offset (the focused view), stored as a picture; its name, or nil
    /// for a theme the page has no drawing of.
    public func focused(
        _ name: String, direction: PopoverArrowDirection, size: Size, offset: Double, appearance: SkinAppearance?
    ) throws -> String? {
        let skin: Skin? = lock.withLock { skins[name] }
        let inputs: InputSnapshot? = lock.withLock { self.inputs }
        let named: Set<String> = lock.withLock { Set(state.values.flatMap { $0.card.strips.map(\.picture) }) }
        guard let skin, let inputs, card(named: name)?.stale == false else { return nil }
        let drawing = ThemeDrawing(name: name, skin: skin, inputs: inputs)
        let image = try CardDrawing.picture(
            drawing, direction: direction, offset: offset, size: size, appearance: appearance, settings: self.settings)
        return pictures.addFocused(try PNGEncoder.encode(image, fast: true), keeping: named)
    }

    private func card(named name: String) -> ThemeCard? {
        lock.withLock { state[name]?.card }
    }
}
