import PopskinRuntime
import PopskinSources

/// One key of the theme format, declared once: what it holds, its default, how it inherits and varies, its
/// documentation, and where its value lives in the `Skin`. Decoding, `theme show`, `theme explain`, did-you-mean
/// suggestions, the format reference and the JSON Schema are all read off these declarations. A class: decoding
/// walks the keys for every theme, and passing one along is then a single reference.
public final class ThemeKey: Sendable {
    /// The dotted path, such as `arrow.base`.
    public let path: String
    /// The last component of the path.
    public let name: String
    /// The section holding the key ("" for the root).
    public let parent: String
    public let form: ValueForm
    /// What a number counts in, for documentation.
    public let unit: ValueUnit?
    public let fallback: Fallback
    /// False for what describes one file only (`extends`, `abstract`, `description`).
    public let inherits: Bool
    /// A one-line description: the format reference's and an editor's hover text.
    public let doc: String
    /// The popskin version that added the key.
    public let since: String
    /// For a section: words other tools use for its keys, suggested when written (`radius` → `blur`).
    public let synonyms: [String: String]
    /// For a section: keys naming a direction (`up`, `insets-left`) are FIXED-ARROW-METRICS errors, since UIKit reads
    /// one set of arrow metrics and insets per class.
    public let directional: Bool
    /// When `theme show` prints it.
    public let shown: ShowRule
    /// Where the value lives in a `Skin`; nil keeps it in `Skin.extras` (a key no typed field holds).
    let field: SkinField?
    /// For a section that may be absent: what its absence and presence mean for the skin.
    let presence: SectionPresence?
    /// How `theme explain` says a value was reached when the theme does not simply state it.
    let derivation: Derivation?
    /// A metric the generated class returns from a class method (`arrowBase()`, `arrowHeight()`,
    /// `contentViewInsets()`): an app compiles it in, so a change to it is a major version (`theme diff`).
    public let classMetric: Bool
    /// How a design token holds the value: what the `tokens` output writes it as, and what a token a theme uses
    /// for it must be.
    public let tokens: [TokenMapping]

    init(
        _ path: String, _ form: ValueForm, _ field: SkinField? = nil, unit: ValueUnit? = nil,
        fallback: Fallback = .none, inherits: Bool = true, doc: String, since: String = "0.1.0",
        synonyms: [String: String] = [:], directional: Bool = false, shown: ShowRule = .always,
        presence: SectionPresence? = nil, derivation: Derivation? = nil, classMetric: Bool = false,
        tokens: [TokenMapping] = []
    ) {
        self.path = path
        let dot = path.lastIndex(of: ".")
        name = dot.map { String(path[path.index(after: $0)...]) } ?? path
        parent = dot.map { String(path[..<$0]) } ?? ""
        self.form = form
        self.field = field
        self.unit = unit
        self.fallback = fallback
        self.inherits = inherits
        self.doc = doc
        self.since = since
        self.synonyms = synonyms
        self.directional = directional
        self.shown = shown
        self.presence = presence
        self.derivation = derivation
        self.classMetric = classMetric
        self.tokens = tokens
    }

    /// The key's value in `skin` (nil for a section, or a value the skin does not hold).
    public func value(in skin: Skin) -> ThemeValue? {
        field.map { $0.get(skin) } ?? skin.extras[path]
    }

    /// Whether an appearance may give its own value: colours and hand-made art may; geometry never.
    public var variesByAppearance: Bool {
        switch form {
        case .color, .image, .gradient, .gradientStops: true
        default: false
        }
    }
}

/// How a key's value is a DTCG design token (the `tokens` output's form of a theme).
public enum TokenMapping: Hashable, Sendable {
    /// A `dimension` token in `px` (points).
    case dimension
    case color
    case gradient
    /// A group of four `dimension` tokens: `top`, `left`, `bottom`, `right`.
    case insets
    /// The section as one composite token (`border`, `shadow`), its keys the token's members.
    case composite
    /// Under `$extensions.dev.popskin` with this name: what DTCG has no type for (a shape, a style, a direction).
    case popskinExtension(String)
}

/// The shape of a key's value.
public enum ValueForm: Sendable {
    /// A mapping of the keys declared under it.
    case section
    /// A number in `range`.
    case number(NumberRange)
    case bool
    /// Free text.
    case text
    /// A theme's name (`extends`).
    case themeName
    /// One of the names.
    case choice([String])
    /// `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, or one per appearance.
    case color
    /// A PNG path relative to the theme file, or one per appearance.
    case image
    /// One number, `[vertical, horizontal]`, `[top, left, bottom, right]` or `{top, left, bottom, right}`, each side
    /// in `range`.
    case insets(NumberRange)
    /// Two numbers `[first, second]`, each in `range`.
    case pair(String, String, NumberRange)
    /// A number in the range, or the word (`corner-radius: capsule`).
    case numberOrWord(NumberRange, String)
    /// A gradient: `{from, to, axis}` or `{stops, axis}` (the keys declared under it).
    case gradient
    /// At least two colours, each plain or `{color, at}`.
    case gradientStops
    /// Hand-made combined art for one variant: `{image, cap-insets}` (the keys declared under it).
    case variantArt
    /// A value popskin works out and `theme show` prints (`metrics`); never written in a theme.
    case computed
}

/// The numbers a key accepts. Never infinity or NaN, unless `allowsInfinity` (then `.inf` only).
public struct NumberRange: Sendable, Hashable {
    public var minimum: Double
    /// The minimum itself is not allowed.
    public var exclusive = false
    /// The largest number allowed; `.greatestFiniteMagnitude` for no bound but finiteness (the theme format bounds
    /// every length it takes: see `NumberRange.length`).
    public var maximum: Double = .greatestFiniteMagnitude
    /// `.inf` allowed (`maximum-size`).
    public var allowsInfinity = false
    /// The id a number out of range is reported under.
    public var id: DiagnosticID = .typeMismatch
    /// What messages say the range asks for, when its bounds do not say it all.
    public var wording: String?

    /// ≥ 0.
    public static let nonNegative = NumberRange(minimum: 0)
    /// Any finite number.
    public static let any = NumberRange(minimum: -.greatestFiniteMagnitude)
    /// From 0 to 1.
    public static let fraction = NumberRange(minimum: 0, maximum: 1)

    func contains(_ value: Double) -> Bool {
        if value.isNaN { return false }
        if value.isInfinite { return allowsInfinity && value > 0 }
        return (exclusive ? value > minimum : value >= minimum) && value <= maximum
    }
}

/// What a number counts.
public enum ValueUnit: String, Sendable {
    case points = "pt"
    /// From 0 to 1.
    case fraction
    /// Degrees of a turn.
    case degrees = "deg"
}

/// What a key holds when no theme of the chain sets it.
public enum Fallback: Sendable {
    /// A concrete theme must set it.
    case required
    /// Required when `condition` holds of the skin (`arrow.image` for `shape: image`), which `explain` calls `when`.
    case requiredWhen(String, @Sendable (Skin) -> Bool)
    /// This value.
    case constant(ThemeValue)
    /// Worked out from other keys; `from` says how, for the reference.
    case derived(from: String, @Sendable (Skin) -> ThemeValue)
    /// Nothing: the key is optional and absent.
    case none
}

/// When `theme show` prints a key: what matters for the skin, and any value the format would not have worked out
/// itself, so that what it prints reads back as the same skin.
public enum ShowRule: Sendable {
    /// Always; `null` when it has no value.
    case always
    /// When it has a value.
    case whenSet
    /// When the skin calls for it (`tip-radius` for a rounded arrow).
    case when(@Sendable (Skin) -> Bool)
}

/// An optional section: what the skin holds without it, what it starts from with it, and whether a skin has it.
struct SectionPresence: Sendable {
    var absent: @Sendable (inout Skin) -> Void
    var present: @Sendable (inout Skin) -> Void
    var isPresent: @Sendable (Skin) -> Bool
}

/// How `theme explain` words a value popskin reached rather than read: the skin, and whether the chain set the key.
typealias Derivation = @Sendable (_ skin: Skin, _ setByTheme: Bool) -> String?

extension ThemeKey {
    /// A key whose value `Skin.extras` keeps (no typed field holds it): what a format extending popskin's declares.
    public convenience init(
        _ path: String, _ form: ValueForm, unit: ValueUnit? = nil, fallback: Fallback = .none, doc: String,
        since: String
    ) {
        self.init(path, form, nil, unit: unit, fallback: fallback, doc: doc, since: since)
    }

}
