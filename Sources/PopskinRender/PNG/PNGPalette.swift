/// An image's colours as a PNG palette, when it has at most 256: entries and one index per pixel.
struct PNGPalette {
    /// RGBA entries, 4 bytes each, translucent ones first so that tRNS stops at the last of them; within each
    /// group by alpha, then red, green and blue, so that neighbouring shades get neighbouring indices and the row
    /// filters find small differences (first-seen order compresses about 10% worse).
    var entries: [UInt8]
    var indices: [UInt8]
    /// How many entries have alpha < 255: the length of the tRNS chunk.
    var translucent: Int

    /// The palette of `image`, or nil as soon as a 257th colour turns up. Two passes: the first only collects
    /// colours, so that an image with too many allocates nothing; the second writes the indices.
    init?(_ image: RGBAImage) {
        var table = ColourTable()
        let count = image.width * image.height
        let complete = image.pixels.withUnsafeBytes { bytes in
            var previous: UInt32? = nil
            for pixel in 0..<count {
                let key = bytes.loadUnaligned(fromByteOffset: pixel * 4, as: UInt32.self)
                // Most pixels repeat their left neighbour: skip the hash for them.
                guard key != previous else { continue }
                previous = key
                guard table.insert(key) else { return false }
            }
            return true
        }
        guard complete else { return nil }

        let rgba = table.colours.map { UInt32(littleEndian: $0) }
        // Opaque after translucent, then by A, R, G, B.
        let sortKey = { (x: UInt32) -> UInt64 in
            UInt64(x >> 24 == 255 ? 1 : 0) << 32
                | UInt64((x >> 24) << 24 | (x & 0xFF) << 16 | (x & 0xFF00) | (x >> 16) & 0xFF)
        }
        let order = rgba.indices.sorted { sortKey(rgba[$0]) < sortKey(rgba[$1]) }
        var entries: [UInt8] = []
        entries.reserveCapacity(order.count * 4)
        for (index, colour) in order.enumerated() {
            table.setIndex(UInt8(index), of: table.colours[colour])
            let word = rgba[colour]
            entries += [UInt8(word & 0xFF), UInt8((word >> 8) & 0xFF), UInt8((word >> 16) & 0xFF), UInt8(word >> 24)]
        }
        self.entries = entries
        self.translucent = rgba.filter { $0 >> 24 != 255 }.count
        self.indices = [UInt8](unsafeUninitializedCapacity: count) { indices, initialized in
            image.pixels.withUnsafeBytes { bytes in
                var previous = (key: UInt32(0), index: table.index(of: 0))
                for pixel in 0..<count {
                    let key = bytes.loadUnaligned(fromByteOffset: pixel * 4, as: UInt32.self)
                    if key != previous.key { previous = (key, table.index(of: key)) }
                    indices[pixel] = previous.index
                }
            }
            initialized = count
        }
    }
}

/// Open addressing on the RGBA word, 1,024 slots for at most 256 colours, so probes stay short.
private struct ColourTable {
    private var keys = [UInt32](repeating: 0, count: 1024)
    /// Per slot: 0 empty, else the colour's position in `colours` + 1, later its palette index + 1.
    private var values = [UInt16](repeating: 0, count: 1024)
    /// The colours in first-seen order, as loaded (RGBA bytes in memory order).
    private(set) var colours: [UInt32] = []

    private func slot(_ key: UInt32) -> Int {
        var probe = Int((key &* 0x9E37_79B1) >> 22)
        while values[probe] != 0 && keys[probe] != key { probe = (probe + 1) & 1023 }
        return probe
    }

    /// Adds `key` if it is new; false when it would be the 257th colour.
    mutating func insert(_ key: UInt32) -> Bool {
        let probe = slot(key)
        guard values[probe] == 0 else { return true }
        guard colours.count < 256 else { return false }
        colours.append(key)
        keys[probe] = key
        values[probe] = UInt16(colours.count)
        return true
    }

    mutating func setIndex(_ index: UInt8, of key: UInt32) { values[slot(key)] = UInt16(index) + 1 }

    /// The palette index of a colour the table holds (0 for one it does not).
    func index(of key: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: max(1, values[slot(key)]) - 1) }
}
