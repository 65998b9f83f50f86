/// References in a Tokens Studio value: `{group.token}` as the whole string (it stands for the token's value, an
/// object or array included) or inside one (`rgba({color.ink}, 0.5)`, `{space.base} * 2`), where the token's value
/// is written in as text. The plugin's old `$group.token` form is read only as the whole string.
enum StudioAlias {
    struct Found {
        var path: String
        var range: Range<String.Index>
    }

    /// The path `text` names when it is one reference and nothing else (spaces around it allowed).
    static func whole(_ text: String) -> String? {
        let trimmed = trim(text)
        guard trimmed.count > 2, trimmed.first == "{", trimmed.last == "}" else { return nil }
        let inside = trimmed.dropFirst().dropLast()
        guard !inside.contains("{"), !inside.contains("}") else { return nil }
        return String(inside)
    }

    /// `$group.token`, the whole string: the plugin's old reference form, followed only when the token exists (a
    /// `$` may begin ordinary text).
    static func legacy(_ text: String) -> String? {
        guard text.first == "$", text.count > 1,
            !text.contains(where: { $0 == " " || $0 == "," || $0 == "{" || $0 == "}" }),
            text.last.map({ $0.isLetter || $0.isNumber || $0 == "_" }) == true
        else { return nil }
        return String(text.dropFirst())
    }

    /// `text` without spaces, tabs and line breaks at either end.
    static func trim(_ text: some StringProtocol) -> Substring {
        let isSpace = { (c: Character) in c == " " || c == "\t" || c == "\n" || c == "\r" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) })
        else { return Substring() }
        return Substring(text[first...last])
    }

    /// Every `{…}` in `text`, in order; a brace that does not close, or opens inside another, is a problem.
    static func all(in text: String) -> Result<[Found], StudioAliasProblem> {
        var found: [Found] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "}" {
                return .failure(StudioAliasProblem("'}' closes no reference"))
            }
            guard character == "{" else {
                index = text.index(after: index)
                continue
            }
            var end = text.index(after: index)
            while end < text.endIndex && text[end] != "}" {
                if text[end] == "{" {
                    return .failure(
                        StudioAliasProblem(
                            "a reference inside a reference ({a.{b}}) is not read; Tokens Studio deprecated them: "
                                + "name the token whole"))
                }
                end = text.index(after: end)
            }
            guard end < text.endIndex else { return .failure(StudioAliasProblem("'{' opens a reference never closed")) }
            let path = String(text[text.index(after: index)..<end])
            guard !path.isEmpty else { return .failure(StudioAliasProblem("'{}' names no token")) }
            found.append(Found(path: path, range: index..<text.index(after: end)))
            index = text.index(after: end)
        }
        return .success(found)
    }
}

struct StudioAliasProblem: Error {
    var message: String

    init(_ message: String) { self.message = message }
}
