/// What a PNG's IHDR chunk declares, read without decoding the image, and the budgets that follow from it.
public struct PNGHeader: Hashable, Sendable {
    /// Pixels.
    public var width: Int
    /// Pixels.
    public var height: Int
    /// Bits per sample: 1, 2, 4, 8 or 16.
    public var bitDepth = 8
    /// PNG's colour type: 0 grey, 2 RGB, 3 palette, 4 grey and alpha, 6 RGBA.
    public var colorType = 6
    /// Adam7 interlacing.
    public var interlaced = false

    public init(width: Int, height: Int, bitDepth: Int = 8, colorType: Int = 6, interlaced: Bool = false) {
        (self.width, self.height, self.bitDepth, self.colorType, self.interlaced) = (
            width, height, bitDepth, colorType, interlaced
        )
    }

    /// Why a file has no usable PNG header.
    public enum Problem: Error, Hashable, Sendable {
        /// The file cannot be read safely (missing, not a regular file, outside its folder).
        case unreadable(InputFile.Failure)
        /// The file does not start with a PNG signature and a well-formed IHDR chunk.
        case notPNG
        /// The file, of `size` bytes, has more than its declared pixels can need (`PNGHeader.byteLimit`).
        case tooLarge(PNGHeader, size: Int)
    }

    /// The bytes a header and its CRC take at the start of a file.
    public static let headerSize = 33

    /// Metadata (colour profile, text) a file may hold beyond its pixels' worst-case compressed size.
    public static let metadataAllowance = 256 << 10

    /// Reads the first `headerSize` bytes of the file at `path` (absolute, or relative to the working directory), and
    /// refuses a file larger than its pixels can need before anything else of it is read.
    public static func read(path: String, inside root: InputFile.Root? = nil) -> Result<PNGHeader, Problem> {
        switch InputFile.prefix(path, count: headerSize, inside: root) {
        case .failure(let failure): return .failure(.unreadable(failure))
        case .success(let (bytes, size)):
            return parse(bytes).flatMap { header in
                size <= header.byteLimit ? .success(header) : .failure(.tooLarge(header, size: size))
            }
        }
    }

    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The header of PNG `bytes` (at least their first `headerSize`).
    public static func parse(_ bytes: some Collection<UInt8>) -> Result<PNGHeader, Problem> {
        let bytes = Array(bytes.prefix(headerSize))
        guard bytes.count == headerSize, Array(bytes[0..<8]) == signature, Array(bytes[8..<12]) == [0, 0, 0, 13],
            Array(bytes[12..<16]) == Array("IHDR".utf8)
        else { return .failure(.notPNG) }
        func be32(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let header = PNGHeader(
            width: be32(16), height: be32(20), bitDepth: Int(bytes[24]), colorType: Int(bytes[25]),
            interlaced: bytes[28] == 1)
        // PNG's own rules: sizes of 1 to 2^31 - 1, the depths each colour type allows, the one compression and
        // filter method, no interlacing or Adam7.
        let depths: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard (1...Int(Int32.max)).contains(header.width), (1...Int(Int32.max)).contains(header.height),
            depths[header.colorType]?.contains(header.bitDepth) == true, bytes[26] == 0, bytes[27] == 0,
            bytes[28] <= 1
        else { return .failure(.notPNG) }
        return .success(header)
    }

    /// Samples per pixel.
    public var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 4 }

    /// Exactly what the image data inflates to: each row (of each Adam7 pass) is a filter byte and its samples.
    public var inflatedSize: Int {
        func rows(_ width: Int, _ height: Int) -> Int {
            width == 0 || height == 0 ? 0 : Self.product(height, 1 + (width * channels * bitDepth + 7) / 8)
        }
        guard interlaced else { return rows(width, height) }
        // Adam7: each pass's first column and row, and its step in each direction.
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return passes.reduce(0) { total, pass in
            let (x, y, dx, dy) = pass
            return Self.sum(total, rows((width - x + dx - 1) / dx, (height - y + dy - 1) / dy))
        }
    }

    /// The most bytes the file may have: its image data stored without compression (zlib's 5 bytes per 64 KiB
    /// block, PNG's 12 per chunk), with a sixteenth to spare, and `metadataAllowance` for everything else. A file
    /// larger than this holds data its pixels do not need, such as a deflate bomb behind a small header.
    public var byteLimit: Int {
        let inflated = inflatedSize
        return Self.sum(Self.sum(inflated, inflated / 16), Self.metadataAllowance)
    }

    /// How a file of `size` bytes over `byteLimit` is reported: `file` as shown.
    public func overLimit(_ file: String, size: Int) -> String {
        "\(file) is \(size) bytes, more than its pixels can need (at most \(byteLimit) bytes for \(width)×\(height) px); "
            + "it is not decoded"
    }

    /// The bytes the image takes once decoded, as popskin draws it: four bytes a pixel.
    public var decodedSize: Int { Self.product(Self.product(width, height), 4) }

    /// Sizes a hostile header declares overflow `Int`: they saturate instead.
    public static func product(_ a: Int, _ b: Int) -> Int {
        let (value, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? .max : value
    }

    /// `a + b`, saturating as `product` does.
    public static func sum(_ a: Int, _ b: Int) -> Int {
        let (value, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : value
    }
}
