import Foundation
import PopskinBuild
import PopskinCore
import PopskinSources

/// `popskin lsp`'s server: messages in, messages out, no I/O of its own (the command moves the bytes). It keeps the
/// editor's open documents as overlays over the files on disk and, after each change, reads the project again through
/// `ProjectFrontEnd` — the same reading `theme validate` makes — and publishes each file's diagnostics: the same ids
/// and places, the chain's other places as related information, a link to `explain-diagnostic`. A file outside the
/// project is never read to answer a request: documents are taken as overlays only inside the project's folder.
public final class LanguageServer {
    public enum State: Equatable, Sendable { case starting, running, shuttingDown, exited(code: Int32) }

    public private(set) var state = State.starting
    private var root: String?
    /// Open documents by URI: their text and version.
    private var documents: [String: (text: String, version: Int)] = [:]
    /// Files that had diagnostics at the last publication, by URI: told when they have none.
    private var published: Set<String> = []
    /// The last reading, for hover and definition: answered from the latest snapshot.
    private var latest: FrontEnd.Result?
    private let version: String
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    public init(version: String) { self.version = version }

    /// Handles one message's body; returns the bodies to send, in order.
    public func handle(_ body: [UInt8]) -> [[UInt8]] {
        let data = Data(body)
        let decoder = JSONDecoder()
        guard let head = try? decoder.decode(MessageHead.self, from: data) else {
            return [error(nil, code: -32700, "the message is not JSON-RPC")]
        }
        guard let method = head.method else { return [] }  // a response to nothing we asked
        if case .shuttingDown = state, method != "exit" {
            return head.id.map { [error($0, code: -32600, "the server is shutting down")] } ?? []
        }
        if state == .starting && method != "initialize" && method != "exit" {
            return head.id.map { [error($0, code: -32002, "the server is not initialized")] } ?? []
        }
        func params<P: Decodable>(_ type: P.Type) -> P? { try? decoder.decode(Incoming<P>.self, from: data).params }
        switch method {
        case "initialize":
            guard let id = head.id else { return [] }
            let given = params(InitializeParams.self)
            let uri = given?.rootUri ?? given?.workspaceFolders?.first?.uri
            guard let folder = uri.flatMap(DocumentPaths.path(ofFileURI:)) else {
                return [error(id, code: -32602, "initialize needs a file: rootUri or workspace folder")]
            }
            root = URL(fileURLWithPath: folder).standardizedFileURL.path
            state = .running
            return [respond(id, InitializeResult(serverInfo: .init(version: version)))]
        case "initialized":
            return publish()
        case "shutdown":
            state = .shuttingDown
            return head.id.map { [respond($0, Optional<Int>.none)] } ?? []
        case "exit":
            state = .exited(code: state == .shuttingDown ? 0 : 1)
            return []
        case "textDocument/didOpen":
            guard let opened = params(DidOpenParams.self) else { return [] }
            documents[opened.textDocument.uri] = (opened.textDocument.text, opened.textDocument.version)
            return publish()
        case "textDocument/didChange":
            guard let changed = params(DidChangeParams.self), let last = changed.contentChanges.last else { return [] }
            documents[changed.textDocument.uri] = (last.text, changed.textDocument.version)
            return publish()
        case "textDocument/hover":
            guard let id = head.id else { return [] }
            guard let asked = params(TextDocumentPositionParams.self) else {
                return [error(id, code: -32602, "hover needs a document and a position")]
            }
            return [respond(id, Navigation(root: root, result: latest, texts: texts).hover(asked))]
        case "textDocument/definition":
            guard let id = head.id else { return [] }
            guard let asked = params(TextDocumentPositionParams.self) else {
                return [error(id, code: -32602, "definition needs a document and a position")]
            }
            return [respond(id, Navigation(root: root, result: latest, texts: texts).definition(asked))]
        case "textDocument/completion":
            guard let id = head.id else { return [] }
            guard let asked = params(TextDocumentPositionParams.self) else {
                return [error(id, code: -32602, "completion needs a document and a position")]
            }
            let uri = asked.textDocument.uri
            guard let root, let path = DocumentPaths.path(ofFileURI: uri), DocumentPaths.isInside(path, root: root),
                let text = documents[uri]?.text
            else { return [respond(id, [Completion.Item]())] }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let items = Completion(result: latest).items(
                lines: lines, line: asked.position.line, character: asked.position.character,
                file: String(path.dropFirst(root.count + 1)))
            return [respond(id, items ?? [])]
        case "textDocument/documentColor":
            guard let id = head.id else { return [] }
            let uri = params(DocumentColorParams.self)?.textDocument.uri
            return [respond(id, uri.flatMap { documents[$0]?.text }.map(DocumentColors.find(in:)) ?? [])]
        case "textDocument/colorPresentation":
            guard let id = head.id else { return [] }
            guard let picked = params(ColorPresentationParams.self) else {
                return [error(id, code: -32602, "colorPresentation needs a colour")]
            }
            return [respond(id, [DocumentColors.presentation(picked.color)])]
        case "textDocument/didClose":
            guard let closed = params(DidCloseParams.self) else { return [] }
            documents[closed.textDocument.uri] = nil
            return publish()
        default:
            return head.id.map { [error($0, code: -32601, "popskin lsp does not answer \(method)")] } ?? []
        }
    }

    /// Reads the project with the open documents over it and publishes every file's diagnostics, and an empty list
    /// to each file that had some and has none now.
    private func publish() -> [[UInt8]] {
        guard let root else { return [] }
        var overlays: [String: [UInt8]] = [:]
        for (uri, document) in documents {
            guard let path = DocumentPaths.path(ofFileURI: uri), DocumentPaths.isInside(path, root: root) else {
                continue
            }
            overlays[path] = Array(document.text.utf8)
        }
        let sink = DiagnosticSink()
        let result = ProjectFrontEnd(projectRoot: root).run(overlays: overlays, diagnostics: sink)
        latest = result
        var byFile: [String: [EditorDiagnostic]] = [:]
        let lines = SourceLines(root: root, inputs: result.project.inputs)
        for diagnostic in Diagnostic.sorted(sink.diagnostics) {
            guard let location = diagnostic.location else { continue }
            let uri = DocumentPaths.fileURI(root + "/" + location.file)
            byFile[uri, default: []].append(EditorDiagnostics.make(diagnostic, at: location, lines: lines, root: root))
        }
        var messages: [[UInt8]] = []
        for uri in Set(byFile.keys).union(published).sorted() {
            let params = PublishDiagnosticsParams(
                uri: uri, version: documents[uri]?.version, diagnostics: byFile[uri] ?? [])
            messages.append(notify("textDocument/publishDiagnostics", params))
        }
        published = Set(byFile.keys)
        return messages
    }

    /// The open documents' text, by URI.
    private var texts: [String: String] { documents.mapValues(\.text) }

    private func respond<R: Encodable>(_ id: RequestID, _ result: R) -> [UInt8] {
        encoded(Response(id: id, result: result, error: nil))
    }

    private func error(_ id: RequestID?, code: Int, _ message: String) -> [UInt8] {
        encoded(Response<Int>(id: id, result: nil, error: ResponseError(code: code, message: message)))
    }

    private func notify<P: Encodable>(_ method: String, _ params: P) -> [UInt8] {
        encoded(Notification(method: method, params: params))
    }

    private func encoded(_ value: some Encodable) -> [UInt8] {
        Array((try? encoder.encode(value)) ?? Data())
    }
}
