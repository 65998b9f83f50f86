import Crypto
import Foundation
import PopskinInstalledPackages
import PopskinSources

extension Integrity {
    /// The integrity of a tree of files (paths relative to the package root).
    public init(files: [(path: String, bytes: [UInt8])]) {
        var lines = files.map { file in
            SHA256.hash(data: file.bytes).map { String(format: "%02x", $0) }.joined() + "  " + file.path + "\n"
        }
        lines.sort(by: ByteOrder.precedes)
        self.init(digest: Array(SHA256.hash(data: Array(lines.joined().utf8))))
    }
}
