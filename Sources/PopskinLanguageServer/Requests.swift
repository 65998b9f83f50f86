import Foundation

/// The requests answered from a reading, each by the feature that owns it.
struct Requests {
    let snapshot: ReadingSnapshot
    /// The open documents' text, by URI.
    let documents: [String: String]

    enum Answer {
        case result(any Encodable)
        case failure(code: Int, String)
    }

    static let methods: Set<String> = [
        "textDocument/hover", "textDocument/definition", "textDocument/references", "textDocument/completion",
        "textDocument/prepareRename", "textDocument/rename", "textDocument/inlayHint", "textDocument/documentSymbol",
        "textDocument/codeAction", "textDocument/documentColor", "textDocument/colorPresentation",
    ]

    func answer(_ method: String, _ data: Data, _ decoder: JSONDecoder) -> Answer {
        func params<P: Decodable>(_ type: P.Type) -> P? { try? decoder.decode(Incoming<P>.self, from: data).params }
        let invalid = Answer.failure(code: -32602, "\(method): the parameters are not what LSP 3.17 gives it")
        switch method {
        case "textDocument/hover":
            guard let asked = params(TextDocumentPositionParams.self) else { return invalid }
            return .result(Navigation(snapshot: snapshot).hover(asked))
        case "textDocument/definition":
            guard let asked = params(TextDocumentPositionParams.self) else { return invalid }
            return .result(Navigation(snapshot: snapshot).definition(asked))
        case "textDocument/references":
            guard let asked = params(ReferenceParams.self) else { return invalid }
            return .result(Navigation(snapshot: snapshot).references(asked))
        case "textDocument/completion":
            guard let asked = params(TextDocumentPositionParams.self) else { return invalid }
            guard let file = snapshot.file(asked.textDocument.uri), let text = documents[asked.textDocument.uri]
            else { return .result([Completion.Item]()) }
            let lines = SourceLines.split(text)
            let items = Completion(result: snapshot.result).items(
                lines: lines, line: asked.position.line, character: asked.position.character, file: file)
            return .result(items ?? [])
        case "textDocument/prepareRename":
            guard let asked = params(TextDocumentPositionParams.self) else { return invalid }
            return refusable { () throws(Rename.Refusal) in try Rename(snapshot: snapshot).prepare(asked) }
        case "textDocument/rename":
            guard let asked = params(RenameParams.self) else { return invalid }
            return refusable { () throws(Rename.Refusal) in try Rename(snapshot: snapshot).edit(asked) }
        case "textDocument/inlayHint":
            guard let asked = params(RangeParams.self) else { return invalid }
            let lines = max(0, asked.range.start.line)...max(0, asked.range.start.line, asked.range.end.line)
            return .result(InlayHints(snapshot: snapshot).hints(asked.textDocument.uri, lines: lines))
        case "textDocument/documentSymbol":
            guard let asked = params(DocumentParams.self) else { return invalid }
            return .result(DocumentSymbols(snapshot: snapshot).symbols(asked.textDocument.uri))
        case "textDocument/codeAction":
            guard let asked = params(CodeActionParams.self) else { return invalid }
            return .result(CodeActions(snapshot: snapshot).actions(asked))
        case "textDocument/documentColor":
            guard let asked = params(DocumentParams.self) else { return invalid }
            return .result(documents[asked.textDocument.uri].map(DocumentColors.find(in:)) ?? [])
        case "textDocument/colorPresentation":
            guard let picked = params(ColorPresentationParams.self) else { return invalid }
            return .result([DocumentColors.presentation(picked.color)])
        default:
            return .failure(code: -32601, "popskin lsp does not answer \(method)")
        }
    }

    /// A rename's answer, or its refusal as a failed request (-32803) with the reason.
    private func refusable(_ answer: () throws(Rename.Refusal) -> some Encodable) -> Answer {
        do {
            return .result(try answer())
        } catch {
            return .failure(code: -32803, error.reason)
        }
    }
}
