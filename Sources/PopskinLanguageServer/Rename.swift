import PopskinCore
import PopskinSources
import PopskinTokens

/// Rename, as one workspace edit: a theme (every `extends:`, every output's `themes:` and `exclude:`, and its file,
/// renamed beside) or a YAML token (its key and every `{reference}`). Refused, with the reason, for what a package
/// owns, for a name that is not valid or already taken, and for what is not a theme or a YAML token.
struct Rename {
    let snapshot: ReadingSnapshot

    /// Why a rename cannot be written.
    struct Refusal: Error {
        var reason: String
    }

    /// What the cursor is on, as the editor shows it before the new name is typed.
    func prepare(_ asked: TextDocumentPositionParams) throws(Refusal) -> PrepareRenameResult {
        let (mention, _) = try target(asked.textDocument.uri, asked.position)
        let range = snapshot.lines.range(mention.location, length: mention.text.unicodeScalars.count)
        switch mention.symbol {
        case .theme(let name), .token(let name): return PrepareRenameResult(range: range, placeholder: name)
        case .art: throw Refusal(reason: "art paths are renamed with their files")
        }
    }

    func edit(_ asked: RenameParams) throws(Refusal) -> WorkspaceEdit {
        let (mention, file) = try target(asked.textDocument.uri, asked.position)
        switch mention.symbol {
        case .theme(let name): return try renameTheme(name, to: asked.newName)
        case .token(let path): return try renameToken(path, to: asked.newName, from: file)
        case .art: throw Refusal(reason: "art paths are renamed with their files")
        }
    }

    private func target(_ uri: String, _ position: Position) throws(Refusal) -> (ProjectIndex.Mention, String) {
        guard let place = snapshot.place(uri, position),
            let mention = snapshot.index.mention(in: place.file, line: place.line, column: place.column)
        else { throw Refusal(reason: "put the cursor on a theme's name or a token reference to rename it") }
        return (mention, place.file)
    }

    private func renameTheme(_ name: String, to newName: String) throws(Refusal) -> WorkspaceEdit {
        let registry = snapshot.result.registry
        guard let theme = registry[name] else { throw Refusal(reason: "no theme named '\(name)'") }
        if let package = theme.package {
            throw Refusal(reason: "theme '\(name)' belongs to the package '\(package)', whose files are read-only")
        }
        guard ThemeDocument.isValidName(newName) else {
            throw Refusal(
                reason: "'\(newName)' is not a theme name: lower-case letters, digits and '-', starting with a letter")
        }
        guard newName != name else { return WorkspaceEdit(documentChanges: []) }
        if registry[newName] != nil || snapshot.result.project.unloadedThemes[newName] != nil {
            throw Refusal(reason: "a theme named '\(newName)' already exists")
        }
        let mentions = snapshot.index.mentions(of: .theme(name))
        var changes = edits(mentions) { _ in newName }
        let folder = theme.file.split(separator: "/").dropLast().joined(separator: "/")
        let suffix = theme.file.hasSuffix(".yml") ? ".yml" : ".yaml"
        let renamed = (folder.isEmpty ? "" : folder + "/") + newName + suffix
        changes.append(.rename(oldUri: snapshot.uri(theme.file), newUri: snapshot.uri(renamed)))
        return WorkspaceEdit(documentChanges: changes)
    }

    /// A YAML token keeps its group: only the last part of its path changes.
    private func renameToken(_ path: String, to newPath: String, from file: String) throws(Refusal) -> WorkspaceEdit {
        let tokens = snapshot.result.project.tokens(forFile: file)
        guard let token = tokens.tokens[path] else { throw Refusal(reason: "no token named '\(path)'") }
        let definedIn = token.keyLocation.file
        if let (package, _) = ProjectPath.splitPackage(definedIn) {
            throw Refusal(reason: "token '\(path)' belongs to the package '\(package)', whose files are read-only")
        }
        guard ProjectIndex.isYAML(definedIn) else {
            throw Refusal(reason: "token '\(path)' is defined in \(definedIn); only YAML tokens are renamed here")
        }
        // The editor may offer the last part alone: it keeps the group.
        let group = path.split(separator: ".").dropLast().joined(separator: ".")
        let full = newPath.contains(".") || group.isEmpty ? newPath : group + "." + newPath
        let newGroup = full.split(separator: ".").dropLast().joined(separator: ".")
        guard newGroup == group else {
            throw Refusal(reason: "a rename keeps the token in its group '\(group)'; moving it is an edit of its file")
        }
        let last = String(full.split(separator: ".").last ?? "")
        guard TokenTable.isValidName(last) else { throw Refusal(reason: "'\(last)' is not a token name") }
        guard full != path else { return WorkspaceEdit(documentChanges: []) }
        if tokens.tokens[full] != nil || tokens.group(at: full) != nil {
            throw Refusal(reason: "a token or group named '\(full)' already exists")
        }
        let mentions = snapshot.index.mentions(of: .token(path))
        if let pointer = mentions.first(where: { $0.text.hasPrefix("#") }) {
            throw Refusal(
                reason: "token '\(path)' is named by a JSON Pointer at \(pointer.location.file):"
                    + "\(pointer.location.line); rename it there by hand")
        }
        return WorkspaceEdit(documentChanges: edits(mentions) { $0.isDefinition ? last : "{\(full)}" })
    }

    /// One edit per file, each mention in it replaced by `text(mention)`; a package's files are never edited.
    private func edits(_ mentions: [ProjectIndex.Mention], writing text: (ProjectIndex.Mention) -> String)
        -> [DocumentChange]
    {
        var byFile: [String: [TextEdit]] = [:]
        for mention in mentions where ProjectPath.splitPackage(mention.location.file) == nil {
            let range = snapshot.lines.range(mention.location, length: mention.text.unicodeScalars.count)
            byFile[mention.location.file, default: []].append(TextEdit(range: range, newText: text(mention)))
        }
        return byFile.keys.sorted().map { .edit(uri: snapshot.uri($0), edits: byFile[$0]!) }
    }
}
