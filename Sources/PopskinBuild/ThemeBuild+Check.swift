import Foundation
import PopskinCore
import PopskinGenerators
import PopskinSources

extension ThemeBuild {
    /// What `--check` found in one output folder.
    public struct CheckResult: Sendable {
        public var generator: String
        public var path: String
        /// Files whose bytes are what the themes generate.
        public var upToDate = 0
        public var stale: [String] = []
        /// The first line where each stale file differs.
        var staleLines: [String: Int] = [:]
        public var missing: [String] = []
        /// Files in the folder that no theme generates (a build of named themes looks at theirs only).
        public var extra: [String] = []

        public var isUpToDate: Bool { stale.isEmpty && missing.isEmpty && extra.isEmpty }
    }

    /// `theme build --check`: generates in memory, writes nothing, and reports each stale, missing or extra file
    /// as an `OUTPUT-STALE` error whose message names `fix`, the command that brings it up to date. The build's
    /// own problems are reported first; when they stop the build nothing is compared.
    public func check(
        _ frontEnd: FrontEnd.Result, found: [Diagnostic], names: [String], base: String, fix: String,
        diagnostics: DiagnosticSink
    ) -> [CheckResult] {
        let state = BuildState(base: base)
        var selection = BuildSelection(frontEnd, found: found, names: names)
        let plan = plan(frontEnd, &selection, state: state, reuseStamps: false)
        diagnostics.report(contentsOf: selection.reported)
        guard !(names.isEmpty ? diagnostics.hasErrors : selection.blocked || plan.generatorFailed) else { return [] }
        let journal = state.journal()
        return plan.planned.map { output in
            let result = compare(output, base: base, selection: selection)
            // What the build would remove: the last build's files, and an interrupted one's, nobody has changed.
            let removable = Set(
                result.extra.filter { output.previous?.isIntact($0, in: base + "/" + output.spec.path) ?? false }
                    + (journal?.leftovers(
                        of: output.spec.path, in: base + "/" + output.spec.path, notIn: Set(output.files.map(\.path)),
                        owns: { selection.owns(theme: $0, external: output.external) }) ?? []))
            diagnostics.report(contentsOf: Self.diagnostics(result, removable: removable, fix: fix))
            return result
        }
    }

    private func compare(_ output: Planned, base: String, selection: BuildSelection) -> CheckResult {
        let folder = base + "/" + output.spec.path
        var result = CheckResult(generator: output.spec.generator.name, path: output.spec.path)
        for file in output.files.sorted(by: { $0.path < $1.path }) {
            guard let (data, _) = FileVersion.read(folder + "/" + file.path) else {
                result.missing.append(file.path)
                continue
            }
            if data.elementsEqual(file.contents) {
                result.upToDate += 1
            } else {
                result.stale.append(file.path)
                result.staleLines[file.path] = Self.firstDifferingLine([UInt8](data), file.contents)
            }
        }
        let produced = Set(output.files.map(\.path))
        let candidates: [String]
        if selection.names == nil {
            candidates = Self.files(in: folder)
        } else {
            // Without the rest of the registry, only what the last build recorded as these themes' is known.
            candidates = (output.previous?.files.keys.sorted() ?? []).filter {
                selection.owns(theme: output.previous?.themes[$0], external: output.external)
                    && FileManager.default.fileExists(atPath: folder + "/" + $0)
            }
        }
        result.extra = candidates.filter { !produced.contains($0) }
        return result
    }

    /// Every file below `folder` (relative, sorted), leaving out hidden ones (`.DS_Store`, `.gitkeep`).
    static func files(in folder: String) -> [String] {
        let manager = FileManager.default
        let all = (try? manager.subpathsOfDirectory(atPath: folder)) ?? []
        return all.filter { path in
            var isFolder: ObjCBool = false
            return !path.split(separator: "/").contains { $0.hasPrefix(".") }
                && manager.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    private static func diagnostics(_ result: CheckResult, removable: Set<String>, fix: String) -> [Diagnostic] {
        func at(_ file: String, line: Int = 1) -> SourceLocation {
            SourceLocation(file: result.path + "/" + file, line: line, column: 1)
        }
        var found: [Diagnostic] = []
        for file in result.stale {
            let line = result.staleLines[file] ?? 1
            found.append(
                .error(.outputStale, "stale: not what the themes generate; run `\(fix)`", at: at(file, line: line)))
        }
        for file in result.missing {
            found.append(.error(.outputStale, "missing: the themes generate it; run `\(fix)`", at: at(file)))
        }
        for file in result.extra {
            found.append(
                .error(
                    .outputStale,
                    removable.contains(file)
                        ? "extra: no theme generates it any more; run `\(fix)`, which removes it"
                        : "extra: no theme generates it; delete it", at: at(file)))
        }
        return found
    }

    /// The 1-based line of the first byte where `old` and `new` differ; 1 for a file that is not text (an image).
    static func firstDifferingLine(_ old: [UInt8], _ new: [UInt8]) -> Int {
        guard !new.contains(0), String(validating: new, as: UTF8.self) != nil else { return 1 }
        let same = zip(old, new).prefix { $0 == $1 }.count
        return new.prefix(same).reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
}
