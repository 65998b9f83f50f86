import Foundation
import PopskinCore
import PopskinSources

/// Where an output may write: a folder inside the project whose name the writer accepts, reached through no
/// symbolic link that leaves the project. Checked when the outputs are read, so `theme validate` says it too.
extension OutputSpec {
    /// The output path as written, normalised; nil with the problem reported at `location`.
    static func checkedPath(
        _ written: String, projectRoot: String, at location: SourceLocation?, diagnostics: DiagnosticSink
    ) -> String? {
        // Before anything quotes the path as it is: a newline would break the message too.
        if let reason = OutputWriter.unsafeScalar(in: written) {
            diagnostics.error(.badPath, "output path \(JSONWriter.quote(written)) is refused: \(reason)", at: location)
            return nil
        }
        guard let path = ProjectPath.join("", written) else {
            diagnostics.error(.badPath, "output path '\(written)' must be a folder inside the project", at: location)
            return nil
        }
        do {
            _ = try OutputWriter.components(of: path)
        } catch OutputWriter.Failure.unsafePath(_, let reason) {
            diagnostics.error(.badPath, "output path \(JSONWriter.quote(written)) is refused: \(reason)", at: location)
            return nil
        } catch {
            return nil
        }
        return confined(path, projectRoot: projectRoot, at: location, diagnostics: diagnostics) ? path : nil
    }

    /// Whether the folder `path` (relative to the project) stays in the project: each part of it that exists and
    /// is a symbolic link must resolve inside the project's real folder. Parts not there yet will be created.
    static func confined(
        _ path: String, projectRoot: String, at location: SourceLocation?, diagnostics: DiagnosticSink
    ) -> Bool {
        guard let root = realPath(projectRoot) else { return true }
        var current = projectRoot, shown = ""
        for component in OutputWriter.splitPath(path) {
            current += "/" + component
            shown += (shown.isEmpty ? "" : "/") + component
            var info = stat()
            guard lstat(current, &info) == 0 else { return true }
            guard info.st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK) else { continue }
            let target = realPath(current)
            if let target, target == root || target.hasPrefix(root + "/") { continue }
            diagnostics.error(
                .badPath,
                "output path \(JSONWriter.quote(path)) leads outside the project: \(JSONWriter.quote(shown)) is a "
                    + "symbolic link to \(target.map(JSONWriter.quote) ?? "nothing that exists"); popskin writes "
                    + "outputs only inside the project, so point the link inside it or name a real folder",
                at: location)
            return false
        }
        return true
    }

    /// Whether the output's folder keeps off the folders the project reads (`inputs`, each with what it is): a
    /// folder equal to one, inside one or around one would have the build replace or remove what it reads (a
    /// `tokens` output at `design` overwrote `design/base.tokens.json`). BAD-PATH otherwise.
    func keepsOff(_ inputs: [(path: String, what: String)], diagnostics: DiagnosticSink) -> Bool {
        for (input, what) in inputs {
            let relation: String
            if path == input {
                relation = "is"
            } else if path.hasPrefix(input + "/") {
                relation = "is inside"
            } else if input.hasPrefix(path + "/") {
                relation = "holds"
            } else {
                continue
            }
            diagnostics.error(
                .badPath,
                "output path \(JSONWriter.quote(path)) \(relation) \(what) \(JSONWriter.quote(input)): a build would "
                    + "replace or remove what it reads; give the output a folder of its own, such as "
                    + JSONWriter.quote(generator.defaultPath), at: location)
            return false
        }
        return true
    }

    /// `path` with every link resolved; nil when some part of it is not there.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
