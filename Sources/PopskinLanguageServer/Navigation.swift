import PopskinCore
import PopskinSources
import PopskinTokens

/// Hover, definition and references, answered from the latest reading. On a key: what `theme explain` says of it
/// (its resolved value, where it was set, through which tokens, what it overrode, the chain) with the key's
/// documentation. On a theme's name (after `extends:`, in an output's `themes:` or `exclude:`): the theme, its file,
/// every place it is named. On a token reference or definition: its value per appearance and its alias chain, its
/// definition, every reference. On an art path: the file.
struct Navigation {
    let snapshot: ReadingSnapshot

    func hover(_ asked: TextDocumentPositionParams) -> Hover? {
        guard let place = snapshot.place(asked.textDocument.uri, asked.position) else { return nil }
        if let mention = snapshot.index.mention(in: place.file, line: place.line, column: place.column) {
            let range = snapshot.lines.range(mention.location, length: mention.text.unicodeScalars.count)
            let text: String?
            switch mention.symbol {
            case .theme(let name): text = themeHover(name, from: place.file)
            case .token(let path): text = tokenHover(path, file: place.file)
            case .art(let path): text = "art `\(path)`"
            }
            if let text { return Hover(contents: MarkupContent(value: text), range: range) }
        }
        if place.file == snapshot.result.project.manifest.file ?? Manifest.fileName {
            return manifestHover(place)
        }
        return keyHover(place)
    }

    /// A `popskin.yaml` key's documentation.
    private func manifestHover(_ place: ReadingSnapshot.Place) -> Hover? {
        guard let lines = snapshot.lines.lines(of: place.file),
            let (key, start) = ManifestKeys.hover(lines: lines, line: place.line - 1, column: place.column)
        else { return nil }
        let location = SourceLocation(file: place.file, line: place.line, column: start + 1)
        return Hover(
            contents: MarkupContent(value: "**\(key.name)**\n\n\(key.doc)"),
            range: snapshot.lines.range(location, length: key.name.unicodeScalars.count))
    }

    /// The file of a theme, a token's definition, an art file.
    func definition(_ asked: TextDocumentPositionParams) -> Location? {
        guard let place = snapshot.place(asked.textDocument.uri, asked.position),
            let mention = snapshot.index.mention(in: place.file, line: place.line, column: place.column)
        else { return nil }
        return declaration(of: mention.symbol, from: place.file)
    }

    /// Every place the symbol under the cursor is named, and its declaration when asked.
    func references(_ asked: ReferenceParams) -> [Location] {
        guard let place = snapshot.place(asked.textDocument.uri, asked.position),
            let mention = snapshot.index.mention(in: place.file, line: place.line, column: place.column)
        else { return [] }
        let includeDeclaration = asked.context?.includeDeclaration ?? true
        var found = snapshot.index.mentions(of: mention.symbol).filter { !$0.isDefinition }.map {
            snapshot.location($0.location, length: $0.text.unicodeScalars.count)
        }
        if includeDeclaration, let declaration = declaration(of: mention.symbol, from: place.file) {
            found.insert(declaration, at: 0)
        }
        return found
    }

    private func declaration(of symbol: ProjectIndex.Symbol, from file: String) -> Location? {
        switch symbol {
        case .theme(let name):
            // A dependency's theme lives in the package store, not in this project.
            guard let theme = snapshot.result.registry[name], theme.package == nil else { return nil }
            return snapshot.location(.start(of: theme.file), length: 0)
        case .token(let path):
            guard let token = snapshot.result.project.tokens(forFile: file).tokens[path],
                ProjectPath.splitPackage(token.keyLocation.file) == nil
            else { return nil }
            let key = String(path.split(separator: ".").last ?? "")
            let at = snapshot.lines.place(of: key, at: token.keyLocation) ?? token.keyLocation
            return snapshot.location(at, length: key.unicodeScalars.count)
        case .art(let path):
            guard snapshot.result.project.inputs.bytes(InputPath(shown: path)) != nil else { return nil }
            return snapshot.location(.start(of: path), length: 0)
        }
    }

    /// The schema key the theme sets nearest before the cursor on its line.
    private func keyHover(_ place: ReadingSnapshot.Place) -> Hover? {
        guard let theme = snapshot.theme(definedIn: place.file) else { return nil }
        var best: (path: String, location: SourceLocation)?
        for key in ThemeSchema.popskin.keys {
            let origin =
                theme.origin(of: key.path)
                ?? (key.inherits
                    ? nil : ThemeExplanation.fileValue(key.path, of: theme, in: snapshot.result.project)?.origin)
            guard let origin, origin.keyLocation.file == place.file,
                origin.keyLocation.line == place.line, origin.keyLocation.column <= place.column,
                origin.keyLocation.column > (best?.location.column ?? 0)
            else { continue }
            best = (key.path, origin.keyLocation)
        }
        guard let best,
            let explanation = ThemeExplanation(theme: theme, path: best.path, project: snapshot.result.project)
        else { return nil }
        var text = "```\n" + explanation.lines.joined(separator: "\n") + "\n```"
        if let doc = ThemeSchema.popskin[best.path]?.doc { text += "\n\n" + doc }
        let length = best.path.split(separator: ".").last?.unicodeScalars.count ?? 1
        return Hover(contents: MarkupContent(value: text), range: snapshot.lines.range(best.location, length: length))
    }

    /// The theme named, and from an heir's `extends:` the heir's whole chain through it.
    private func themeHover(_ name: String, from file: String) -> String? {
        let registry = snapshot.result.registry
        guard let theme = registry[name] else { return "no theme named `\(name)`" }
        var lines = ["**\(theme.name)**" + (theme.isAbstract ? " (abstract)" : "")]
        if let description = theme.description { lines.append(description) }
        if let heir = snapshot.theme(definedIn: file), heir.parent == name {
            lines.append("chain: " + heir.chain.joined(separator: " → "))
        } else {
            lines.append("chain: " + theme.chain.joined(separator: " → "))
        }
        let heirs = registry.children(of: theme.name).count
        lines.append("file: `\(theme.file)`" + (heirs > 0 ? " · \(heirs) heir\(heirs == 1 ? "" : "s")" : ""))
        return lines.joined(separator: "\n\n")
    }

    /// A token's value per appearance and the references followed to it.
    private func tokenHover(_ path: String, file: String) -> String? {
        let tokens = snapshot.result.project.tokens(forFile: file)
        guard let token = tokens.tokens[path] else { return "no token named `\(path)`" }
        var uses: [TokenTable.Use] = []
        let value = tokens.resolve(token.value, uses: &uses, diagnostics: DiagnosticSink())
        var lines = ["token **\(path)**"]
        if let value {
            if case .mapping(let pairs) = value.content,
                pairs.allSatisfy({ TokenTable.appearanceKeys.contains($0.key.scalarText ?? "") })
            {
                for pair in pairs {
                    lines.append("- \(pair.key.scalarText ?? ""): `\(ThemeTree.summary(of: pair.value))`")
                }
            } else {
                lines.append("= `\(ThemeTree.summary(of: value))`")
            }
        }
        if !uses.isEmpty {
            lines.append("through " + ([path] + uses.map(\.path)).map { "`{\($0)}`" }.joined(separator: " → "))
        }
        for origin in token.origins.prefix(4) {
            let hops = origin.chain.count
            lines.append(
                "\(origin.appearance?.rawValue ?? "any"): \(origin.type) from \(origin.definition.file):"
                    + "\(origin.definition.line)" + (hops > 0 ? " (\(hops) reference\(hops == 1 ? "" : "s"))" : ""))
        }
        let at = token.keyLocation
        lines.append("defined in `\(at.file)` at \(at.line):\(at.column)")
        return lines.joined(separator: "\n\n")
    }
}
