import Foundation
import PopskinTestSupport
import Testing

@testable import PopskinLanguageServer

/// Messages that arrive together: the changes read once, each request answered from the reading with every change
/// before it, and a request superseded or cancelled answered as such.
@Suite struct LanguageServerBatchTests {
    /// Each body as a JSON object.
    static func decode(_ bodies: [[UInt8]]) -> [[String: Any]] {
        bodies.compactMap { try? JSONSerialization.jsonObject(with: Data($0)) as? [String: Any] }
    }

    static func message(_ object: [String: Any]) -> [UInt8] {
        Array(try! JSONSerialization.data(withJSONObject: object.merging(["jsonrpc": "2.0"]) { a, _ in a }))
    }

    @Test func aBatchIsReadOnceAndAnsweredFromItsLastChange() throws {
        let folder = try TemporaryFolder()
        let base = "abstract: true\narrow: {base: 20, height: 10}\ncontent: {insets: 8}\n"
        let heir = "extends: base\nbackground: {corner-radius: 9, fill: \"#336699\"}\n"
        try folder.write(["themes/base.yaml": base, "themes/heir.yaml": heir])
        let uri = "file://" + folder.path + "/themes/heir.yaml"
        let server = LanguageServer(version: "test")
        _ = server.handle(
            Self.message(["id": 1, "method": "initialize", "params": ["rootUri": "file://" + folder.path]]))
        let position: [String: Any] = ["textDocument": ["uri": uri], "position": ["line": 0, "character": 10]]
        let broken = heir.replacingOccurrences(of: "fill", with: "fil")
        let replies = Self.decode(
            server.handle(batch: [
                Self.message(["method": "initialized", "params": [:]]),
                Self.message([
                    "method": "textDocument/didOpen",
                    "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": heir]],
                ]),
                Self.message(["id": 2, "method": "textDocument/hover", "params": position]),
                Self.message([
                    "method": "textDocument/didChange",
                    "params": ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": broken]]],
                ]),
                Self.message(["id": 3, "method": "textDocument/hover", "params": position]),
                Self.message(["id": 4, "method": "textDocument/definition", "params": position]),
                Self.message(["method": "$/cancelRequest", "params": ["id": 4]]),
            ]))
        let answers = replies.filter { $0["id"] != nil }
        #expect(answers.map { $0["id"] as? Int } == [2, 3, 4])
        #expect((answers[0]["error"] as? [String: Any])?["code"] as? Int == -32802)
        #expect((answers[2]["error"] as? [String: Any])?["code"] as? Int == -32800)
        let hover = try #require(answers[1]["result"] as? [String: Any])
        #expect(((hover["contents"] as? [String: Any])?["value"] as? String)?.contains("**base**") == true)
        // `initialized` and the open document are read together, and the change before the hover once more: the
        // heir's diagnostics come from the broken text, before the answer that read it.
        let published = replies.enumerated().filter {
            $0.element["method"] as? String == "textDocument/publishDiagnostics"
        }
        let heirs = published.filter { (($0.element["params"] as? [String: Any])?["uri"] as? String) == uri }
        let last = try #require(heirs.last)
        let codes = ((last.element["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])?.map {
            $0["code"] as? String
        }
        #expect(codes == ["UNKNOWN-KEY"])
        #expect(last.offset < replies.firstIndex { $0["id"] as? Int == 3 }!)
        #expect(heirs.count == 1, "one reading for the batch's changes before the hover, none after it")
    }

    /// JSON that is no JSON-RPC message is an invalid request; a notification sent with an id is answered as one.
    @Test func malformedRequestsAreInvalidRequests() {
        let server = LanguageServer(version: "test")
        let replies = Self.decode(
            server.handle(batch: [
                Array(#"{"jsonrpc": "2.0", "id": 2.5, "method": "initialize"}"#.utf8), Array("not json".utf8),
                Self.message(["id": 7, "method": "initialized", "params": [:]]),
            ]))
        let codes = replies.map { ($0["error"] as? [String: Any])?["code"] as? Int }
        #expect(codes == [-32600, -32700, -32600])
        #expect(replies[2]["id"] as? Int == 7)
    }
}
