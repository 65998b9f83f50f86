import Foundation

/// The Language Server Protocol's base protocol: each message is a header (`Content-Length: N`, other fields
/// ignored, lines ended by CRLF) and a blank line, then N bytes of JSON. Read from a byte stream in pieces of any size;
/// a header over 8 KiB, a length over `largestBody` or a header without a length is a framing error, after which the
/// stream cannot be trusted.
public struct MessageFraming: Sendable {
    /// The largest body read: far above any theme or token file an editor sends.
    public static let largestBody = 32 << 20
    static let largestHeader = 8 << 10

    public enum Problem: Error, Equatable, Sendable {
        case headerTooLong
        case noContentLength
        case badContentLength(String)
    }

    private var buffer: [UInt8] = []

    public init() {}

    /// Adds `bytes` read from the stream.
    public mutating func append(_ bytes: some Sequence<UInt8>) { buffer.append(contentsOf: bytes) }

    /// The next whole message's body, nil when more bytes are needed.
    public mutating func next() throws(Problem) -> [UInt8]? {
        guard let end = Self.headerEnd(buffer) else {
            if buffer.count > Self.largestHeader { throw .headerTooLong }
            return nil
        }
        guard end <= Self.largestHeader else { throw .headerTooLong }
        let header = String(decoding: buffer[..<end], as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { continue }
            let text = parts[1].trimmingCharacters(in: .whitespaces)
            guard let value = Int(text), value >= 0, value <= Self.largestBody else {
                throw .badContentLength(String(text.prefix(40)))
            }
            length = value
        }
        guard let length else { throw .noContentLength }
        let start = end + 4
        guard buffer.count >= start + length else { return nil }
        let body = Array(buffer[start..<(start + length)])
        buffer.removeFirst(start + length)
        return body
    }

    /// Where the blank line after the header starts.
    static func headerEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }

    /// `body` framed for the stream.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
