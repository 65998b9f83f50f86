import CLibYAML

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

    /// Loads the single document in `bytes`. Returns nil when the file cannot be used; the reasons are appended
    /// to `diagnostics`. An empty file gives a null scalar.
    public func load(_ bytes: [UInt8], file: String, diagnostics: inout [Diagnostic]) -> YAMLNode? {
        guard bytes.count <= limits.maxFileSize else {
            diagnostics.append(.error(
                .yamlLimit, "file is \(bytes.count) bytes; the limit is \(limits.maxFileSize) bytes",
                at: .start(of: file)))
            return nil
        }
        return bytes.withUnsafeBufferPointer { buffer in
            var builder = TreeBuilder(file: file, limits: limits)
            return builder.run(buffer, diagnostics: &diagnostics)
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
        var keyIndex: [String: SourceLocation]?
    }

    let file: String
    let limits: YAMLLimits
    var stack: [Frame] = []
    var anchors: [String: (node: YAMLNode, count: Int)] = [:]
    var root: YAMLNode?
    var expanded = 0
    var nodes = 0
    var documents = 0
    var failure: Diagnostic?
    var extra: [Diagnostic] = []

    init(file: String, limits: YAMLLimits) {
        self.file = file
        self.limits = limits
    }

    mutating func run(_ input: UnsafeBufferPointer<UInt8>, diagnostics: inout [Diagnostic]) -> YAMLNode? {
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
                failure = syntaxError(parser.pointee)
                break
            }
            finished = event.type == YAML_STREAM_END_EVENT
            handle(event)
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

    func syntaxError(_ parser: yaml_parser_t) -> Diagnostic {
        var message = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        if let context = parser.context {
            message += " \(String(cString: context)) starting at line \(parser.context_mark.line + 1)"
        }
        return .error(.yamlSyntax, message, at: location(parser.problem_mark))
    }

    func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }

    mutating func handle(_ event: yaml_event_t) {
        let at = location(event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                failure = .error(.yamlSyntax, "a popskin file holds one YAML document; found a second one here", at: at)
            }
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let tag = string(scalar.tag)
            let isPlain = scalar.style == YAML_PLAIN_SCALAR_STYLE && tag != "tag:yaml.org,2002:str"
            complete(YAMLNode(.scalar(text, isPlain: isPlain), at: at), count: 1, anchor: string(scalar.anchor))
        case YAML_ALIAS_EVENT:
            let name = string(event.data.alias.anchor) ?? ""
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
            var node = target.node
            node.location = at
            complete(node, count: target.count, anchor: nil)
        case YAML_SEQUENCE_START_EVENT:
            open(isMapping: false, at: at, anchor: string(event.data.sequence_start.anchor))
        case YAML_MAPPING_START_EVENT:
            open(isMapping: true, at: at, anchor: string(event.data.mapping_start.anchor))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            let frame = stack.removeLast()
            let content: YAMLNode.Content = frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items)
            complete(YAMLNode(content, at: frame.location), count: frame.nodeCount, anchor: frame.anchor)
        default:
            break
        }
    }

    mutating func open(isMapping: Bool, at location: SourceLocation, anchor: String?) {
        guard stack.count < limits.maxDepth else {
            failure = .error(.yamlLimit, "nesting is deeper than \(limits.maxDepth) levels", at: location)
            return
        }
        stack.append(Frame(isMapping: isMapping, location: location, anchor: anchor))
    }

    mutating func complete(_ node: YAMLNode, count: Int, anchor: String?) {
        nodes += count
        guard nodes <= limits.maxNodes else {
            failure = .error(.yamlLimit, "file has more than \(limits.maxNodes) nodes", at: node.location)
            return
        }
        if let anchor { anchors[anchor] = (node, count) }
        guard !stack.isEmpty else {
            root = node
            return
        }
        stack[stack.count - 1].nodeCount += count
        if !stack[stack.count - 1].isMapping {
            stack[stack.count - 1].items.append(node)
        } else if let key = stack[stack.count - 1].pendingKey {
            if !stack[stack.count - 1].skipPendingValue {
                stack[stack.count - 1].pairs.append(YAMLNode.Pair(key: key, value: node))
            }
            stack[stack.count - 1].pendingKey = nil
            stack[stack.count - 1].skipPendingValue = false
        } else {
            stack[stack.count - 1].pendingKey = node
            checkDuplicate(key: node)
        }
    }

    /// Reports a key seen before in the same mapping; the first occurrence is kept.
    mutating func checkDuplicate(key: YAMLNode) {
        guard let text = key.scalarText else { return }
        let top = stack.count - 1
        if stack[top].keyIndex == nil && stack[top].pairs.count >= 8 {
            var index: [String: SourceLocation] = [:]
            for pair in stack[top].pairs { if let k = pair.key.scalarText, index[k] == nil { index[k] = pair.key.location } }
            stack[top].keyIndex = index
        }
        let first: SourceLocation?
        if stack[top].keyIndex != nil {
            first = stack[top].keyIndex![text]
            if first == nil { stack[top].keyIndex![text] = key.location }
        } else {
            first = stack[top].pairs.first { $0.key.scalarText == text }?.key.location
        }
        guard let first else { return }
        stack[top].skipPendingValue = true
        extra.append(.error(
            .duplicateKey, "key '\(text)' appears twice in the same mapping; the first one is used", at: key.location,
            notes: [DiagnosticNote("first defined here", at: first)]))
    }
}
