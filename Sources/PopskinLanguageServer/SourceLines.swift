import PopskinSources

/// The lines of the files a reading read, by the path popskin shows them under: what an editor has open or what is
/// on disk, as the reading saw it. A file is split into lines when first asked for: most readings publish for a few
/// files of many. popskin counts columns in Unicode scalars from 1, LSP characters in UTF-16 code units from 0: the
/// conversions between the two live here.
final class SourceLines {
    private let inputs: InputSnapshot
    private var files: [String: [Substring]] = [:]

    init(inputs: InputSnapshot) { self.inputs = inputs }

    /// Every line of `file`.
    func lines(of file: String) -> [Substring]? {
        if let lines = files[file] { return lines }
        guard let read = inputs.bytes(InputPath(shown: file)) else { return nil }
        let lines = Self.split(String(decoding: read, as: UTF8.self))
        files[file] = lines
        return lines
    }

    /// `text`'s lines, without their breaks: `\n`, `\r\n` and a lone `\r` each end one, as LSP and YAML count them.
    /// (`String.split(separator: "\n")` would keep `\r\n`, one `Character`, inside a line.)
    static func split(_ text: String) -> [Substring] {
        let scalars = text.unicodeScalars
        var lines: [Substring] = []
        var start = scalars.startIndex, index = start
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard scalar == "\n" || scalar == "\r" else {
                index = scalars.index(after: index)
                continue
            }
            lines.append(Substring(scalars[start..<index]))
            index = scalars.index(after: index)
            if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" { index = scalars.index(after: index) }
            start = index
        }
        lines.append(Substring(scalars[start..<scalars.endIndex]))
        return lines
    }

    /// Line `number` (1-based) of `file`, without its line break.
    func line(_ number: Int, of file: String) -> Substring? {
        guard let lines = lines(of: file), number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }
    /// The LSP position at the end of line `number` (1-based) of `file`, before its line break.
    func end(ofLine number: Int, of file: String) -> Position {
        let text = line(number, of: file) ?? ""
        return Position(line: max(0, number - 1), character: Self.utf16(text, scalars: text.unicodeScalars.count))
    }

    /// The LSP range of `length` scalars from `location`.
    func range(_ location: SourceLocation, length: Int) -> Range {
        let text = line(location.line, of: location.file) ?? ""
        let start = Self.utf16(text, scalars: location.column - 1)
        let end = Self.utf16(text, scalars: location.column - 1 + length)
        let line = max(0, location.line - 1)
        return Range(start: Position(line: line, character: start), end: Position(line: line, character: end))
    }

    /// Where `word` is written at `location`: the location itself, or one scalar on when a quote opens it; nil when
    /// the text there is something else (the file changed since).
    func place(of word: String, at location: SourceLocation) -> SourceLocation? {
        guard let text = line(location.line, of: location.file), location.column >= 1 else { return nil }
        let scalars = Array(text.unicodeScalars), wanted = Array(word.unicodeScalars)
        for skip in [0, 1] {
            let start = location.column - 1 + skip
            guard start + wanted.count <= scalars.count else { continue }
            if skip == 1, scalars[location.column - 1] != "\"", scalars[location.column - 1] != "'" { continue }
            if Array(scalars[start..<start + wanted.count]) == wanted {
                return SourceLocation(file: location.file, line: location.line, column: start + 1)
            }
        }
        return nil
    }

    /// The scalar column (1-based) of the LSP `character` on line `line` (0-based) of `file`.
    func column(_ character: Int, line: Int, of file: String) -> Int {
        Self.scalars(String(self.line(line + 1, of: file) ?? ""), utf16: character) + 1
    }

    /// UTF-16 code units in the first `count` scalars of `text` (past its end, one per scalar).
    static func utf16(_ text: some StringProtocol, scalars count: Int) -> Int {
        var units = 0, seen = 0
        for scalar in text.unicodeScalars {
            guard seen < count else { break }
            units += scalar.utf16.count
            seen += 1
        }
        return units + max(0, count - seen)
    }

    /// Scalars in the first `units` UTF-16 code units of `text`.
    static func scalars(_ text: String, utf16 units: Int) -> Int {
        var counted = 0, seen = 0
        for scalar in text.unicodeScalars {
            guard counted < units else { break }
            counted += scalar.utf16.count
            seen += 1
        }
        return seen + max(0, units - counted)
    }
}
