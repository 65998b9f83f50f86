import CLibYAML
import Foundation

/// Builds a `YAMLNode` tree from libyaml's event stream, enforcing `YAMLLimits` as it goes.
///
/// Aliases are expanded by sharing the anchored subtree, and every expansion is charged its full node count
/// against the budget before it happens, so an alias bomb is rejected after a few events, not after the blow-up.
/// Depth is checked on every start event, which also keeps libyaml's quadratic deep-nesting path from running.
public struct YAMLLoader: Sendable {
    public var limits: YAMLLimits

    public init(limits: YAMLLimits = .default) {
        self.limits = limits
    }

    /// Loads the single document in `bytes`. Returns nil when the file cannot be used; the reasons go to
    /// `diagnostics`. An empty file gives a null scalar.
    public func load(_ bytes: [UInt8], file: String, diagnostics: DiagnosticSink) -> YAMLNode? {
        guard diagnostics.fits(bytes.count, limit: limits.maxFileSize, id: .yamlLimit, file: file) else { return nil }
        var found: [Diagnostic] = []
        defer { diagnostics.report(contentsOf: found) }
        return bytes.withUnsafeBufferPointer { buffer in
            var builder = TreeBuilder(file: file, limits: limits)
            return builder.run(buffer, diagnostics: &found)
        }
    }
}

/// The event loop's state: a stack of open collections, the anchors seen so far and the budgets spent.
private struct TreeBuilder {
    struct Frame {
        var isMapping: Bool
        var location: SourceLocation
        var anchor: String?
        var items: [YAMLNode] = []
        var pairs: [YAMLNode.Pair] = []
        var pendingKey: YAMLNode?
        var skipPendingValue = false
        var nodeCount = 1
        /// Levels of nesting below and including this collection.
        var height = 1
        var keyIndex: [String: SourceLocation]?

        /// Adds a finished child. Returns the key when an empty plain value was attached to it, for the
        /// unquoted-colour check.
        mutating func attach(_ built: Built, diagnostics: inout [Diagnostic]) -> YAMLNode? {
            nodeCount += built.count
            height = max(height, built.height + 1)
            guard isMapping else {
                items.append(built.node)
                return nil
            }
            guard let key = pendingKey else {
                pendingKey = built.node
                checkDuplicate(key: built.node, diagnostics: &diagnostics)
                return nil
            }
            if !skipPendingValue { pairs.append(YAMLNode.Pair(key: key, value: built.node)) }
            pendingKey = nil
            skipPendingValue = false
            if case .scalar("", isPlain: true) = built.node.content { return key }
            return nil
        }

        /// Reports a key seen before in this mapping; the first occurrence is kept. Small mappings are scanned,
        /// larger ones indexed.
        mutating func checkDuplicate(key: YAMLNode, diagnostics: inout [Diagnostic]) {
            guard case .scalar(let text, _) = key.content else { return }
            if keyIndex == nil && pairs.count >= 8 {
                var index: [String: SourceLocation] = [:]
                for pair in pairs { if let k = pair.key.scalarText, index[k] == nil { index[k] = pair.key.location } }
                keyIndex = index
            }
            let first: SourceLocation?
            if keyIndex != nil {
                first = keyIndex![text]
                if first == nil { keyIndex![text] = key.location }
            } else {
                first =
                    pairs.first {
                        if case .scalar(let existing, _) = $0.key.content { existing == text } else { false }
                    }?.key.location
            }
            guard let first else { return }
            skipPendingValue = true
            diagnostics.append(
                .error(
                    .duplicateKey, "key '\(text)' appears twice in the same mapping; the first one is used",
                    at: key.location,
                    notes: [DiagnosticNote("first defined here", at: first)]))
        }
    }

    /// A finished node and what it costs: its node count and its nesting height.
    struct Built {
        var node: YAMLNode
        var count: Int
        var height: Int
    }

    let file: String
    let limits: YAMLLimits
    var stack: [Frame] = []
    var anchors: [String: Built] = [:]
    var root: YAMLNode?
    var expanded = 0
    var nodes = 0
    var documents = 0
    var failure: Diagnostic?
    var extra: [Diagnostic] = []
    /// The bytes being parsed; valid during `run`.
    var input = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// Byte offset of each line's start, built on first need.
    var lineStarts: [Int]?

    init(file: String, limits: YAMLLimits) {
        self.file = file
        self.limits = limits
    }

    mutating func run(_ input: UnsafeBufferPointer<UInt8>, diagnostics: inout [Diagnostic]) -> YAMLNode? {
        self.input = input
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else {
            diagnostics.append(.error(.ioError, "libyaml could not start (out of memory)", at: .start(of: file)))
            return nil
        }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_input_string(parser, input.baseAddress ?? UnsafePointer(bitPattern: 1)!, input.count)

        var event = yaml_event_t()
        var finished = false
        while !finished && failure == nil {
            guard yaml_parser_parse(parser, &event) == 1 else {
                failure = syntaxError(parser.pointee, input: input)
                break
            }
            finished = event.type == YAML_STREAM_END_EVENT
            withUnsafePointer(to: &event) { handle($0) }
            yaml_event_delete(&event)
        }
        diagnostics.append(contentsOf: extra)
        if let failure {
            diagnostics.append(failure)
            return nil
        }
        return root ?? YAMLNode(.scalar("", isPlain: true), at: .start(of: file))
    }

    func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    func syntaxError(_ parser: yaml_parser_t, input: UnsafeBufferPointer<UInt8>) -> Diagnostic {
        var message = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        if let context = parser.context {
            message += " \(String(cString: context)) starting at line \(parser.context_mark.line + 1)"
        }
        // The reader (bad UTF-8, control characters) reports a byte offset, not a mark.
        guard parser.error == YAML_READER_ERROR else {
            if let tab = tabProblem(at: parser.problem_mark, input: input) { message = tab + " (libyaml: \(message))" }
            return .error(.yamlSyntax, message, at: location(parser.problem_mark))
        }
        if parser.problem_value != -1 { message += String(format: " (byte 0x%02X)", parser.problem_value) }
        return .error(.yamlSyntax, message, at: location(ofByte: min(parser.problem_offset, input.count), in: input))
    }

    /// libyaml says "found character that cannot start any token" about a tab; say what is wrong when the mark is
    /// on one.
    func tabProblem(at mark: yaml_mark_t, input: UnsafeBufferPointer<UInt8>) -> String? {
        let index = Int(mark.index)
        guard index < input.count, input[index] == UInt8(ascii: "\t") else { return nil }
        let onlyIndentBefore = input[(index - Int(mark.column))..<index].allSatisfy {
            $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
        }
        return onlyIndentBefore
            ? "a tab indents this line; YAML indents with spaces only, so replace the tab with spaces"
            : "a tab where YAML does not allow one; use spaces"
    }

    /// Line and column (in scalars) of a byte offset.
    func location(ofByte offset: Int, in input: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        var line = 1, column = 1
        for byte in input[0..<offset] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }

    /// Takes the event by pointer: `yaml_event_t` is about a hundred bytes.
    mutating func handle(_ event: UnsafePointer<yaml_event_t>) {
        let at = location(event.pointee.start_mark)
        switch event.pointee.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                failure = .error(.yamlSyntax, "a popskin file holds one YAML document; found a second one here", at: at)
            }
        case YAML_SCALAR_EVENT:
            let scalar = event.pointee.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let tag = string(scalar.tag)
            let isPlain = scalar.style == YAML_PLAIN_SCALAR_STYLE && tag != "tag:yaml.org,2002:str"
            nodes += 1
            complete(
                Built(node: YAMLNode(.scalar(text, isPlain: isPlain), at: at), count: 1, height: 0),
                anchor: string(scalar.anchor))
        case YAML_ALIAS_EVENT:
            let name = string(event.pointee.data.alias.anchor) ?? ""
            guard let target = anchors[name] else {
                failure = .error(.yamlSyntax, "alias *\(name) refers to no anchor defined before it", at: at)
                return
            }
            expanded += target.count
            guard expanded <= limits.maxAliasExpansion else {
                failure = .error(
                    .yamlLimit,
                    "aliases expand to more than \(limits.maxAliasExpansion) nodes (alias bomb?); stopped at *\(name)",
                    at: at)
                return
            }
            // An alias must not smuggle in nesting deeper than the limit.
            guard stack.count + target.height <= limits.maxDepth else {
                failure = .error(.yamlLimit, "alias *\(name) nests deeper than \(limits.maxDepth) levels here", at: at)
                return
            }
            nodes += target.count
            var built = target
            built.node.location = at
            complete(built, anchor: nil)
        case YAML_SEQUENCE_START_EVENT:
            open(isMapping: false, at: at, anchor: string(event.pointee.data.sequence_start.anchor))
        case YAML_MAPPING_START_EVENT:
            open(isMapping: true, at: at, anchor: string(event.pointee.data.mapping_start.anchor))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            let frame = stack.removeLast()
            let content: YAMLNode.Content = frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items)
            complete(
                Built(node: YAMLNode(content, at: frame.location), count: frame.nodeCount, height: frame.height),
                anchor: frame.anchor)
        default:
            break
        }
    }

    mutating func open(isMapping: Bool, at location: SourceLocation, anchor: String?) {
        guard stack.count < limits.maxDepth else {
            failure = .error(.yamlLimit, "nesting is deeper than \(limits.maxDepth) levels", at: location)
            return
        }
        nodes += 1
        var frame = Frame(isMapping: isMapping, location: location, anchor: anchor)
        // Theme mappings and lists are short; one allocation up front beats regrowing from one element.
        if isMapping { frame.pairs.reserveCapacity(8) } else { frame.items.reserveCapacity(4) }
        stack.append(frame)
    }

    /// Attaches a finished node to the collection being built. `nodes` was charged when the node began (or, for
    /// an alias, with the whole expansion), so each node counts once.
    mutating func complete(_ built: Built, anchor: String?) {
        guard nodes <= limits.maxNodes else {
            failure = .error(.yamlLimit, "file has more than \(limits.maxNodes) nodes", at: built.node.location)
            return
        }
        if let anchor { anchors[anchor] = built }
        guard !stack.isEmpty else {
            root = built.node
            return
        }
        // One in-place access to the open collection.
        if let key = stack[stack.count - 1].attach(built, diagnostics: &extra) { checkCommentedColor(after: key) }
    }

    /// `fill: #7a1015` reads as an empty value followed by a comment, which would silently remove an inherited
    /// colour. Reports it where the `#` stands. Keys past column 256 are not looked at and at most 1 KiB of the line
    /// is read, so a long line of empty flow values stays linear.
    mutating func checkCommentedColor(after key: YAMLNode) {
        guard let keyText = key.scalarText, key.location.column <= 256 else { return }
        if lineStarts == nil {
            lineStarts = [0] + input.indices.filter { input[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
        }
        guard let starts = lineStarts, key.location.line <= starts.count else { return }
        let start = starts[key.location.line - 1]
        var end = start
        while end < input.count, end - start < 1024, input[end] != UInt8(ascii: "\n") { end += 1 }
        let text = String(decoding: input[start..<end], as: UTF8.self)
        let scalars = Array(text.unicodeScalars)
        var index = key.location.column - 1 + keyText.unicodeScalars.count
        while index < scalars.count, scalars[index] != ":" { index += 1 }
        index += 1
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        guard index < scalars.count, scalars[index] == "#" else { return }
        var digits = index + 1
        while digits < scalars.count, scalars[digits].properties.isASCIIHexDigit { digits += 1 }
        let count = digits - index - 1
        guard [3, 4, 6, 8].contains(count), digits == scalars.count || scalars[digits] == " " else { return }
        let color = String(String.UnicodeScalarView(scalars[index..<digits]))
        extra.append(
            .error(
                .badColor,
                "'\(keyText)' is empty: YAML reads an unquoted \(color) as a comment; write \(keyText): \"\(color)\"",
                at: SourceLocation(file: file, line: key.location.line, column: index + 1)))
    }

}
