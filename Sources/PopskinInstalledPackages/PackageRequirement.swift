import Version

/// What a dependency asks of its package, in SwiftPM's vocabulary: `from`, `upToNextMinor`, `exact`, `branch`,
/// `revision`.
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
        guard parts.count == 3,
            parts.allSatisfy({ !$0.isEmpty && $0.count < 10 && $0.allSatisfy { ("0"..."9").contains($0) } })
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

    /// From a manifest key and its value; nil for an unknown key or a version that is not `X.Y.Z`.
    public init?(key: String, value: String) {
        switch key {
        case "branch": self = .branch(value)
        case "revision": self = .revision(value)
        default:
            guard let version = Self.releaseVersion(ofTag: value) else { return nil }
            switch key {
            case "from": self = .from(version)
            case "upToNextMinor": self = .upToNextMinor(version)
            case "exact": self = .exact(version)
            default: return nil
            }
        }
    }

    /// The manifest key that writes it.
    public var key: String {
        switch self {
        case .from: return "from"
        case .upToNextMinor: return "upToNextMinor"
        case .exact: return "exact"
        case .branch: return "branch"
        case .revision: return "revision"
        }
    }

    /// The value under `key`: a version, a branch or a commit.
    public var value: String {
        switch self {
        case .from(let v), .upToNextMinor(let v), .exact(let v): return v.description
        case .branch(let text), .revision(let text): return text
        }
    }

    /// Whether it asks for a released version (rather than a branch or a commit).
    public var isRelease: Bool {
        switch self {
        case .branch, .revision: return false
        case .from, .upToNextMinor, .exact: return true
        }
    }

    /// As written in a manifest and the lock: `from 2.1.0`.
    public var description: String { "\(key) \(value)" }

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
}
