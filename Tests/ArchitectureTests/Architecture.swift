import Foundation

/// What the architecture tests read, as plain functions of text, so each rule can be tried on a made-up snippet too.
enum Architecture {
    /// Modules any file may import: the standard library's neighbours and the C libraries they sit on.
    static let alwaysAllowed: Set<String> = ["Foundation", "Dispatch", "Synchronization", "Glibc", "Musl", "Darwin"]

    /// The SDK's own modules: a row lists them, but Package.swift declares no dependency on them.
    static let sdkModules: Set<String> = ["UIKit", "SwiftUI", "TipKit", "CoreServices"]

    /// The repository, found from this file: Tests/ArchitectureTests/Architecture.swift.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    // MARK: The table

    /// The rows of ARCHITECTURE.md's `| Module | May import |` table: each module's allowed imports, the names in
    /// backquotes of its second column (`—` for none).
    static func table(_ markdown: String) -> [String: Set<String>] {
        var rows: [String: Set<String>] = [:]
        var inTable = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard line.hasPrefix("|"), cells.count >= 4 else {
                inTable = false
                continue
            }
            if cells[1] == "Module" && cells[2] == "May import" {
                inTable = true
                continue
            }
            guard inTable, let module = quoted(cells[1]).first else { continue }
            rows[module] = Set(quoted(cells[2]))
        }
        return rows
    }

    /// The names in backquotes in `text`.
    private static func quoted(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
            .map { String($0.element) }
    }

    // MARK: Package.swift

    struct Target: Equatable {
        var name: String
        /// The folder of its sources, relative to the repository.
        var path: String
        /// The targets and products it declares it depends on, by module name.
        var dependencies: Set<String>
    }

    /// The `.target`, `.executableTarget` and `.systemLibrary` declarations of a manifest (the ones with sources
    /// under `Sources/`), read tolerantly: the first `name:`, `path:` and `dependencies: [...]` of each call, a
    /// product's name standing for its module (true of every product popskin uses).
    static func targets(_ manifest: String) -> [Target] {
        let code = Array(manifest)
        var found: [Target] = []
        var index = 0
        let starts = [".target(", ".executableTarget(", ".systemLibrary("]
        while index < code.count {
            guard let start = starts.first(where: { matches($0, in: code, at: index) }) else {
                index += 1
                continue
            }
            let open = index + start.count - 1
            let close = closing(code, from: open)
            let call = String(code[(open + 1)..<close])
            index = close
            guard let name = argument("name", in: call) else { continue }
            var dependencies: Set<String> = []
            if let list = list("dependencies", in: call) {
                for item in strings(in: list) where !item.isEmpty {
                    dependencies.insert(item)
                }
                // `.product(name: "Crypto", package: "swift-crypto")`: the package's name is no module.
                for package in packageArguments(in: list) { dependencies.remove(package) }
                for product in productNames(in: list) { dependencies.insert(product) }
            }
            found.append(
                Target(name: name, path: argument("path", in: call) ?? "Sources/\(name)", dependencies: dependencies))
        }
        return found
    }

    private static func matches(_ word: String, in code: [Character], at index: Int) -> Bool {
        let characters = Array(word)
        guard index + characters.count <= code.count else { return false }
        return Array(code[index..<(index + characters.count)]) == characters
    }

    /// The index of the bracket that closes the one at `open`, string literals skipped.
    private static func closing(_ code: [Character], from open: Int) -> Int {
        var depth = 0
        var inString = false
        var index = open
        while index < code.count {
            let character = code[index]
            if inString {
                if character == "\\" { index += 1 } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if "([".contains(character) {
                depth += 1
            } else if ")]".contains(character) {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return code.count
    }

    /// The string given as `label: "…"` at the call's own level.
    private static func argument(_ label: String, in call: String) -> String? {
        let code = Array(call)
        var depth = 0
        var index = 0
        while index < code.count {
            let character = code[index]
            if "([".contains(character) { depth += 1 }
            if ")]".contains(character) { depth -= 1 }
            if character == "\"" {
                index = closingQuote(code, from: index)
            } else if depth == 0, matches(label + ": \"", in: code, at: index),
                index == 0 || !code[index - 1].isLetter
            {
                let start = index + label.count + 3
                return String(code[start..<closingQuote(code, from: start - 1)])
            }
            index += 1
        }
        return nil
    }

    private static func closingQuote(_ code: [Character], from open: Int) -> Int {
        var index = open + 1
        while index < code.count, code[index] != "\"" {
            if code[index] == "\\" { index += 1 }
            index += 1
        }
        return index
    }

    /// The text inside `label: [...]`.
    private static func list(_ label: String, in call: String) -> String? {
        guard let range = call.range(of: label + ": [") else { return nil }
        let code = Array(call)
        let open = call.distance(from: call.startIndex, to: range.upperBound) - 1
        return String(code[(open + 1)..<closing(code, from: open)])
    }

    private static func strings(in text: String) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
            .map { String($0.element) }
    }

    private static func productNames(in list: String) -> [String] {
        list.components(separatedBy: ".product(name: \"").dropFirst().compactMap {
            $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
        }
    }

    private static func packageArguments(in list: String) -> [String] {
        list.components(separatedBy: "package: \"").dropFirst().compactMap {
            $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
        }
    }

    /// How a row and Package.swift's declaration disagree: what the row allows undeclared (the SDK's modules
    /// aside), and what is declared but not allowed.
    static func mismatches(row: Set<String>, declared: Set<String>) -> (undeclared: [String], unlisted: [String]) {
        (row.subtracting(declared).subtracting(sdkModules).sorted(), declared.subtracting(row).sorted())
    }

    // MARK: Swift sources

    /// The lines of Swift `source` that are code, numbered from 1: comments removed, and the insides of multi-line
    /// string literals (a diagnostic's example, a template) left out, so what they quote is never taken for code.
    static func codeLines(_ source: String) -> [(number: Int, text: String)] {
        var lines: [(Int, String)] = []
        var inString = false
        for (offset, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let delimiters = line.components(separatedBy: "\"\"\"").count - 1
            let wasInString = inString
            if delimiters % 2 == 1 { inString.toggle() }
            // A line that opens or closes a literal is code only before its delimiter.
            guard !wasInString else { continue }
            var code = delimiters > 0 ? String(line.components(separatedBy: "\"\"\"")[0]) : String(line)
            if let comment = code.range(of: "//") { code = String(code[..<comment.lowerBound]) }
            lines.append((offset + 1, code))
        }
        return lines
    }

    /// The imports of `source` that `allowed` (a row of the table) does not list.
    static func forbiddenImports(_ source: String, allowed: Set<String>) -> [(module: String, line: Int)] {
        imports(source).filter { !allowed.contains($0.module) && !alwaysAllowed.contains($0.module) }
    }

    /// The modules `source` imports, with their lines (`import X`, `@testable import X`, `import struct X.Y`).
    static func imports(_ source: String) -> [(module: String, line: Int)] {
        let kinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
        return codeLines(source).compactMap { number, text in
            var words = text.split(whereSeparator: \.isWhitespace).map(String.init)
            while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { return nil }
            let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
            return (String(path.split(separator: ".")[0]), number)
        }
    }

    /// Ways to read a file that do not go through `InputFile` (which opens without blocking, refuses what is not a
    /// regular file, and keeps a read inside its project).
    static let directReads = [
        ".contents(atPath:", "Data(contentsOf:", "NSData(contentsOf", "String(contentsOf", "NSString(contentsOf",
        "fopen(", "freopen(", "FileHandle(forReadingAtPath", "FileHandle(forReadingFrom", "FileHandle(forUpdating",
        "InputStream(", "O_RDONLY", "O_RDWR",
    ]

    /// Where `source` reads a file around `InputFile`.
    static func bypasses(_ source: String) -> [(line: Int, what: String)] {
        codeLines(source).flatMap { number, text in directReads.filter { text.contains($0) }.map { (number, $0) } }
    }

    /// The reads of `InputFile` itself, which a project's files go through only inside its snapshot.
    static let snapshotReads = [
        "InputFile.read(", "InputFile.readWithStatus(", "InputFile.prefix(", "PNGHeader.read(", "FileVersion.read(",
    ]

    /// Where `source` reads a file with `InputFile` instead of through an `InputSnapshot`.
    static func readsAroundSnapshot(_ source: String) -> [(line: Int, what: String)] {
        codeLines(source).flatMap { number, text in snapshotReads.filter { text.contains($0) }.map { (number, $0) } }
    }

    /// Whether an allow-list's `entry` names `file`: a folder (ending in `/`) names what is in it, and a file names
    /// itself wherever it moves inside its module's folder.
    static func names(_ file: String, _ entry: String) -> Bool {
        if entry.hasSuffix("/") { return file.hasPrefix(entry) }
        let module = entry.split(separator: "/").prefix(2).joined(separator: "/") + "/"
        return file.hasPrefix(module) && file.split(separator: "/").last == entry.split(separator: "/").last
    }

    /// The Swift files under `folder` (relative to the repository), relative paths sorted.
    static func swiftFiles(under folder: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
            .sorted()
    }
}
