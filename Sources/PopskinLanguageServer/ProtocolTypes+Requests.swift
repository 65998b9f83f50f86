/// LSP 3.17's requests beyond hover and completion: references, rename, inlay hints, symbols, code actions and
/// cancellation, with the edits they answer with.

struct ReferenceParams: Decodable {
    struct Context: Decodable { var includeDeclaration: Bool }
    var textDocument: TextDocumentIdentifier
    var position: Position
    var context: Context?
}

struct RenameParams: Decodable {
    var textDocument: TextDocumentIdentifier
    var position: Position
    var newName: String
}

struct RangeParams: Decodable {
    var textDocument: TextDocumentIdentifier
    var range: Range
}

struct CodeActionParams: Decodable {
    struct Context: Decodable { var diagnostics: [EditorDiagnostic] }
    var textDocument: TextDocumentIdentifier
    var range: Range
    var context: Context
}

struct CancelParams: Decodable { var id: RequestID }

struct TextEdit: Codable, Hashable {
    var range: Range
    var newText: String
}

/// The edits of one document, or a file renamed: `documentChanges` keeps them in the order given.
enum DocumentChange: Encodable, Equatable {
    case edit(uri: String, edits: [TextEdit])
    case rename(oldUri: String, newUri: String)

    private struct Identifier: Encodable {
        var uri: String
        /// A null version: the edit applies to the text the editor has, whichever version.
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(uri, forKey: .uri)
            try container.encodeNil(forKey: .version)
        }
        enum CodingKeys: String, CodingKey { case uri, version }
    }
    private struct Edit: Encodable {
        var textDocument: Identifier
        var edits: [TextEdit]
    }
    private struct Rename: Encodable {
        var kind = "rename"
        var oldUri: String
        var newUri: String
    }

    func encode(to encoder: Encoder) throws {
        switch self {
        case .edit(let uri, let edits): try Edit(textDocument: Identifier(uri: uri), edits: edits).encode(to: encoder)
        case .rename(let oldUri, let newUri): try Rename(oldUri: oldUri, newUri: newUri).encode(to: encoder)
        }
    }
}

struct WorkspaceEdit: Encodable, Equatable {
    var documentChanges: [DocumentChange]
}

struct PrepareRenameResult: Encodable {
    var range: Range
    var placeholder: String
}

struct InlayHint: Encodable, Equatable {
    var position: Position
    var label: String
    /// 1: a type; 2: a parameter. popskin's hints are neither.
    var kind: Int?
    var paddingLeft = true
    var tooltip: String?
}

struct DocumentSymbol: Encodable, Equatable {
    var name: String
    var detail: String?
    /// 2 module (a section), 7 property (a key), 14 constant (a token).
    var kind: Int
    var range: Range
    var selectionRange: Range
    var children: [DocumentSymbol]?
}

struct CodeAction: Encodable, Equatable {
    var title: String
    /// "quickfix" for a diagnostic's fix, "refactor.rewrite" for a change the cursor's value invites.
    var kind: String
    var diagnostics: [EditorDiagnostic]?
    var isPreferred: Bool?
    var edit: WorkspaceEdit
}
