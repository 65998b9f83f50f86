import Foundation

/// A package tree's content hash, Go-dirhash style: SHA-256 over the sorted lines `<sha256 of file>  <path>\n`
/// of every file. Paths and bytes only — no commit ids, modes or times — so a mirror with other commit ids
/// verifies, and a moved tag with other content does not.
public struct Integrity: Hashable, Sendable, CustomStringConvertible {
    public var digest: [UInt8]

    /// The digest as it is.
    public init(digest: [UInt8]) {
        self.digest = digest
    }

    /// Reads `sha256-<base64>`.
    public init?(text: String) {
        guard text.hasPrefix("sha256-"), let data = Data(base64Encoded: String(text.dropFirst(7))), data.count == 32
        else { return nil }
        digest = [UInt8](data)
    }

    /// `sha256-<base64>`, as Subresource Integrity writes it.
    public var description: String { "sha256-" + Data(digest).base64EncodedString() }

    /// The digest in lowercase hex.
    public var hex: String { digest.map { String(format: "%02x", $0) }.joined() }
}
