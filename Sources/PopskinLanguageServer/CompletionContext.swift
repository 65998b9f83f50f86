/// What the text before the cursor on a line is in the middle of, read as YAML flow syntax reads it: a token
/// reference being typed inside a quoted scalar (`fill: "{palette.`), a key being typed in a flow mapping
/// (`arrow: { ba`), or a value. Flow mappings nest: their keys are the path under the line's block mapping.
struct CompletionContext {
    /// The keys of the flow mappings the cursor is in, outermost first, starting with the line's own key.
    private(set) var flowKeys: [String] = []
    /// The key whose value is being written, when a colon follows it.
    private(set) var valueKey: String?
    /// What is typed since the last `{`, `,` or the line's indentation.
    private(set) var segment = ""
    /// What is typed after `{` inside a quoted scalar: a token path.
    private(set) var reference: String?
    private var quote: Character?

    init(_ before: Substring) {
        for character in before {
            if let open = quote {
                if character == open {
                    (quote, reference) = (nil, nil)
                } else if character == "{" {
                    reference = ""
                } else if character == "}" {
                    reference = nil
                } else if reference != nil {
                    reference?.append(character)
                }
                continue
            }
            switch character {
            case "\"", "'": quote = character
            case ":":
                valueKey = segment.trimmingCharacters(in: .whitespaces)
                segment = ""
            case "{":
                flowKeys.append(valueKey ?? "")
                (valueKey, segment) = (nil, "")
            case ",": (valueKey, segment) = (nil, "")
            case "}":
                _ = flowKeys.popLast()
                (valueKey, segment) = (nil, "")
            default: segment.append(character)
            }
        }
    }

    /// A key of a flow mapping being typed: its letters so far.
    var flowKey: String? {
        guard !flowKeys.isEmpty, valueKey == nil, quote == nil else { return nil }
        let typed = segment.trimmingCharacters(in: .whitespaces)
        return typed.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } ? typed : nil
    }

    /// The dotted path of the value being written, under `parent` (the line's block mapping).
    func valuePath(under parent: String) -> String {
        ([parent] + flowKeys + [valueKey ?? ""]).filter { !$0.isEmpty }.joined(separator: ".")
    }

    /// The dotted path of the flow mapping a key is being typed in, under `parent`.
    func flowPath(under parent: String) -> String {
        ([parent] + flowKeys).filter { !$0.isEmpty }.joined(separator: ".")
    }
}
