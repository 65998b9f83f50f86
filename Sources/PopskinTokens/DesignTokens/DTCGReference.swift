import PopskinSources

/// The two ways a DTCG value refers to another (Format §7): a curly reference, the whole string `{group.token}`
/// naming a token, and a JSON Pointer `#/group/token/$value/…` (RFC 6901 in a URI fragment) naming any part of a
/// token's value.
package enum DTCGReference {
    /// The token path of a curly reference (the whole string), or nil when `text` is not one. Segments are names
    /// (Format §5.1.1), or the reserved `$root`; nothing is trimmed, so `{ a }` names the token " a ".
    static func curlyPath(_ text: String) -> [String]? {
        curlyName(text)?.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// The dotted token path of a curly reference, unsplit (the checker asks this of every string value of a
    /// file): each segment a name (Format §5.1.1: not empty, no `{`, `}`, `.`, no leading `$`) or `$root`.
    static func curlyName(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            let count = bytes.count
            guard count > 2, bytes[0] == UInt8(ascii: "{"), bytes[count - 1] == UInt8(ascii: "}") else { return nil }
            var start = 1
            for index in 1...(count - 1) {
                let byte = bytes[index]
                if index == count - 1 || byte == UInt8(ascii: ".") {
                    // A segment: not empty, `$` only as `$root`.
                    guard index > start else { return nil }
                    if bytes[start] == UInt8(ascii: "$") {
                        guard index - start == 5, bytes[start + 1] == UInt8(ascii: "r"),
                            bytes[start + 2] == UInt8(ascii: "o"),
                            bytes[start + 3] == UInt8(ascii: "o"), bytes[start + 4] == UInt8(ascii: "t")
                        else { return nil }
                    }
                    start = index + 1
                } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") {
                    return nil
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[1..<(count - 1)]), as: UTF8.self)
        }
    }

    /// A string that starts or ends like a curly reference: one that is not well-formed is an error, never a value.
    static func looksLikeCurly(_ text: String) -> Bool {
        text.utf8.first == UInt8(ascii: "{") || text.utf8.last == UInt8(ascii: "}")
    }

    enum PointerProblem: Error {
        case syntax(String)
    }

    /// The segments of a JSON Pointer in a URI fragment: `#/` then segments whose characters are unreserved or
    /// percent-encoded (a space is `%20`), with `~1` for `/` and `~0` for `~` (decoded in that order).
    static func pointer(_ text: String) -> Result<[String], PointerProblem> {
        guard text.hasPrefix("#/") else {
            // `#orange`: the name is there, the slash is not.
            let rest = text.dropFirst()
            let hint =
                text.hasPrefix("#") && !rest.isEmpty && !rest.hasPrefix("#") ? " (did you mean \"#/\(rest)\"?)" : ""
            return .failure(
                .syntax(
                    text.hasPrefix("#")
                        ? "a JSON Pointer names a location after '#/', such as \"#/color/accent/$value\"" + hint
                        : "a JSON Pointer in this document starts with '#/', such as \"#/color/accent/$value\""))
        }
        var segments: [String] = []
        for raw in text.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
            var bytes: [UInt8] = []
            var utf8 = Array(raw.utf8)[...]
            while let byte = utf8.first {
                utf8 = utf8.dropFirst()
                if byte == UInt8(ascii: "%") {
                    guard utf8.count >= 2, let high = hexValue(utf8[utf8.startIndex]),
                        let low = hexValue(utf8[utf8.startIndex + 1])
                    else { return .failure(.syntax("'%' in a JSON Pointer must begin an escape such as %20")) }
                    bytes.append(high * 16 + low)
                    utf8 = utf8.dropFirst(2)
                } else if byte == UInt8(ascii: "~") {
                    guard let next = utf8.first, next == UInt8(ascii: "0") || next == UInt8(ascii: "1") else {
                        return .failure(.syntax("'~' in a JSON Pointer must be written ~0 (and '/' as ~1)"))
                    }
                    bytes.append(next == UInt8(ascii: "0") ? UInt8(ascii: "~") : UInt8(ascii: "/"))
                    utf8 = utf8.dropFirst()
                } else if isAllowed(byte) {
                    bytes.append(byte)
                } else {
                    let shown = byte == 0x20 ? "a space" : "'\(String(decoding: [byte], as: UTF8.self))'"
                    return .failure(
                        .syntax("\(shown) cannot stand in a JSON Pointer as it is; write it percent-encoded"))
                }
            }
            guard let segment = String(validating: bytes, as: UTF8.self) else {
                return .failure(.syntax("the JSON Pointer's escapes are not UTF-8"))
            }
            segments.append(segment)
        }
        return .success(segments)
    }

    /// The dotted path of the token a JSON Pointer points into (`#/color/accent/$value/0` → `color.accent`); nil
    /// when it is not a pointer or names no token.
    package static func pointedToken(_ text: String) -> String? {
        guard case .success(let segments) = pointer(text) else { return nil }
        let path = segments.prefix { !$0.hasPrefix("$") }
        return path.isEmpty ? nil : path.joined(separator: ".")
    }

    /// The group a `$extends` names, as a curly reference or a JSON Pointer string.
    static func groupPath(_ node: YAMLNode) -> [String]? {
        guard case .scalar(let text, isPlain: false) = node.content else { return nil }
        if let path = curlyPath(text) { return path }
        if case .success(let segments) = pointer(text), !segments.isEmpty { return segments }
        return nil
    }

    /// Characters a URI fragment holds as they are (RFC 3986 pchar without '%').
    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default: return Array("_-.!$&'()*+,;:=@".utf8).contains(byte)
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
