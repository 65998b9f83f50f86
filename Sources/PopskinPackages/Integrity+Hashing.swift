import Crypto
import Foundation
import PopskinInstalledPackages

extension Integrity {
    /// The integrity of a tree of files (paths relative to the package root).
    public init(files: [(path: String, bytes: [UInt8])]) {
        var lines = files.map { file in
            SHA256.hash(data: file.bytes).map { String(format: "%02x", $0) }.joined() + "  " + file.path + "\n"
        }
        lines.sort { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        self.init(digest: Array(SHA256.hash(data: Array(lines.joined().utf8))))
    }
}
