import PopskinSources

/// Follows the references of the tokens one choice of themes gives and reads each token as its type says. Tokens
/// are read in an order where what a token refers to comes first, found without recursion, so a long chain cannot
/// exhaust the stack: a cycle is reported once, naming every token in it, and a chain longer than the limit at the
/// token where it passes the limit. A token that fails is left out after its diagnostic; tokens that refer to it
/// fail quietly with it.
final class StudioResolver {
    /// What reading a token gave.
    enum Outcome {
        case value(DTCGValue)
        /// Untyped, or of a type no skin takes: kept for what references take from it.
        case raw(StudioNode, type: String?)
        /// Valid, beyond what a skin draws; the message follows "{token} ".
        case unusable(String)
        case failed
    }

    let tokens: StudioTokens
    let values: StudioValues
    let maxDepth: Int
    let diagnostics: DiagnosticSink
    private(set) var outcomes: [String: Outcome] = [:]
    /// The references followed from each token read to its value, in order.
    private(set) var chains: [String: [DTCGTokenSet.Hop]] = [:]
    /// The references followed so far from the token being read, and the same as a set.
    var hops: [DTCGTokenSet.Hop] = []
    var followed: Set<DTCGTokenSet.Hop> = []
    /// How many references the longest chain from each token follows.
    private var heights: [String: Int] = [:]

    init(tokens: StudioTokens, values: StudioValues, maxDepth: Int, diagnostics: DiagnosticSink) {
        (self.tokens, self.values, self.maxDepth, self.diagnostics) = (tokens, values, maxDepth, diagnostics)
    }

    /// A reference from a token's value (or its modifier) to another token, and the string it is written in.
    struct Edge {
        var target: String
        var location: SourceLocation
    }

    /// Reads every token once.
    func resolve() {
        var edges: [String: [Edge]] = [:]
        for path in tokens.order {
            let token = tokens.tokens[path]!
            edges[path] = references(in: token.value) + (token.modify.map(references) ?? [])
        }
        let (order, cyclic) = sorted(edges)
        for path in order { outcomes[path] = cyclic.contains(path) ? .failed : read(path, edges: edges[path]!) }
    }

    /// The references written in `node`'s strings that name tokens of the resolution.
    private func references(in node: YAMLNode) -> [Edge] {
        switch node.content {
        case .scalar(let text, isPlain: false):
            if let path = StudioAlias.legacy(text), tokens.tokens[path] != nil {
                return [Edge(target: path, location: node.location)]
            }
            guard case .success(let found) = StudioAlias.all(in: text) else { return [] }
            return found.filter { tokens.tokens[$0.path] != nil }.map { Edge(target: $0.path, location: node.location) }
        case .scalar: return []
        case .sequence(let items): return items.flatMap(references)
        case .mapping(let pairs): return pairs.flatMap { references(in: $0.value) }
        }
    }

    /// The tokens with what each refers to first (a depth-first walk on an explicit stack), and the tokens on a
    /// cycle, each cycle reported once where its first token refers on.
    private func sorted(_ edges: [String: [Edge]]) -> (order: [String], cyclic: Set<String>) {
        var order: [String] = [], cyclic: Set<String> = []
        var onStack: Set<String> = [], done: Set<String> = []
        for root in tokens.order where !done.contains(root) {
            var stack: [(path: String, next: Int)] = [(root, 0)]
            onStack.insert(root)
            while let (path, next) = stack.last {
                let out = edges[path] ?? []
                guard next < out.count else {
                    stack.removeLast()
                    onStack.remove(path)
                    done.insert(path)
                    order.append(path)
                    continue
                }
                stack[stack.count - 1].next += 1
                let target = out[next].target
                if onStack.contains(target) {
                    let start = stack.firstIndex { $0.path == target }!
                    let links = stack[start...].map { (path: $0.path, edge: edges[$0.path]![$0.next - 1]) }
                    if !links.contains(where: { cyclic.contains($0.path) }) { reportCycle(links) }
                    cyclic.formUnion(links.map(\.path))
                } else if !done.contains(target) {
                    stack.append((target, 0))
                    onStack.insert(target)
                }
            }
        }
        return (order, cyclic)
    }

    private func reportCycle(_ links: [(path: String, edge: Edge)]) {
        let chain = links.map(\.path) + [links[0].path]
        diagnostics.error(
            .refCycle, "references form a cycle: " + chain.joined(separator: " → "), at: links[0].edge.location,
            notes: links.dropFirst().map { DiagnosticNote("'\($0.path)' refers on here", at: $0.edge.location) })
    }

    /// Reads one token, whose references have all been read.
    private func read(_ path: String, edges: [Edge]) -> Outcome {
        let token = tokens.tokens[path]!
        var height = 0
        for edge in edges {
            if case .failed? = outcomes[edge.target] { return .failed }
            height = max(height, 1 + (heights[edge.target] ?? 0))
        }
        guard height <= maxDepth else {
            diagnostics.error(
                .jsonLimit,
                "references chain through more than \(maxDepth) tokens, the most popskin follows from one value",
                at: token.value.location)
            return .failed
        }
        heights[path] = height
        hops = []
        followed.removeAll(keepingCapacity: true)
        defer { chains[path] = hops }
        do throws(StudioFailure) {
            let node = try substitute(token.value)
            guard let type = token.type else {
                // Untyped: a whole reference gives the value it names.
                if case .value(let value, _, _) = node { return .value(value) }
                return .raw(node, type: nil)
            }
            let kind = StudioKind(type: type)
            if case .unsupported = kind { return .raw(node, type: type) }
            var value = try values.value(node, kind: kind)
            if let modify = token.modify, case .color(let color) = value {
                value = .color(try values.modified(color, by: try substitute(modify), token: path))
            }
            return .value(value)
        } catch {
            switch error {
            case .reported: return .failed
            case .problem(let id, let message, let location):
                diagnostics.error(id, message, at: location)
                return .failed
            case .unusable(let message): return .unusable(message)
            }
        }
    }
}
