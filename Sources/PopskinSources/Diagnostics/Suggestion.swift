/// Did-you-mean suggestions for misspelt keys and names.
public enum Suggestion {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo (the first of
    /// the closest, in `candidates`' order).
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let limit = max(2, word.count / 3)
        var search = Search(word)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            // Only a candidate nearer than the best so far replaces it: the bound shrinks as the search goes.
            let bound = min(limit, (best?.distance ?? .max) - 1)
            guard bound >= 0 else { break }
            if let distance = search.distance(to: candidate, atMost: bound) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Edit distance over Unicode scalars where swapping two neighbours counts as one edit (optimal string
    /// alignment), since transposed letters are the commonest typo.
    static func editDistance(_ a: String, _ b: String) -> Int {
        var search = Search(a)
        return search.distance(to: b, atMost: .max - 1)!
    }

    /// " (did you mean 'x'?)" or "".
    public static func hint(for word: String, in candidates: some Sequence<String>) -> String {
        closest(to: word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// The did-you-mean for `word`, written at `location`: the hint for the message and the fix that writes the
    /// suggestion in its place. `synonym`, a known other name for what was meant, wins over the closest candidate.
    public static func offer(
        for word: String, in candidates: some Sequence<String>, preferring synonym: String? = nil,
        at location: SourceLocation?
    ) -> (hint: String, fix: DiagnosticFix?) {
        guard let suggestion = synonym ?? closest(to: word, in: candidates) else { return ("", nil) }
        let fix = location.map {
            DiagnosticFix("Change to '\(suggestion)'", at: $0, replacing: word, with: suggestion)
        }
        return (" (did you mean '\(suggestion)'?)", fix)
    }

    /// One word measured against many candidates, its rows kept between them: a search over every token path of a
    /// large file allocates nothing per candidate and gives up on one as soon as it cannot be within the bound.
    struct Search {
        let word: [Unicode.Scalar]
        private var other: [Unicode.Scalar] = []
        /// Three rows of the table (optimal string alignment looks two back), one entry per scalar of `word` and one.
        private var twoBack: [Int], back: [Int], row: [Int]

        init(_ word: String) {
            self.word = Array(word.unicodeScalars)
            let blank = [Int](repeating: 0, count: self.word.count + 1)
            (twoBack, back, row) = (blank, blank, blank)
        }

        /// The distance from `candidate` to the word, or nil when it is more than `bound`.
        mutating func distance(to candidate: String, atMost bound: Int) -> Int? {
            other.removeAll(keepingCapacity: true)
            other.append(contentsOf: candidate.unicodeScalars)
            let (a, b) = (other, word)
            // Each scalar one string has beyond the other is an edit.
            guard abs(a.count - b.count) <= bound else { return nil }
            if a.isEmpty { return b.count }
            if b.isEmpty { return a.count }
            for j in 0...b.count { row[j] = j }
            var previousMinimum = 0
            for i in 1...a.count {
                swap(&twoBack, &back)
                swap(&back, &row)
                row[0] = i
                var minimum = i
                for j in 1...b.count {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var value = min(back[j] + 1, row[j - 1] + 1, back[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, twoBack[j - 2] + 1)
                    }
                    row[j] = value
                    minimum = min(minimum, value)
                }
                // Every alignment passes through this row or the one before (a transposition skips one row, never
                // two), and costs only grow along it: past the bound in both, the distance is too.
                if minimum > bound, previousMinimum > bound { return nil }
                previousMinimum = minimum
            }
            return row[b.count] <= bound ? row[b.count] : nil
        }
    }
}
