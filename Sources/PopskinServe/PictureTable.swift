import Foundation
import PopskinSources

/// Every picture `popskin serve` may answer with, by name: the only files it serves besides its page. A name is the
/// hash of the PNG's bytes, so an unchanged picture keeps its URL and the browser its copy. Only the pictures the
/// cards name now and the newest focused drawings are kept, so memory stays flat over a long session.
public final class PictureTable: @unchecked Sendable {
    private let lock = NSLock()
    private var pictures: [String: [UInt8]] = [:]
    /// Focused drawings, oldest first: kept until `focusedLimit` newer ones push them out.
    private var focused: [String] = []
    static let focusedLimit = 32

    public init() {}

    /// Stores `png`; returns its name.
    func add(_ png: [UInt8]) -> String {
        let name = ContentHash.hex(ContentHash.of(png))
        lock.withLock { pictures[name] = png }
        return name
    }

    /// Stores a focused drawing, dropping the oldest beyond the limit unless a card still names it.
    func addFocused(_ png: [UInt8], keeping named: Set<String>) -> String {
        let name = add(png)
        lock.withLock {
            focused.removeAll { $0 == name }
            focused.append(name)
            while focused.count > Self.focusedLimit {
                let old = focused.removeFirst()
                if !named.contains(old) { pictures[old] = nil }
            }
        }
        return name
    }

    /// Drops every picture neither `named` (the cards') nor a recent focused drawing.
    func keep(only named: Set<String>) {
        lock.withLock {
            let kept = named.union(focused)
            pictures = pictures.filter { kept.contains($0.key) }
        }
    }

    /// The picture called `name`, if there is one: the name must be exactly a table's key.
    public func picture(_ name: String) -> [UInt8]? {
        lock.withLock { pictures[name] }
    }

    /// How many pictures and bytes are held.
    public var size: (count: Int, bytes: Int) {
        lock.withLock { (pictures.count, pictures.values.reduce(0) { $0 + $1.count }) }
    }
}
