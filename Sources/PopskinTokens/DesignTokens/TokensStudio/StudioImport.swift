import PopskinRuntime
import PopskinSources

/// A Tokens Studio export as popskin's tokens: each appearance's themes resolved into a DTCG token set and lowered
/// as DTCG tokens are (`DTCGImport`), so colours that differ become values per appearance. A token popskin cannot
/// use (a gradient, a glass shadow, typography) is kept with what it cannot express, said where a theme uses it; a
/// token only a source set gives is used with a warning.
package struct StudioImport {
    /// Points per rem, when the source says.
    let remBase: Double?
    let limits: JSONLimits

    /// An import with `remBase` points per rem, references followed as deep as `limits` allow.
    package init(remBase: Double?, limits: JSONLimits) {
        (self.remBase, self.limits) = (remBase, limits)
    }

    package func tokens(
        _ export: StudioExport, plan: [StudioModes.Resolution], diagnostics: DiagnosticSink
    ) -> [TokenTable.Token] {
        var resolutions: [(appearance: SkinAppearance?, set: DTCGTokenSet)] = []
        // Each problem with the appearances it holds in (nil for the first, any appearance).
        var problems: [String: [(problem: TokenTable.UseProblem, appearances: [SkinAppearance?])]] = [:]
        var kept: [(path: String, token: StudioToken)] = []
        for (appearance, statuses, _) in plan {
            let merged = export.tokens(statuses)
            let resolver = StudioResolver(
                tokens: merged, values: StudioValues(diagnostics: diagnostics, remBase: remBase),
                maxDepth: limits.maxReferenceDepth, diagnostics: diagnostics)
            resolver.resolve()
            var resolved: [DTCGTokenSet.Token] = []
            for path in merged.order {
                let token = merged.tokens[path]!
                var found: [TokenTable.UseProblem] = []
                switch resolver.outcomes[path] {
                case .value(let value)?:
                    resolved.append(Self.token(token, value, chain: resolver.chains[path] ?? []))
                case .raw(_, let type)?:
                    found.append(
                        type == nil
                            ? UseProblem(.error, .tokenUnusable, Self.unused(nil))
                            : .typeWithoutPlace(Self.unused(type)))
                case .unusable(let message)?: found.append(UseProblem(.error, .tokenUnusable, message))
                // Kept, so a theme that uses it hears why rather than "no token named".
                case .failed?, nil: found.append(TokenTable.UseProblem.definitionInError)
                }
                if merged.status[path] == .source {
                    // Teams export component sets as sources and draw from them: read, with a word that the
                    // plugin itself would not apply the set.
                    found.append(
                        UseProblem(
                            .warning, .tokenStudioSource,
                            "comes from the set '\(token.set)', which the chosen themes use as a source (reference "
                                + "only): Tokens Studio does not apply it, so the value is the set's as written; "
                                + "enable the set in a theme to make it the export's own"))
                }
                guard !found.isEmpty else { continue }
                if problems[path] == nil { kept.append((path, token)) }
                for problem in found {
                    if let index = problems[path, default: []].firstIndex(where: { $0.problem == problem }) {
                        problems[path]![index].appearances.append(appearance)
                    } else {
                        problems[path, default: []].append((problem, [appearance]))
                    }
                }
            }
            resolutions.append((appearance, DTCGTokenSet(resolved: resolved)))
        }
        let contexts = plan.map { resolution in
            Dictionary(
                uniqueKeysWithValues: resolution.themes.map { ($0.key.isEmpty ? "(no group)" : $0.key, $0.value) })
        }
        var imported = DTCGImport(remBase: remBase).tokens(resolutions, contexts: contexts)
        let everywhere = plan.count
        func useProblems(_ path: String) -> [TokenTable.UseProblem] {
            (problems[path] ?? []).map { problem, appearances in
                let named = appearances.map { ($0 ?? .light).rawValue }
                let suffix = appearances.count == everywhere ? "" : " (in " + named.joined(separator: ", ") + ")"
                var shown = problem
                shown.message += suffix
                return shown
            }
        }
        for index in imported.indices where problems[imported[index].path] != nil {
            imported[index].useProblems += useProblems(imported[index].path)
        }
        let known = Set(imported.map(\.path))
        for (path, token) in kept where !known.contains(path) {
            imported.append(
                TokenTable.Token(
                    path: path, value: YAMLNode(.scalar("", isPlain: true), at: token.value.location),
                    keyLocation: token.keyLocation, useProblems: useProblems(path)))
        }
        return imported
    }

    typealias UseProblem = TokenTable.UseProblem

    private static func token(_ token: StudioToken, _ value: DTCGValue, chain: [DTCGTokenSet.Hop])
        -> DTCGTokenSet.Token
    {
        var group = token.path.split(separator: ".").map(String.init)
        let name = group.popLast() ?? ""
        let definition = DTCGTokenDefinition(
            groupPath: group, name: name, keyLocation: token.keyLocation,
            value: token.value, type: value.type, description: token.description)
        return DTCGTokenSet.Token(
            path: token.path, type: value.type, value: value, definition: definition, deprecation: token.deprecation,
            chain: chain)
    }

    private static func unused(_ type: String?) -> String {
        guard let type else {
            return "has no type in the Tokens Studio export: give it, or a group that holds it, a type such as "
                + "color, sizing or boxShadow"
        }
        return "is a Tokens Studio \(type) token, which nothing in a popover skin takes (colors, sizes, numbers, "
            + "opacities, box shadows and borders do)"
    }
}
