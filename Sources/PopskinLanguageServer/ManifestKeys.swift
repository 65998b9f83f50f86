import PopskinCore
import PopskinGenerators

/// The keys `popskin.yaml` takes under the mapping a line is in: its top level, an output's, an output's generator's
/// options, a token source's. Completion offers them; hover documents them.
enum ManifestKeys {
    /// The keys under `parent` (a dotted path read up the file), for the line `line` of `lines`.
    static func under(_ parent: String, lines: [Substring], line: Int) -> [SettingKey]? {
        switch parent {
        case "": ManifestSchema.keys
        case "outputs": ManifestSchema.outputKeys
        case "tokens": ManifestSchema.tokenSourceKeys
        case "outputs.options":
            Completion.outputGenerator(lines: lines, line: line).flatMap(GeneratorRegistry.generator(named:))?
                .description.options ?? []
        default: nil
        }
    }

    /// The key written on `line` (before its colon, after a list item's dash) when the cursor at `column` (scalars,
    /// from 1) is on it, with its documentation.
    static func hover(lines: [Substring], line: Int, column: Int) -> (key: SettingKey, start: Int)? {
        guard line < lines.count else { return nil }
        let text = lines[line]
        let indent = text.prefix { $0 == " " }.count
        var content = text.dropFirst(indent)
        var start = indent
        if content.hasPrefix("- ") {
            content = content.dropFirst(2)
            start += 2
        }
        guard let colon = content.firstIndex(of: ":") else { return nil }
        let name = String(content[..<colon])
        guard column > start, column <= start + name.count + 1 else { return nil }
        // A list item's dash counts as indentation: `- generator:` is an output's key.
        let parent = Completion.parent(of: lines, line: line, indent: start)
        guard let key = under(parent, lines: lines, line: line)?.first(where: { $0.name == name }) else { return nil }
        return (key, start)
    }
}
