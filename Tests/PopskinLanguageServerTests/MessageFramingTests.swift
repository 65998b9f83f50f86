import Foundation
import PopskinSources
import PropertyBased
import Testing

@testable import PopskinLanguageServer

/// The base protocol's framing, read in pieces of any size (issue 32, item 1).
@Suite struct MessageFramingTests {
    static func framed(_ bodies: [String]) -> [UInt8] {
        bodies.flatMap { MessageFraming.frame(Array($0.utf8)) }
    }

    @Test func messagesComeOutWholeHoweverTheBytesArrive() async {
        let bodies = [#"{"a":1}"#, "", #"{"text":"é ☃ 🎈\r\n\r\n"}"#, String(repeating: "x", count: 5000)]
        let stream = Self.framed(bodies)
        await propertyCheck(count: 300, input: Gen.int(in: 1...64).array(of: 1...400)) { sizes in
            var framing = MessageFraming()
            var out: [String] = []
            var offset = 0, index = 0
            while offset < stream.count {
                let size = sizes.isEmpty ? 1 : sizes[index % sizes.count]
                index += 1
                framing.append(stream[offset..<min(stream.count, offset + size)])
                offset += size
                while let body = try? framing.next() { out.append(String(decoding: body, as: UTF8.self)) }
            }
            #expect(out == bodies)
        }
    }

    @Test func otherHeaderFieldsAreIgnoredAndCaseDoesNotMatter() throws {
        var framing = MessageFraming()
        framing.append(
            Array("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8))
        #expect(try framing.next() == Array("{}".utf8))
        #expect(try framing.next() == nil)
    }

    @Test func brokenFramesAreProblems() {
        func problem(_ text: String) -> MessageFraming.Problem? {
            var framing = MessageFraming()
            framing.append(Array(text.utf8))
            do {
                _ = try framing.next()
                return nil
            } catch { return error }
        }
        #expect(problem("Content-Type: x\r\n\r\n{}") == .noContentLength)
        #expect(problem("Content-Length: -1\r\n\r\n") == .badContentLength("-1"))
        #expect(problem("Content-Length: 99999999999\r\n\r\n") == .badContentLength("99999999999"))
        #expect(problem("Content-Length: twelve\r\n\r\n") == .badContentLength("twelve"))
        #expect(problem(String(repeating: "X", count: 9000)) == .headerTooLong)
        #expect(problem("Content-Length: 5\r\n\r\nab") == nil)  // more bytes to come
    }
}

/// Where an editor draws a diagnostic: LSP's 0-based lines and UTF-16 characters, over the offending word.
@Suite struct EditorRangeTests {
    @Test func columnsBecomeUTF16RangesOverTheWord() throws {
        let folder = try TemporaryFolderForRanges()
        let text = "description: \"🎈 party\"\nbackground: { fill: \"#3366zz\", corner-radius: sixteen }\n"
        let inputs = InputSnapshot(
            projectRoot: folder.path, overlays: [folder.path + "/themes/t.yaml": Array(text.utf8)])
        _ = inputs.read(InputPath("themes/t.yaml"), as: .theme, limit: 1 << 20)
        let lines = SourceLines(inputs: inputs)
        // "sixteen" at line 2, column 47 (scalars): characters 46..<53.
        let range = EditorDiagnostics.range(SourceLocation(file: "themes/t.yaml", line: 2, column: 47), lines)
        #expect(range == Range(start: Position(line: 1, character: 46), end: Position(line: 1, character: 53)))
        // After the balloon (one scalar, two UTF-16 units): "party" at scalar column 17 is character 17, to the
        // quote that ends the string.
        let party = EditorDiagnostics.range(SourceLocation(file: "themes/t.yaml", line: 1, column: 17), lines)
        #expect(party.start == Position(line: 0, character: 17) && party.end == Position(line: 0, character: 23))
        // Past the line's end: one character there.
        let past = EditorDiagnostics.range(SourceLocation(file: "themes/t.yaml", line: 1, column: 80), lines)
        #expect(past.end.character == past.start.character + 1)
    }
}

/// Lines end as LSP and YAML end them, and positions are LSP's unsigned integers.
@Suite struct EditorLineTests {
    @Test func crlfAndALoneCREndLines() {
        let lines = SourceLines.split("a: 1\r\nb: 2\rc: 3\nd\r\n")
        #expect(lines == ["a: 1", "b: 2", "c: 3", "d", ""])
        #expect(SourceLines.split("") == [""])
    }

    /// As VS Code and Python's `as_uri` spell it: `+` is `%2B`, so an editor's URI and ours are one string.
    @Test func aFileURIEncodesAllButUnreservedBytes() {
        let uri = DocumentPaths.fileURI("/tmp/a+b c/ö&x.yaml")
        #expect(uri == "file:///tmp/a%2Bb%20c/%C3%B6%26x.yaml")
        #expect(DocumentPaths.path(ofFileURI: uri) == "/tmp/a+b c/ö&x.yaml")
    }

    @Test func aNegativeOrOverflowingPositionIsInvalid() {
        let decoder = JSONDecoder()
        for text in [#"{"line": -1, "character": 0}"#, #"{"line": 0, "character": 9223372036854775807}"#] {
            #expect(throws: DecodingError.self) { try decoder.decode(Position.self, from: Data(text.utf8)) }
        }
        #expect((try? decoder.decode(Position.self, from: Data(#"{"line": 3, "character": 2}"#.utf8))) != nil)
    }
}

/// A scratch folder for the range test (the overlay stands in for the file).
struct TemporaryFolderForRanges {
    let path: String
    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("popskin-lsp-\(UUID())").path
        try FileManager.default.createDirectory(atPath: path + "/themes", withIntermediateDirectories: true)
    }
}
