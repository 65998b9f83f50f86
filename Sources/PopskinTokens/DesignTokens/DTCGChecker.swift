import PopskinSources

/// Follows references and checks values for `DTCGTokenSet`: each token is resolved once (memoised), and a stack of
/// the tokens and pointers being followed catches cycles and names their whole chain.
final class DTCGChecker {
    let namespace: DTCGNamespace
    /// The document as written: what JSON Pointers walk.
    let document: YAMLNode
    /// Where problems go; a pointer's target is read into a sink of its own first (`pointed`).
    private(set) var diagnostics: DiagnosticSink
    /// Where a token's own problems go, whatever sink a pointer being followed has put in `diagnostics`.
    private var root: DiagnosticSink
    /// Each finished token by slot (`DTCGNamespace.entries`): .some(nil) once it failed.
    private var done: [DTCGTokenSet.Token??]
    /// The slots finished in the current attempt: an abandoned attempt forgets them, as it drops their diagnostics.
    private var journal: [Int] = []
    /// How many stack entries resolving each finished token took, so a chain's length is known wherever it is met.
    private var heights: [Int]
    /// The highest the stack has been while resolving the innermost token.
    private var peak = 0
    /// The slot of the token met where the stack was full: it is resolved on its own first, and the attempt retried.
    private var overflow: Int?
    /// Where one attempt's diagnostics wait until it is known whether the attempt stands (one sink for all).
    private let attempt = DiagnosticSink()
    /// What is being followed: a token's path or a pointer's text, how it was reached (the pointer that named a
    /// token, else the key), and where it was written.
    private var stack: [(key: String, shown: String, location: SourceLocation)] = []
    /// The pointer text the token about to be resolved was named by (`pointedToken`), for its stack entry.
    private var arrivingAs: String?
    /// The hops the current token's value went through, innermost token last.
    private var hops: [[DTCGTokenSet.Hop]] = []

    /// Longest chain of references followed (`JSONLimits.maxReferenceDepth`).
    let maxDepth: Int
    /// What departures from the specification are read, with a warning.
    let rules: DTCGRules
    /// The types other documents of a resolver give tokens (`shapeType`).
    let typesElsewhere: DTCGTypeHints
    /// The files whose string colours were warned about (once each).
    var legacyColorFiles: Set<String> = []
    /// Did-you-mean over the token paths, searched once per missing path (shared by a resolver's combinations).
    private let suggestions: SuggestionCache
    private lazy var hints = suggestions.hints(over: namespace.order)

    /// Records a finished token (nil: it failed, after its problems were reported).
    private func memo(_ slot: Int, _ token: DTCGTokenSet.Token?) {
        done[slot] = .some(token)
        journal.append(slot)
    }

    init(
        namespace: DTCGNamespace, document: YAMLNode, maxDepth: Int, rules: DTCGRules = .specification,
        diagnostics: DiagnosticSink, suggestions: SuggestionCache = SuggestionCache(),
        typesElsewhere: DTCGTypeHints = DTCGTypeHints()
    ) {
        self.typesElsewhere = typesElsewhere
        (self.namespace, self.document, self.maxDepth, self.diagnostics) = (namespace, document, maxDepth, diagnostics)
        self.rules = rules
        self.suggestions = suggestions
        root = diagnostics
        done = Array(repeating: nil, count: namespace.entries.count)
        heights = Array(repeating: 0, count: namespace.entries.count)
    }

    /// False after reporting a chain of pointers longer than the limit (it would be followed on the stack).
    private func withinDepth(at location: SourceLocation) -> Bool {
        guard stack.count >= maxDepth else { return true }
        diagnostics.error(.jsonLimit, Self.depthMessage(maxDepth), at: location)
        return false
    }

    private static func depthMessage(_ limit: Int) -> String {
        "references chain through more than \(limit) tokens and pointers; the limit keeps a hostile file from "
            + "exhausting the stack"
    }

    /// The token at `path` with its value, or nil after its problems are reported (once).
    ///
    /// A chain longer than the stack allows is resolved from its far end: the token where the stack filled is
    /// resolved on its own, then the attempt is retried, so whether a token is within the limit does not depend on
    /// which token was asked for first. An abandoned attempt's diagnostics are dropped; the retry reports them.
    func token(_ slot: Int) -> DTCGTokenSet.Token? {
        guard stack.isEmpty else { return resolve(slot) }
        let outer = diagnostics
        defer { (diagnostics, root) = (outer, outer) }
        var pending = [slot]
        while let next = pending.last {
            (diagnostics, root, overflow, peak) = (attempt, attempt, nil, 0)
            journal.removeAll(keepingCapacity: true)
            _ = resolve(next)
            let reported = attempt.removeAll()
            guard let deeper = overflow else {
                reported.forEach(outer.report)
                pending.removeLast()
                continue
            }
            // The attempt's diagnostics are dropped, so what it finished is forgotten too: the retry redoes both.
            for slot in journal { (done[slot], heights[slot]) = (nil, 0) }
            if pending.contains(deeper) {
                // Only a cycle longer than the limit comes back to a token already waiting.
                outer.error(
                    .jsonLimit, Self.depthMessage(maxDepth),
                    at: namespace.entries[deeper].definition.valueNode.location)
                done[deeper] = .some(nil)
            } else {
                pending.append(deeper)
            }
        }
        return done[slot] ?? nil
    }

    private func resolve(_ path: String) -> DTCGTokenSet.Token? {
        namespace.slots[path].flatMap(resolve)
    }

    private func resolve(_ slot: Int) -> DTCGTokenSet.Token? {
        guard overflow == nil else { return nil }
        if let finished = done[slot] {
            peak = max(peak, stack.count + heights[slot])
            return finished
        }
        let entry = namespace.entries[slot]
        let path = entry.path, definition = entry.definition
        if let start = stack.firstIndex(where: { $0.key == path }) {
            reportCycle(from: start, closingAt: definition.valueNode.location, key: path)
            return nil
        }
        guard stack.count < maxDepth else {
            overflow = slot
            return nil
        }
        let base = stack.count, outerPeak = peak, outerSink = diagnostics
        stack.append((path, arrivingAs ?? path, definition.valueNode.location))
        arrivingAs = nil
        hops.append([])
        (peak, diagnostics) = (stack.count, root)
        defer {
            stack.removeLast()
            hops.removeLast()
            (peak, diagnostics) = (max(outerPeak, peak), outerSink)
        }
        let type = definition.type ?? inferredType(definition) ?? entry.groupType ?? shapeType(definition, path: path)
        guard overflow == nil else { return nil }
        guard let type else {
            // A `$type` that names no type was reported where it is written.
            if done[slot] == nil && !definition.hasInvalidType && !entry.groupTypeIsInvalid {
                diagnostics.error(
                    .tokenFormat,
                    "token '\(path)' has no $type: give it one, or give one to a group that holds it",
                    at: definition.keyLocation)
            }
            memo(slot, nil)
            return nil
        }
        // A cycle reported while inferring the type marks this token done.
        if let finished = done[slot] { return finished }
        let value =
            definition.value != nil
            ? whole(definition.valueNode, as: type) : pointed(definition.valueNode, as: type)
        guard overflow == nil else { return nil }
        guard peak - base <= maxDepth else {
            // Reported once, here: the tokens that lead here fail with it and add nothing to their height.
            diagnostics.error(.jsonLimit, Self.depthMessage(maxDepth), at: definition.valueNode.location)
            memo(slot, nil)
            peak = base
            return nil
        }
        heights[slot] = peak - base
        let deprecation = [definition.deprecated, entry.groupDeprecation].compactMap { $0 }.first
        let token = value.map {
            DTCGTokenSet.Token(
                path: path, type: type, value: $0, definition: definition,
                deprecation: deprecation?.isDeprecated == true ? deprecation : nil, chain: hops.last ?? [])
        }
        if done[slot] == nil { memo(slot, token) }
        return done[slot]!
    }

    /// The type of the token a value's reference leads to (Format §5.2.2: after the token's own `$type`, before
    /// its group's): a curly reference's token, or the token whose `$value` a pointer names exactly.
    private func inferredType(_ definition: DTCGTokenDefinition) -> DTCGType? {
        let node = definition.valueNode
        let pointerNode = definition.value == nil ? node : DTCGChecker.referenceObject(node)
        if let text = node.scalarText, definition.value != nil, let name = DTCGReference.curlyName(text) {
            return resolve(name)?.type
        }
        guard let text = pointerNode?.scalarText, case .success(let segments) = DTCGReference.pointer(text),
            segments.last == "$value"
        else { return nil }
        return resolve(segments.dropLast().joined(separator: "."))?.type
    }

    /// Under `DTCGRules.published`, after a warning, the type of an untyped token that another document of its
    /// resolver types (and no other types otherwise), or whose value has a shape only one type has — a colour's
    /// `colorSpace` and `components`, a dimension's or duration's `{value, unit}`. A string or a number on its own
    /// could be many things, so it stays the specification's error.
    private func shapeType(_ definition: DTCGTokenDefinition, path: String) -> DTCGType? {
        guard rules == .published, let value = definition.value else { return nil }
        if let elsewhere = typesElsewhere.type(of: path) {
            diagnostics.warning(
                .tokenTypeInferred,
                "token '\(path)' has no $type; where the resolver's other documents define it, it is "
                    + "\(elsewhere.noun), so it is read as one (write \"$type\": \"\(elsewhere.rawValue)\" here too)",
                at: definition.keyLocation)
            return elsewhere
        }
        guard case .mapping(let pairs) = value.content else { return nil }
        let keys = Set(pairs.compactMap(\.key.scalarText))
        let type: DTCGType
        if keys.isSuperset(of: ["colorSpace", "components"]) {
            type = .color
        } else if keys == ["value", "unit"], let unit = value["unit"]?.scalarText {
            if DTCGDimension.Unit(rawValue: unit) != nil {
                type = .dimension
            } else if DTCGDuration.Unit(rawValue: unit) != nil {
                type = .duration
            } else {
                return nil
            }
        } else {
            return nil
        }
        diagnostics.warning(
            .tokenTypeInferred,
            "token '\(path)' has no $type; its value has the shape only \(type.noun) has, so it is read as one "
                + "(write \"$type\": \"\(type.rawValue)\" on it or its group)", at: definition.keyLocation)
        return type
    }

    // MARK: - References

    /// A value in a place that takes a whole value of `type`: a curly reference to a token of that type, a
    /// `{"$ref": …}` object, or the value itself.
    func whole(_ node: YAMLNode, as type: DTCGType, slot: String? = nil) -> DTCGValue? {
        if case .scalar(let text, isPlain: false) = node.content {
            if let name = DTCGReference.curlyName(text) { return alias(name, as: type, at: node) }
            if DTCGReference.looksLikeCurly(text) {
                diagnostics.error(
                    .tokenReference,
                    "\"\(text)\" is not a well-formed reference: write the whole token path in braces, as "
                        + "{group.token}", at: node.location)
                return nil
            }
        }
        if let reference = Self.referenceObject(node) { return pointed(reference, as: type) }
        guard checkReferenceObject(node) else { return nil }
        return literal(node, as: type, slot: slot)
    }

    /// The value at the pointer written in `reference`, read as `type`.
    func pointed(_ reference: YAMLNode, as type: DTCGType) -> DTCGValue? {
        if let value = pointedToken(reference, as: type) { return value }
        guard let target = follow(reference) else { return nil }
        defer { stack.removeLast() }
        return reportedAt(reference, wanting: "a value that is not \(type.noun)") { whole(target, as: type) }
    }

    /// What a pointer naming exactly a token's `$value` stands for: that token, resolved once and kept like an
    /// alias's, so a chain of such pointers costs its length rather than its length times the limit. nil when the
    /// pointer names anything else, or a token of another type (the value is then read where it points).
    private func pointedToken(_ reference: YAMLNode, as type: DTCGType) -> DTCGValue?? {
        guard case .scalar(let text, isPlain: false) = reference.content,
            case .success(let segments) = DTCGReference.pointer(text), segments.count > 1, segments.last == "$value",
            !segments.dropLast().contains(where: { $0.hasPrefix("$") })
        else { return nil }
        let dotted = segments.dropLast().joined(separator: ".")
        guard let slot = namespace.slots[dotted] else { return nil }
        if let start = stack.firstIndex(where: { $0.key == dotted }) {
            reportCycle(from: start, closingAt: reference.location, key: text)
            return .some(nil)
        }
        hops[hops.count - 1].append(.init(reference: text, location: reference.location, token: dotted))
        arrivingAs = text
        defer { arrivingAs = nil }
        guard let target = resolve(slot) else { return .some(nil) }
        guard target.type == type else {
            hops[hops.count - 1].removeLast()
            return nil
        }
        hops[hops.count - 1] += target.chain
        return .some(target.value)
    }

    /// A part of a value that only a pointer may stand for (a colour's components, a dimension's number): `read`
    /// of the node itself, or of what its `{"$ref": …}` leads to (a problem there is the pointer's).
    func part<Part>(_ node: YAMLNode, of type: DTCGType, _ read: (YAMLNode) -> Part?) -> Part? {
        switch node.content {
        case .scalar(let text, isPlain: false) where DTCGReference.looksLikeCurly(text):
            diagnostics.error(
                .tokenReference,
                "a reference in braces names a whole token and cannot stand for part of \(type.noun) value; "
                    + "point at the part with {\"$ref\": \"#/…\"}", at: node.location)
            return nil
        // Any other string, a number or a literal: not a pointer (an object), so read as it is.
        case .scalar: return read(node)
        case .mapping, .sequence: break
        }
        guard let reference = Self.referenceObject(node) else { return checkReferenceObject(node) ? read(node) : nil }
        guard let target = follow(reference) else { return nil }
        defer { stack.removeLast() }
        return reportedAt(reference, wanting: "a value that does not fit here") { part(target, of: type, read) }
    }

    /// Runs `read` on what a pointer leads to; a value problem it finds there is reported as the pointer's.
    private func reportedAt<Result>(
        _ reference: YAMLNode, wanting what: String, _ read: () -> Result?
    ) -> Result? {
        let outer = diagnostics, inner = DiagnosticSink()
        diagnostics = inner
        let value = read()
        diagnostics = outer
        var wrapped = false
        for found in inner.diagnostics {
            guard found.id == .tokenValue else {
                diagnostics.report(found)
                continue
            }
            // The first problem says why the value does not fit; the others would repeat it.
            guard !wrapped else { continue }
            wrapped = true
            diagnostics.error(
                .tokenReference, "\"\(reference.scalarText ?? "")\" leads to \(what): \(found.message)",
                at: reference.location, notes: [DiagnosticNote("the value it leads to", at: found.location)])
        }
        return value
    }

    /// A whole-token reference `{path}` read as `type`.
    private func alias(_ dotted: String, as type: DTCGType, at node: YAMLNode) -> DTCGValue? {
        let written = node.scalarText ?? ""
        guard let slot = namespace.slots[dotted] else {
            if namespace.groups.contains(dotted) {
                diagnostics.error(
                    .tokenReference, "\(written) names a group; a reference names a token", at: node.location,
                    notes: chainNotes())
            } else if let definition = namespace.rejected[dotted] {
                diagnostics.error(
                    .tokenReference,
                    "\(written) names a token whose definition is in error (reported there), so it has no value",
                    at: node.location,
                    notes: chainNotes() + [DiagnosticNote("'\(dotted)' is defined here", at: definition)])
            } else {
                diagnostics.error(
                    .refMissing,
                    "no token named '\(dotted)'" + hints.hint(for: dotted),
                    at: node.location, notes: chainNotes())
            }
            return nil
        }
        hops[hops.count - 1].append(.init(reference: written, location: node.location, token: dotted))
        guard let target = resolve(slot) else { return nil }
        guard target.type == type else {
            diagnostics.error(
                .tokenReference,
                "\(written) is \(target.type.noun) token, and this must be \(type.noun)", at: node.location,
                notes: [DiagnosticNote("'\(dotted)' is defined here", at: target.definition.keyLocation)])
            return nil
        }
        if let deprecation = target.deprecation {
            diagnostics.warning(
                .tokenDeprecated,
                "'\(dotted)' is deprecated" + (deprecation.reason.map { ": \($0)" } ?? ""), at: node.location,
                notes: [DiagnosticNote("deprecated here", at: target.definition.keyLocation)])
        }
        hops[hops.count - 1] += target.chain
        return target.value
    }

    /// Walks the pointer written in `reference` through the document; on success the pointer is on the stack
    /// (the caller pops it) and the node it names is returned.
    private func follow(_ reference: YAMLNode) -> YAMLNode? {
        guard case .scalar(let text, isPlain: false) = reference.content else {
            diagnostics.error(
                .tokenReference, "$ref must be a string, not \(reference.kindDescription)", at: reference.location)
            return nil
        }
        let segments: [String]
        switch DTCGReference.pointer(text) {
        case .success(let found): segments = found
        case .failure(.syntax(let problem)):
            diagnostics.error(.tokenReference, "\"\(text)\" is not a JSON Pointer: \(problem)", at: reference.location)
            return nil
        }
        if let start = stack.firstIndex(where: { $0.key == text }) {
            reportCycle(from: start, closingAt: reference.location, key: text)
            return nil
        }
        guard withinDepth(at: reference.location), let target = walk(segments, text: text, at: reference) else {
            return nil
        }
        hops[hops.count - 1].append(.init(reference: text, location: reference.location, token: nil))
        stack.append((text, text, reference.location))
        return target
    }

    /// The node `segments` lead to, which must be a token's `$value` or lie inside one (Format §7.1.2).
    private func walk(_ segments: [String], text: String, at reference: YAMLNode) -> YAMLNode? {
        var current = document
        var insideValue = false
        for (index, segment) in segments.enumerated() {
            let walked = index == 0 ? "the document" : "#/" + segments[..<index].joined(separator: "/")
            switch current.content {
            case .mapping(let pairs):
                let isToken = pairs.contains { $0.key.scalarText == "$value" || $0.key.scalarText == "$ref" }
                if !insideValue && segment.hasPrefix("$") && segment != "$value" && segment != "$root" {
                    let what = isToken ? "the token's \(segment)" : "the group's \(segment)"
                    diagnostics.error(
                        .tokenReference, "\"\(text)\" points at \(what); a pointer names a token's value",
                        at: reference.location)
                    return nil
                }
                guard let next = pairs.first(where: { $0.key.scalarText == segment })?.value else {
                    diagnostics.error(
                        .refMissing, "\"\(text)\" names nothing: \(walked) has no '\(segment)'",
                        at: reference.location, notes: chainNotes())
                    return nil
                }
                if isToken && !insideValue && segment == "$value" { insideValue = true }
                current = next
            case .sequence(let items):
                guard let position = Self.arrayIndex(segment), position < items.count else {
                    diagnostics.error(
                        .refMissing,
                        "\"\(text)\" names nothing: '\(segment)' is no index of the \(items.count)-item array at "
                            + walked, at: reference.location, notes: chainNotes())
                    return nil
                }
                current = items[position]
            case .scalar:
                diagnostics.error(
                    .refMissing, "\"\(text)\" names nothing: \(walked) holds a single value, not '\(segment)'",
                    at: reference.location, notes: chainNotes())
                return nil
            }
        }
        guard insideValue else {
            let pairs: [YAMLNode.Pair]
            if case .mapping(let list) = current.content { pairs = list } else { pairs = [] }
            let isToken = pairs.contains { $0.key.scalarText == "$value" || $0.key.scalarText == "$ref" }
            diagnostics.error(
                .tokenReference,
                isToken
                    ? "\"\(text)\" points at a token; point at its value with \"\(text)/$value\""
                    : "\"\(text)\" points at a group; a pointer names a token's value",
                at: reference.location)
            return nil
        }
        return current
    }

    /// RFC 6901 array index: `0` or digits without a leading zero.
    private static func arrayIndex(_ segment: String) -> Int? {
        guard !segment.isEmpty, segment.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
            segment == "0" || !segment.hasPrefix("0")
        else { return nil }
        return Int(segment)
    }

    /// The `$ref` of an object that holds nothing else.
    static func referenceObject(_ node: YAMLNode) -> YAMLNode? {
        guard case .mapping(let pairs) = node.content, pairs.count == 1, pairs[0].key.scalarText == "$ref" else {
            return nil
        }
        return pairs[0].value
    }

    /// False after reporting an object that holds `$ref` beside other keys.
    private func checkReferenceObject(_ node: YAMLNode) -> Bool {
        guard case .mapping(let pairs) = node.content, pairs.count > 1,
            let reference = pairs.first(where: { $0.key.scalarText == "$ref" })
        else { return true }
        diagnostics.error(
            .tokenReference, "a reference object holds $ref and nothing else", at: reference.key.location)
        return false
    }

    private func reportCycle(from start: Int, closingAt location: SourceLocation, key: String) {
        let cycle = stack[start...].map(\.shown) + [key]
        diagnostics.error(
            .refCycle, "references form a cycle: \(cycle.joined(separator: " → "))", at: stack[start].location,
            notes: stack[(start + 1)...].map { DiagnosticNote("'\($0.shown)' is followed here", at: $0.location) }
                + [DiagnosticNote("which leads back here", at: location)])
        for (key, _, _) in stack[start...] {
            if let slot = namespace.slots[key], done[slot] == nil { memo(slot, nil) }
        }
    }

    /// Notes walking back along the tokens being resolved, for a reference that fails deep in a chain.
    private func chainNotes() -> [DiagnosticNote] {
        stack.dropLast().reversed().map { DiagnosticNote("through '\($0.shown)' here", at: $0.location) }
    }
}
