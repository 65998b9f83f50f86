/// The parts of the Language Server Protocol 3.17 `popskin lsp` speaks, as typed values: requests and notifications
/// are read into these, responses and notifications written from them.

/// A request's id: a number or a string, answered with the same.
public enum RequestID: Codable, Hashable, Sendable {
    case number(Int)
    case string(String)

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }
}

/// What every incoming message says of itself: its method and, for a request, its id.
struct MessageHead: Decodable {
    var id: RequestID?
    var method: String?
}

/// A message's parameters, once its method is known.
struct Incoming<Params: Decodable>: Decodable {
    var params: Params
}

/// A zero-based line and a character offset in UTF-16 code units, as LSP counts by default.
public struct Position: Codable, Hashable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        (self.line, self.character) = (line, character)
    }

    /// LSP's `uinteger`s, 0 to 2³¹ − 1: anything else makes the request's parameters invalid (-32602), so no
    /// feature meets a negative or overflowing position.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        line = try container.decode(Int.self, forKey: .line)
        character = try container.decode(Int.self, forKey: .character)
        guard (0...Int(Int32.max)).contains(line), (0...Int(Int32.max)).contains(character) else {
            throw DecodingError.dataCorruptedError(
                forKey: .line, in: container, debugDescription: "a position is two integers from 0 to 2^31 - 1")
        }
    }
}

public struct Range: Codable, Hashable, Sendable {
    public var start: Position
    public var end: Position
}

public struct Location: Codable, Hashable, Sendable {
    public var uri: String
    public var range: Range
}

struct TextDocumentItem: Decodable {
    var uri: String
    var version: Int
    var text: String
}

struct TextDocumentIdentifier: Decodable {
    var uri: String
}

struct VersionedTextDocumentIdentifier: Decodable {
    var uri: String
    var version: Int
}

/// A change with no range: the whole text (the server asks for full synchronisation).
struct ContentChange: Decodable {
    var text: String
}

struct DidOpenParams: Decodable { var textDocument: TextDocumentItem }
struct DidChangeParams: Decodable {
    var textDocument: VersionedTextDocumentIdentifier
    var contentChanges: [ContentChange]
}
struct DidCloseParams: Decodable { var textDocument: TextDocumentIdentifier }

struct WorkspaceFolder: Decodable { var uri: String }
struct InitializeParams: Decodable {
    var rootUri: String?
    var workspaceFolders: [WorkspaceFolder]?
}

/// One problem as an editor shows it: popskin's diagnostic id as its code, a link to its explanation.
public struct EditorDiagnostic: Codable, Hashable, Sendable {
    public struct CodeDescription: Codable, Hashable, Sendable { public var href: String }
    public struct Related: Codable, Hashable, Sendable {
        public var location: Location
        public var message: String
    }

    public var range: Range
    /// 1 error, 2 warning, 3 information.
    public var severity: Int
    public var code: String
    public var codeDescription: CodeDescription
    public var source: String
    public var message: String
    public var relatedInformation: [Related]?
}

struct PublishDiagnosticsParams: Encodable {
    var uri: String
    var version: Int?
    var diagnostics: [EditorDiagnostic]
}

struct InitializeResult: Encodable {
    struct Capabilities: Encodable {
        /// 1: full text on every change.
        var textDocumentSync = 1
        var positionEncoding = "utf-16"
        var hoverProvider = true
        var definitionProvider = true
        var referencesProvider = true
        var renameProvider = RenameOptions()
        var completionProvider = CompletionOptions()
        var colorProvider = true
        var inlayHintProvider = true
        var documentSymbolProvider = true
        var codeActionProvider = CodeActionOptions()
    }
    struct CompletionOptions: Encodable {
        var triggerCharacters = [" ", "{", "."]
    }
    struct RenameOptions: Encodable {
        var prepareProvider = true
    }
    struct CodeActionOptions: Encodable {
        var codeActionKinds = ["quickfix", "refactor.rewrite"]
    }
    struct ServerInfo: Encodable {
        var name = "popskin"
        var version: String
    }
    var capabilities = Capabilities()
    var serverInfo: ServerInfo
}

/// An error answer (JSON-RPC 2.0).
struct ResponseError: Encodable {
    var code: Int
    var message: String
}

struct Response<Result: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var id: RequestID?
    var result: Result?
    var error: ResponseError?

    enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(jsonrpc, forKey: .jsonrpc)
        // A response to a message whose id could not be read carries a null id.
        try container.encode(id, forKey: .id)
        if let error {
            try container.encode(error, forKey: .error)
        } else {
            try container.encode(result, forKey: .result)
        }
    }
}

struct Notification<Params: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var method: String
    var params: Params
}

struct TextDocumentPositionParams: Decodable {
    var textDocument: TextDocumentIdentifier
    var position: Position
}

struct MarkupContent: Encodable {
    var kind = "markdown"
    var value: String
}

struct Hover: Encodable {
    var contents: MarkupContent
    var range: Range?
}
