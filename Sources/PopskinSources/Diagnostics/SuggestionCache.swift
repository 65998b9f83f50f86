/// Did-you-mean hints worked out once per word and list of candidates. A search over every token path is the
/// dearest part of reporting a missing token, and the same one recurs: at each reference to that token, and again in
/// each combination of a resolver's contexts, whose token paths are mostly the same list.
public final class SuggestionCache: Sendable {
    /// The hints over one list of candidates, each word's searched for once.
    public final class Hints: Sendable {
        private let candidates: [String]
        private let found = Locked<[String: String]>([:])

        init(_ candidates: [String]) {
            self.candidates = candidates
        }

        /// `Suggestion.hint(for:in:)` over the list.
        public func hint(for word: String) -> String {
            if let known = found.withLock({ $0[word] }) { return known }
            let hint = Suggestion.hint(for: word, in: candidates)
            found.withLock { $0[word] = hint }
            return hint
        }
    }

    /// By list: two lists share hints only when they are equal, order included (the first closest name wins).
    private let lists = Locked<[[String]: Hints]>([:])

    public init() {}

    /// The hints over `candidates`, shared with every earlier caller that gave an equal list.
    public func hints(over candidates: [String]) -> Hints {
        lists.withLock { lists in
            if let known = lists[candidates] { return known }
            let hints = Hints(candidates)
            lists[candidates] = hints
            return hints
        }
    }
}
