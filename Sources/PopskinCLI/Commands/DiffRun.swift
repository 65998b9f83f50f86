import ArgumentParser
import Foundation
import PopskinCore
import PopskinDiff
import PopskinSources

/// What `theme diff` and `package diff` share around the engine: reading both versions, exits for errors (status 2,
/// since 1 means "changes found"), the report's text and JSON.
enum DiffRun {
    /// Both versions read and compared; an exit with status 2 after a message when one cannot be read.
    static func compare(from: VersionSource, to: VersionSource, diff: VisualDiff, options: ProjectOptions) throws
        -> DiffReport
    {
        Interruption.install()
        let packages = ProjectVersion.installedPackages(of: options.project)
        let before: ProjectVersion, after: ProjectVersion
        do {
            before = try ProjectVersion.load(from, projectRoot: options.project, packages: packages)
        } catch {
            throw failure(.ioError, "\(error)", options: options)
        }
        defer { before.discard() }
        do {
            after = try ProjectVersion.load(to, projectRoot: options.project, packages: packages)
        } catch {
            throw failure(.ioError, "\(error)", options: options)
        }
        defer { after.discard() }
        // A version whose themes do not load or check is not compared: a broken theme would read as removed.
        let (beforeErrors, beforeSources) = before.errors(about: diff.names)
        let (afterErrors, afterSources) = after.errors(about: diff.names)
        if !beforeErrors.isEmpty || !afterErrors.isEmpty {
            let sources = beforeSources.merging(afterSources) { first, _ in first }
            _ = try? report(beforeErrors + afterErrors, options: options, sources: sources)
            let broken = [(from, beforeErrors), (to, afterErrors)].filter { !$0.1.isEmpty }.map { "\($0.0)" }
            throw failure(
                .ioError,
                "\(broken.map { "'\($0)'" }.joined(separator: " and ")) \(broken.count == 1 ? "has" : "have") errors "
                    + "(above), so nothing was compared: `popskin theme validate` on that version lists them",
                options: options)
        }
        let unknown = diff.unknownNames(before, after)
        guard unknown.isEmpty else {
            let list = unknown.map { "'\($0)'" }.joined(separator: ", ")
            throw failure(.unknownName, "neither version has a theme of its own named \(list)", options: options)
        }
        return diff.run(before, after)
    }

    /// Prints a problem of the command and returns exit status 2.
    static func failure(_ id: DiagnosticID, _ message: String, options: ProjectOptions) -> ExitCode {
        _ = options.failure(id, message)
        return ExitCode(2)
    }

    static func write(_ bytes: [UInt8], to path: String, options: ProjectOptions) throws {
        do { try options.writeFile(bytes, to: path) } catch { throw ExitCode(2) }
    }

    static func json(_ report: DiffReport) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let encoded = String(decoding: (try? encoder.encode(report)) ?? Data(), as: UTF8.self)
        return Array(JSONWriter.escapingControls(encoded).utf8)
    }

    /// The report for people: counts first, then each changed theme with its values and cases, then the rest.
    static func text(_ report: DiffReport) -> [String] {
        var lines = [
            "\(report.from) → \(report.to): \(report.changed.count) changed, \(report.added.count) added, "
                + "\(report.removed.count) removed, \(report.unchanged.count) unchanged "
                + "(\(report.checks.themesCompared) themes compared, \(report.checks.casesRendered) cases drawn, "
                + "\(report.countingRule))"
        ]
        for theme in report.changed {
            lines.append("changed    \(theme.name) (\(theme.semver); \(theme.pixels) px differ)")
            for value in theme.values {
                let places = [value.fromLocation, value.toLocation].map { $0?.description ?? "default" }
                let written = value.derivedFrom.map { "derived: follows \($0)" } ?? "\(places[0]) → \(places[1])"
                let measure = value.difference.map { ", \($0)" } ?? ""
                lines.append(
                    "  \(value.semver)  \(value.path) \(value.from ?? "unset") → \(value.to ?? "unset")  "
                        + "(\(written)\(measure))")
            }
            for note in theme.notes {
                lines.append("  note  \(note.path) \(note.from ?? "unset") → \(note.to ?? "unset")")
            }
            if let problem = theme.problem { lines.append("  could not draw: \(problem)") }
            for drawn in theme.cases where drawn.pixels > 0 {
                lines.append(
                    "  \(drawn.direction) offset \(Int(drawn.offset)) \(drawn.appearance) @\(drawn.scale)x: "
                        + "\(drawn.pixels) px")
            }
            let unseen = theme.cases.filter { $0.pixels == 0 && !$0.looksTheSame }
            if let largest = theme.largestChange?.largestChange, !unseen.isEmpty {
                lines.append(
                    "  \(unseen.count) of \(theme.cases.count) cases count no pixel at threshold "
                        + "\(report.threshold) yet change colour: \(largest)")
            }
            let same = theme.cases.filter(\.looksTheSame).count
            if same > 0 { lines.append("  \(same) of \(theme.cases.count) cases draw the same") }
        }
        if let note = report.materialNote { lines.append("note: " + note) }
        lines += report.added.map { "added      \($0)" } + report.removed.map { "removed    \($0)" }
        lines += report.removedTokens.map { "removed    token \($0)" }
        let noted = Dictionary(uniqueKeysWithValues: report.notes.map { ($0.name, $0.notes) })
        for name in report.unchanged {
            lines.append("unchanged  \(name)")
            for note in noted[name] ?? [] {
                lines.append("  note  \(note.path) \(note.from ?? "unset") → \(note.to ?? "unset")")
            }
        }
        return lines
    }
}
