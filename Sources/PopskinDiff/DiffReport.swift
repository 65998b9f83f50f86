import PopskinRender

/// The semantic version a change needs: `major` when an app that used the old version may no longer compile or lay
/// out the same (a theme or token gone, a class metric changed), `minor` when it shows something else, `patch` when
/// nothing it ships looks different.
public enum ChangeLevel: String, Codable, Comparable, Sendable, CustomStringConvertible {
    case patch, minor, major
    public static func < (a: ChangeLevel, b: ChangeLevel) -> Bool { a.rank < b.rank }
    private var rank: Int {
        switch self {
        case .patch: return 0
        case .minor: return 1
        case .major: return 2
        }
    }
    public var description: String { rawValue }
}

/// Where a value was written: a theme or token file, line and column.
public struct ValueLocation: Codable, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var description: String { "\(file):\(line):\(column)" }
}

/// One resolved value that differs between the versions, and where each version got it.
public struct ValueChange: Codable, Sendable {
    public var path: String
    /// The value as JSON text, nil when the version does not have it.
    public var from: String?
    public var to: String?
    public var semver: ChangeLevel
    public var fromLocation: ValueLocation?
    public var toLocation: ValueLocation?
    /// How far the value moves what is drawn, for a colour or a length: "ΔE2000 7.5", "0.3 px at @3x: no visible
    /// difference".
    public var difference: String?
    /// The written value a derived one follows (`background.corner-radius` for a corner clearance no version
    /// wrote): the author changed that, not this.
    public var derivedFrom: String?
}

/// One drawing of a theme compared: a direction and offset, an appearance, a scale.
public struct CaseResult: Encodable, Sendable {
    public var direction: String
    /// arrowOffset in points; the clamped cases push it past both ends of the edge.
    public var offset: Double
    /// An appearance, or `any` for a theme that looks the same in all.
    public var appearance: String
    public var scale: Int
    /// Pixels that differ by a just noticeable difference and beyond the threshold (anti-aliasing left out).
    public var pixels: Int
    public var width: Int
    public var height: Int
    /// PNG bytes of the two drawings and of the diff overlay, kept when a report is written.
    public var images: CaseImages?
    /// The largest colour change inside flat areas (ΔE2000, to a tenth) and its pixel (x, y), whatever the
    /// threshold; nil when none differs.
    public var largestDeltaE: Double?
    public var largestAt: [Int]?

    enum CodingKeys: String, CodingKey {
        case direction, offset, appearance, scale, pixels, width, height, largestDeltaE, largestAt
    }

    /// No pixel counted and no colour changed by a just noticeable difference: the case looks the same.
    public var looksTheSame: Bool { pixels == 0 && (largestDeltaE ?? 0) < 1 }

    /// "largest ΔE2000 7.5 (up, offset 0, @2x, at 120,40)": where the colour changed most, if it did.
    public var largestChange: String? {
        guard let largestDeltaE else { return nil }
        let at = largestAt.map { " at \($0[0]),\($0[1])" } ?? ""
        let shownOffset = offset == offset.rounded() ? String(Int(offset)) : String(offset)
        return "largest ΔE2000 \(largestDeltaE) (\(direction), offset \(shownOffset), @\(scale)x\(at))"
    }
}

/// The pictures of one case.
public struct CaseImages: Sendable {
    public var before: [UInt8]
    public var after: [UInt8]
    public var diff: [UInt8]
}

/// A theme whose shipped values differ between the versions.
public struct ChangedTheme: Encodable, Sendable {
    public var name: String
    public var semver: ChangeLevel
    public var cases: [CaseResult]
    public var values: [ValueChange]
    /// Changes that ship nothing (a description), listed for the reader.
    public var notes: [ValueChange]
    /// Why a drawing failed, when one did.
    public var problem: String?
    /// Differing pixels over all cases.
    public var pixels: Int { cases.reduce(0) { $0 + $1.pixels } }
    /// The case with the largest colour change inside flat areas, if any changed.
    public var largestChange: CaseResult? {
        cases.filter { $0.largestDeltaE != nil }.max { $0.largestDeltaE! < $1.largestDeltaE! }
    }
}

/// A theme that ships the same in both versions but for values that draw nothing.
public struct ThemeNote: Encodable, Sendable {
    public var name: String
    public var notes: [ValueChange]
}

/// How much the diff checked, so a gate that checked nothing cannot pass unseen.
public struct DiffChecks: Codable, Sendable {
    public var themesCompared: Int
    public var casesRendered: Int
}

/// What `theme diff` found between two versions of a project.
public struct DiffReport: Encodable, Sendable {
    public var from: String
    public var to: String
    /// The comparator's threshold (0…1, YIQ distance; pixelmatch's default is 0.1, popskin's 0).
    public var threshold: Double
    /// The smallest ΔE2000 a counted pixel moves: one just noticeable difference.
    public var noticeable: Double
    public var changed: [ChangedTheme] = []
    public var added: [String] = []
    public var removed: [String] = []
    /// Every theme that ships the same, with or without notes.
    public var unchanged: [String] = []
    /// The unchanged themes that have notes, and the notes.
    public var notes: [ThemeNote] = []
    /// The project's own tokens the later version no longer has.
    public var removedTokens: [String] = []
    /// Each listed theme's description in the later version (else the earlier), for readers of the report.
    public var descriptions: [String: String] = [:]
    public var checks = DiffChecks(themesCompared: 0, casesRendered: 0)
    /// Changed themes drawn with a material (in either version): drawn as popskin approximates one, over a grey
    /// stand-in, which the report says once.
    public var materials: [String] = []
    /// Those of `materials` drawn with Liquid Glass (`material: glass`), which the report names apart.
    public var glass: [String] = []
    /// The version each side's manifest declares, if any.
    public var fromVersion: String?
    public var toVersion: String?

    /// The smallest version bump the changes need; nil when nothing shipped changed.
    public var semver: ChangeLevel? {
        var levels = changed.map(\.semver)
        if !removed.isEmpty || !removedTokens.isEmpty { levels.append(.major) }
        if !added.isEmpty { levels.append(.minor) }
        return levels.max()
    }

    /// The line that says the materials are approximations, when a drawn theme has one.
    public var materialNote: String? {
        MaterialLook.approximationNote(
            blurs: materials.filter { !glass.contains($0) }, glass: glass, overStandIn: true)
    }

    /// Whether anything shipped differs.
    public var hasChanges: Bool { semver != nil }

    public init(from: String, to: String, threshold: Double, noticeable: Double) {
        self.from = from
        self.to = to
        self.threshold = threshold
        self.noticeable = noticeable
    }

    /// When a pixel counts, in YIQ and ΔE2000 terms: "a pixel counts when its colour moves ΔE2000 ≥ 1 (YIQ
    /// threshold 0), anti-aliasing left out".
    public var countingRule: String {
        let number = { (value: Double) in value == value.rounded() ? String(Int(value)) : String(value) }
        let yiq =
            threshold == 0
            ? "YIQ threshold 0: no tolerance"
            : "and beyond YIQ threshold \(number(threshold)), \(number(threshold * 100)) % of black to white"
        return "a pixel counts when its colour moves ΔE2000 ≥ \(number(noticeable)) (\(yiq)), anti-aliasing left out"
    }

    enum CodingKeys: String, CodingKey {
        case from, to, threshold, noticeable, changed, added, removed, unchanged, notes, removedTokens, descriptions,
            checks, semver
        case fromVersion, toVersion, materials, glass
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(threshold, forKey: .threshold)
        try container.encode(noticeable, forKey: .noticeable)
        try container.encode(changed, forKey: .changed)
        try container.encode(added, forKey: .added)
        try container.encode(removed, forKey: .removed)
        try container.encode(unchanged, forKey: .unchanged)
        try container.encode(notes, forKey: .notes)
        try container.encode(removedTokens, forKey: .removedTokens)
        try container.encode(descriptions, forKey: .descriptions)
        try container.encode(checks, forKey: .checks)
        try container.encode(materials, forKey: .materials)
        try container.encode(glass, forKey: .glass)
        try container.encode(semver, forKey: .semver)
        try container.encodeIfPresent(fromVersion, forKey: .fromVersion)
        try container.encodeIfPresent(toVersion, forKey: .toVersion)
    }
}
