import PopskinSources

/// A value with its references replaced: a whole-string reference by what it names (a shadow's object, a colour),
/// a reference inside a string by its value's text (`rgba({color.ink}, 0.5)` becomes `rgba(#1c1c1e, 0.5)`).
extension StudioResolver {
    func substitute(_ node: YAMLNode) throws(StudioFailure) -> StudioNode {
        let at = node.location
        switch node.content {
        case .scalar(let text, isPlain: true): return .literal(text, at)
        case .scalar(let text, isPlain: false):
            if let path = StudioAlias.whole(text) { return try whole(path, written: text, at: at) }
            if let path = StudioAlias.legacy(text), tokens.tokens[path] != nil {
                return try whole(path, written: text, at: at)
            }
            let found: [StudioAlias.Found]
            switch StudioAlias.all(in: text) {
            case .failure(let problem): throw .problem(.tokenReference, "\"\(text)\": \(problem.message)", at)
            case .success(let list): found = list
            }
            var result = "", last = text.startIndex
            for reference in found {
                result += text[last..<reference.range.lowerBound]
                result += try embedded(reference.path, in: text, at: at)
                last = reference.range.upperBound
                // Counted as it grows: a string naming a token twice doubles at each level of a chain.
                guard result.utf8.count <= Self.maxExpandedText else {
                    throw .problem(
                        .jsonLimit,
                        "\"\(text)\" expands to more than \(Self.maxExpandedText) bytes with its references' values; "
                            + "the limit keeps references from multiplying a value", at)
                }
            }
            return .text(result + text[last...], at)
        case .sequence(let items):
            var list: [StudioNode] = []
            for item in items { list.append(try substitute(item)) }
            return .list(list, at)
        case .mapping(let pairs):
            var members: [(key: String, value: StudioNode)] = []
            for pair in pairs { members.append((pair.key.scalarText ?? "", try substitute(pair.value))) }
            return .object(members, at)
        }
    }

    /// What a token read earlier gave, the reference recorded as followed; a token the resolution does not have is
    /// REF-MISSING here.
    private func target(_ path: String, written: String, at location: SourceLocation) throws(StudioFailure)
        -> Outcome
    {
        if let outcome = outcomes[path] {
            follow(CollectionOfOne(DTCGTokenSet.Hop(reference: written, location: location, token: path)))
            follow(chains[path] ?? [])
            return outcome
        }
        let hint =
            tokens.disabled[path].map { " ('\(path)' is in the set '\($0)', which the chosen themes disable)" }
            ?? Suggestion.hint(for: path, in: tokens.order)
        diagnostics.error(.refMissing, "no token named '\(path)'\(hint)", at: location)
        throw .reported
    }

    /// The longest text a string's references may expand it to.
    static let maxExpandedText = 1 << 16

    /// Records `more` as followed, each hop once: a token that names another twice, or two that share a chain, keeps
    /// one copy (a chain copied whole at each reference doubled at each level of a fan-out).
    private func follow(_ more: some Collection<DTCGTokenSet.Hop>) {
        for hop in more where followed.insert(hop).inserted { hops.append(hop) }
    }

    private func whole(_ path: String, written: String, at location: SourceLocation) throws(StudioFailure)
        -> StudioNode
    {
        switch try target(path, written: written, at: location) {
        case .value(let value): return .value(value, reference: written, location)
        case .raw(let node, _): return node.relocated(to: location)
        case .unusable(let message): throw .unusable("refers to {\(path)}, which " + message)
        case .failed: throw .reported
        }
    }

    private func embedded(_ path: String, in text: String, at location: SourceLocation) throws(StudioFailure)
        -> String
    {
        switch try target(path, written: "{\(path)}", at: location) {
        case .value(let value):
            guard let written = StudioText.of(value) else {
                throw .problem(
                    .tokenReference,
                    "{\(path)} is \(value.type.noun) token, which cannot stand inside a string (\"\(text)\")", location)
            }
            return written
        case .raw(.text(let written, _), _), .raw(.literal(let written, _), _): return written
        case .raw(let node, _):
            throw .problem(
                .tokenReference, "{\(path)} is \(node.described), which cannot stand inside a string (\"\(text)\")",
                location)
        case .unusable(let message): throw .unusable("refers to {\(path)}, which " + message)
        case .failed: throw .reported
        }
    }
}
