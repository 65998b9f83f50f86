import Version

/// What a dependency asks of its package, in SwiftPM's vocabulary (DESIGN §9).
public enum PackageRequirement: Hashable, Sendable, CustomStringConvertible {
    /// `from: X.Y.Z`: X.Y.Z up to the next major version.
    case from(Version)
    /// `upToNextMinor: X.Y.Z`.
    case upToNextMinor(Version)
    case exact(Version)
    case branch(String)
    case revision(String)

    /// Released versions only: tags `X.Y.Z` or `vX.Y.Z`, no pre-release or build suffix.
    public static func releaseVersion(ofTag tag: String) -> Version? {
        let text = tag.hasPrefix("v") ? String(tag.dropFirst()) : tag
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.count < 10 && $0.allSatisfy { ("0"..."9").contains($0) } })
        else { return nil }
        return Version(Int(parts[0])!, Int(parts[1])!, Int(parts[2])!)
    }

    /// Whether a released version satisfies the requirement (branch and revision requirements take none).
    public func allows(_ version: Version) -> Bool {
        switch self {
        case .from(let lower): return version >= lower && version < Version(lower.major + 1, 0, 0)
        case .upToNextMinor(let lower): return version >= lower && version < Version(lower.major, lower.minor + 1, 0)
        case .exact(let wanted): return version == wanted
        case .branch, .revision: return false
        }
    }

    /// As written in a manifest: `from 2.1.0`.
    public var description: String {
        switch self {
        case .from(let v): return "from \(v)"
        case .upToNextMinor(let v): return "upToNextMinor \(v)"
        case .exact(let v): return "exact \(v)"
        case .branch(let name): return "branch \(name)"
        case .revision(let id): return "revision \(id)"
        }
    }

    /// As a range, for conflict reports: `>=2.1.0 <3.0.0`.
    public var rangeText: String {
        switch self {
        case .from(let v): return ">=\(v) <\(v.major + 1).0.0"
        case .upToNextMinor(let v): return ">=\(v) <\(v.major).\(v.minor + 1).0"
        case .exact(let v): return "\(v)"
        case .branch(let name): return "branch \(name)"
        case .revision(let id): return "revision \(id)"
        }
    }

    /// Reads `from 2.1.0` back (the lockfile's form).
    public init?(text: String) {
        let parts = text.split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        switch parts[0] {
        case "from": guard let v = Self.releaseVersion(ofTag: parts[1]) else { return nil }; self = .from(v)
        case "upToNextMinor": guard let v = Self.releaseVersion(ofTag: parts[1]) else { return nil }; self = .upToNextMinor(v)
        case "exact": guard let v = Self.releaseVersion(ofTag: parts[1]) else { return nil }; self = .exact(v)
        case "branch": self = .branch(parts[1])
        case "revision": self = .revision(parts[1])
        default: return nil
        }
    }
}
