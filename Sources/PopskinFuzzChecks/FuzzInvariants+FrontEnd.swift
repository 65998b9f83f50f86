import Foundation
import PopskinCore
import PopskinSources

extension FuzzInvariants {
    /// Step 2: the bytes as a theme of a real project, through the whole front end and both writers.
    func frontEnd(_ bytes: [UInt8], loadDiagnostics: [Diagnostic]) throws {
        let root = try projectRoot()
        try Data(bytes).write(to: URL(fileURLWithPath: root + "/" + Self.fileName))
        let started = Date()
        let sink = DiagnosticSink()
        let result = FrontEnd(limits: limits).run(root: root, diagnostics: sink)
        let diagnostics = sink.diagnostics
        say(
            "front end: \(Int(Date().timeIntervalSince(started) * 1000)) ms; themes "
                + "\(result.registry.themes.map { "\($0.name)\($0.skin == nil ? " (no skin)" : "")" }), "
                + "\(diagnostics.count) diagnostics\n" + describe(diagnostics))
        try checkLocations(
            diagnostics, stage: "front end", files: Set(ScratchProject.files.keys).union([Self.fileName]),
            bytes: bytes)

        // The project loader reads the file with the same loader and limits, so it reports the same problems.
        try require(
            result.project.sources[Self.fileName] == bytes, "the project kept different bytes for \(Self.fileName)")
        for diagnostic in loadDiagnostics {
            try require(
                diagnostics.contains {
                    $0.id == diagnostic.id && $0.location == diagnostic.location && $0.message == diagnostic.message
                }, "the front end lost the loader's diagnostic \(diagnostic)")
        }
        // Neither the fixed files nor the tokens they use have problems of their own beyond the deliberate loop.
        if let diagnostic = diagnostics.first(where: { $0.location?.file == "popskin.yaml" }) {
            throw Broken(description: "the fixed manifest got a diagnostic: \(diagnostic)")
        }
        try require(result.registry["seed-base"] != nil, "the fixed theme seed-base did not resolve")

        for theme in result.registry.themes {
            // As `popskin theme show --provenance` prints it.
            let encoded = ThemeEncoding.encode(theme, provenance: true)
            // The loader refuses nesting past `maxDepth`, aliases included; should that regress, the writers would
            // take seconds on such a value (each level copies the text below it), so skip them rather than time out.
            guard Self.nesting(of: encoded) <= limits.maxDepth else {
                say("theme '\(theme.name)': nests deeper than \(limits.maxDepth) levels; writers skipped")
                continue
            }
            for path in ThemeExplanation.knownPaths() {
                _ = ThemeExplanation(theme: theme, path: path, project: result.project)
            }
            let json = JSONWriter.render(encoded)
            _ = JSONWriter.renderCompact(encoded)
            do {
                _ = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
            } catch {
                throw Broken(description: "theme '\(theme.name)': JSONWriter wrote invalid JSON (\(error)):\n\(json)")
            }
            if checkRoundTrip { try roundTrip(encoded, theme: theme.name) }
            if let skin = theme.skin { try showReadsBack(skin, theme: theme, project: result.project) }
        }
    }

    /// What `theme show` prints of a theme's keys decodes, on its own, to the same skin.
    func showReadsBack(_ skin: Skin, theme: ResolvedTheme, project: Project) throws {
        let shown = YAMLWriter.render(ThemeEncoding.flattened(skin))
        let sink = DiagnosticSink()
        let again = FrontEnd(limits: limits).decodeStandalone(
            Array(shown.utf8), file: theme.file, in: project, diagnostics: sink)
        try require(
            again == skin,
            "theme '\(theme.name)': what show prints does not read back as the same skin (\(sink.diagnostics.map(\.message)))"
                + "\n----\n\(shown)----")
    }

    /// `YAMLWriter` promises output that popskin's loader reads back to the same values.
    func roundTrip(_ value: StructuredValue, theme: String) throws {
        let yaml = YAMLWriter.render(value)
        let sink = DiagnosticSink()
        let node = YAMLLoader(limits: limits).load(Array(yaml.utf8), file: "roundtrip.yaml", diagnostics: sink)
        let diagnostics = sink.diagnostics
        let context = "theme '\(theme)': YAMLWriter output\n----\n\(yaml)----\n"
        try require(
            diagnostics.isEmpty,
            context + "reads back with problems: "
                + "\(diagnostics.map { "\($0.location.map(String.init(describing:)) ?? "-"): \($0.message)" })")
        guard let node else { throw Broken(description: context + "does not read back") }
        let back = ThemeEncoding.encode(node)
        try require(
            JSONWriter.render(back) == JSONWriter.render(value),
            context + "reads back as a different value:\n\(JSONWriter.render(back))\ninstead of\n"
                + JSONWriter.render(value))
    }

    /// How many arrays and objects deep a value nests (a scalar is 0).
    static func nesting(of value: StructuredValue) -> Int {
        switch value {
        case .array(let items): return 1 + (items.map(nesting).max() ?? 0)
        case .object(let fields): return 1 + (fields.map { nesting(of: $0.1) }.max() ?? 0)
        default: return 0
        }
    }
}
