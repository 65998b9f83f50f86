import Foundation
import PopskinBuild
import PopskinCore
import PopskinSources

/// `popskin lsp`'s server: messages in, messages out, no I/O of its own (the command moves the bytes). It keeps the
/// editor's open documents as overlays over the files on disk and, after changes, reads the project again through
/// `ProjectFrontEnd` — the same reading `theme validate` makes — and publishes each file's diagnostics: the same ids
/// and places, the chain's other places as related information, a link to `explain-diagnostic`. A file outside the
/// project is never read to answer a request: documents are taken as overlays only inside the project's folder.
///
/// Messages come in batches (all that arrived while the last batch was worked on): changes in a batch are read
/// once, every request is answered from the reading after the changes before it, and a request a later one of the
/// same method and document supersedes, or that `$/cancelRequest` names, is answered as cancelled.
public final class LanguageServer {
    public enum State: Equatable, Sendable { case starting, running, shuttingDown, exited(code: Int32) }

    public private(set) var state = State.starting
    private var root: String?
    /// Open documents by URI: their text and version.
    private var documents: [String: (text: String, version: Int)] = [:]
    /// What each file was last told, by URI, with the version of the document it was told for: a file is told
    /// again only when that changes (a keystroke in one file republishes that file, not every file with a warning),
    /// and told when it has none left.
    private var published: [String: (version: Int?, diagnostics: [Diagnostic])] = [:]
    /// The latest reading; nil until the first, and stale (`changed`) until the next after an edit.
    private var snapshot: ReadingSnapshot?
    private var changed = true
    /// What the last readings parsed and decoded: an edit parses the file it changed and decodes its heirs.
    private let cache = FrontEndCache()
    private let version: String
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    public init(version: String) { self.version = version }

    /// Handles one message's body; returns the bodies to send, in order.
    public func handle(_ body: [UInt8]) -> [[UInt8]] { handle(batch: [body]) }

    /// Handles the messages that arrived together; returns the bodies to send, in order.
    public func handle(batch bodies: [[UInt8]]) -> [[UInt8]] {
        let decoder = JSONDecoder()
        let messages = bodies.map { bytes in
            let body = Data(bytes), head = try? decoder.decode(MessageHead.self, from: body)
            return (body: body, head: head, superseding: Self.supersedingKey(head, body, decoder))
        }
        let cancelled = Set(
            messages.compactMap { message -> RequestID? in
                guard message.head?.method == "$/cancelRequest" else { return nil }
                return try? decoder.decode(Incoming<CancelParams>.self, from: message.body).params.id
            })
        // The last request of each superseding method and document, by position in the batch.
        var last: [String: Int] = [:]
        for (index, message) in messages.enumerated() {
            if let key = message.superseding { last[key] = index }
        }
        var out: [[UInt8]] = []
        for (index, message) in messages.enumerated() {
            guard let head = message.head else {
                // JSON that is not a request, a response or a notification (an id of 2.5) is an invalid request.
                let isJSON = (try? JSONSerialization.jsonObject(with: message.body)) != nil
                out.append(
                    isJSON
                        ? error(nil, code: -32600, "the message is not a JSON-RPC request or notification")
                        : error(nil, code: -32700, "the message is not JSON"))
                continue
            }
            if let id = head.id, let method = head.method, Self.notifications.contains(method) {
                out.append(error(id, code: -32600, "\(method) is a notification: it takes no id"))
                continue
            }
            if let id = head.id, head.method != nil, cancelled.contains(id) {
                out.append(error(id, code: -32800, "cancelled"))
                continue
            }
            if let key = message.superseding, last[key] != index, let id = head.id {
                out.append(error(id, code: -32802, "superseded by a later request"))
                continue
            }
            out += handle(head, message.body, decoder)
            if case .exited = state { return out }
        }
        if changed, state == .running, snapshot != nil || !documents.isEmpty { out += publish() }
        return out
    }

    /// The notifications the server takes: sent with an id, they are invalid requests.
    private static let notifications: Set<String> = [
        "initialized", "exit", "$/cancelRequest", "textDocument/didOpen", "textDocument/didChange",
        "textDocument/didClose",
    ]

    /// Read-only requests an editor repeats as the cursor moves: only the last for a document counts.
    private static let superseding: Set<String> = [
        "textDocument/hover", "textDocument/completion", "textDocument/inlayHint", "textDocument/documentColor",
        "textDocument/documentSymbol", "textDocument/codeAction",
    ]

    private static func supersedingKey(_ head: MessageHead?, _ body: Data, _ decoder: JSONDecoder) -> String? {
        guard let method = head?.method, head?.id != nil, superseding.contains(method),
            let uri = try? decoder.decode(Incoming<DocumentParams>.self, from: body).params.textDocument.uri
        else { return nil }
        return method + " " + uri
    }

    private func handle(_ head: MessageHead, _ data: Data, _ decoder: JSONDecoder) -> [[UInt8]] {
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
        case "$/cancelRequest":
            return []  // a request still in this batch was answered as cancelled; an earlier one is answered
        case "textDocument/didOpen":
            guard let opened = params(DidOpenParams.self) else { return [] }
            documents[opened.textDocument.uri] = (opened.textDocument.text, opened.textDocument.version)
            changed = true
            return []
        case "textDocument/didChange":
            guard let edit = params(DidChangeParams.self), let last = edit.contentChanges.last else { return [] }
            documents[edit.textDocument.uri] = (last.text, edit.textDocument.version)
            changed = true
            return []
        case "textDocument/didClose":
            guard let closed = params(DidCloseParams.self) else { return [] }
            documents[closed.textDocument.uri] = nil
            changed = true
            return []
        default:
            guard let id = head.id else { return [] }
            // Answered from a reading that has every change before the request, published before the answer.
            let published = changed ? publish() : []
            guard Requests.methods.contains(method) else {
                return published + [error(id, code: -32601, "popskin lsp does not answer \(method)")]
            }
            guard let snapshot else { return published + [error(id, code: -32002, "the project is not read yet")] }
            let answer = Requests(snapshot: snapshot, documents: documents.mapValues(\.text)).answer(
                method, data, decoder)
            switch answer {
            case .result(let value): return published + [respond(id, value)]
            case .failure(let code, let message): return published + [error(id, code: code, message)]
            }
        }
    }

    /// Reads the project with the open documents over it and publishes every file's diagnostics, and an empty list
    /// to each file that had some and has none now.
    private func publish() -> [[UInt8]] {
        guard let root else { return [] }
        changed = false
        // The open documents inside the project: their text over the files, their versions, and their URIs as the
        // editor spelt them (a file it has open is told and shown by that spelling).
        var overlays: [String: [UInt8]] = [:], versions: [String: Int] = [:], opened: [String: String] = [:]
        for (uri, document) in documents {
            guard let path = DocumentPaths.path(ofFileURI: uri), DocumentPaths.isInside(path, root: root) else {
                continue
            }
            overlays[path] = Array(document.text.utf8)
            versions[uri] = document.version
            opened[String(path.dropFirst(root.count + 1))] = uri
        }
        let sink = DiagnosticSink()
        let result = ProjectFrontEnd(projectRoot: root).run(overlays: overlays, reuse: cache, diagnostics: sink)
        // What a build would say beyond the themes, as `theme validate` says it.
        ProjectCheck.check(result, diagnostics: sink)
        let diagnostics = Diagnostic.sorted(sink.diagnostics)
        let snapshot = ReadingSnapshot(root: root, result: result, diagnostics: diagnostics, opened: opened)
        // The last reading is let go of on another thread: freeing a large project's trees takes a while, and
        // nothing else holds it (requests are answered here, one at a time).
        let retired = Retired(self.snapshot)
        self.snapshot = snapshot
        DispatchQueue.global(qos: .utility).async { retired.release() }
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            guard let location = diagnostic.location else { continue }
            byFile[snapshot.uri(location.file), default: []].append(diagnostic)
        }
        var messages: [[UInt8]] = []
        // An open document is told after each change, with none when it has none: the editor then knows the list
        // is current for its version. Only what is told is placed in the editor's terms.
        for uri in Set(byFile.keys).union(published.keys).union(versions.keys).sorted() {
            let now = (version: versions[uri], diagnostics: byFile[uri] ?? [])
            if let told = published[uri], told.version == now.version, told.diagnostics == now.diagnostics { continue }
            let shown = now.diagnostics.compactMap { diagnostic in
                diagnostic.location.map {
                    EditorDiagnostics.make(diagnostic, at: $0, lines: snapshot.lines, uri: snapshot.uri)
                }
            }
            messages.append(
                notify(
                    "textDocument/publishDiagnostics",
                    PublishDiagnosticsParams(uri: uri, version: now.version, diagnostics: shown)))
            published[uri] = now.diagnostics.isEmpty ? nil : now
        }
        return messages
    }

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

/// A reading handed to another thread to be freed there.
private final class Retired: @unchecked Sendable {
    private var snapshot: ReadingSnapshot?
    init(_ snapshot: ReadingSnapshot?) { self.snapshot = snapshot }
    func release() { snapshot = nil }
}
