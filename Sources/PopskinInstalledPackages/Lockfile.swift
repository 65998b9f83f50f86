import PopskinCore
import PopskinSources

/// `popskin.lock`: one block per git package, sorted by name, written only by popskin. Each block carries its own
/// requirement, so a stale entry is named precisely and two branches rarely touch the same lines.
public struct Lockfile: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public var name: String
        /// The URL as the manifest wrote it (never a mirror's).
        public var source: String
        /// The requirement it was resolved for, as written (`from 2.1.0`).
        public var requirement: String
        /// The release (`2.3.1`), or the branch or revision for those requirements.
        public var version: String
        public var tag: String?
        public var revision: String
        public var integrity: Integrity
        public var dependencies: [String]

        package init(
            name: String, source: String, requirement: String, version: String, tag: String?, revision: String,
            integrity: Integrity, dependencies: [String]
        ) {
            self.name = name
            self.source = source
            self.requirement = requirement
            self.version = version
            self.tag = tag
            self.revision = revision
            self.integrity = integrity
            self.dependencies = dependencies
        }
    }

    public static let fileName = "popskin.lock"
    public static let formatVersion = 1

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted { $0.name < $1.name }
    }

    public subscript(name: String) -> Entry? { entries.first { $0.name == name } }

    public func render() -> String {
        let packages = entries.map { entry -> (String, StructuredValue) in
            var fields: [(String, StructuredValue)] = [
                ("source", .string(entry.source)), ("requirement", .string(entry.requirement)),
                ("version", .string(entry.version)),
            ]
            if let tag = entry.tag { fields.append(("tag", .string(tag))) }
            fields += [
                ("revision", .string(entry.revision)), ("integrity", .string(entry.integrity.description)),
                ("dependencies", .array(entry.dependencies.map { .string($0) })),
            ]
            return (entry.name, .object(fields))
        }
        return "# Written by popskin. After a merge conflict, run `popskin package resolve`: it reads both sides.\n"
            + YAMLWriter.render(
                .object([("lock", .number(Double(Self.formatVersion))), ("packages", .object(packages))]))
    }

    /// Reads a lock. A lock with git conflict markers gives both sides, ours first; each is then a preference for
    /// the resolver, never trusted as the answer.
    public static func read(_ bytes: [UInt8], file: String = fileName, diagnostics: DiagnosticSink) -> [Lockfile] {
        let text = String(decoding: bytes, as: UTF8.self)
        let sides = conflictSides(text) ?? [text]
        return sides.compactMap { side in
            let node = YAMLLoader().load(Array(side.utf8), file: file, diagnostics: diagnostics)
            return node.flatMap { parse($0, file: file, diagnostics: diagnostics) }
        }
    }

    /// The two sides of a file with `<<<<<<<` / `=======` / `>>>>>>>` blocks (and diff3's `|||||||` base, dropped).
    package static func conflictSides(_ text: String) -> [String]? {
        guard text.contains("\n<<<<<<< ") || text.hasPrefix("<<<<<<< ") else { return nil }
        var ours = "", theirs = ""
        enum Part { case both, ours, base, theirs }
        var part = Part.both
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("<<<<<<<") { part = .ours; continue }
            if line.hasPrefix("|||||||"), part == .ours { part = .base; continue }
            if line.hasPrefix("======="), part == .ours || part == .base { part = .theirs; continue }
            if line.hasPrefix(">>>>>>>"), part == .theirs { part = .both; continue }
            switch part {
            case .both: ours += line + "\n"; theirs += line + "\n"
            case .ours: ours += line + "\n"
            case .theirs: theirs += line + "\n"
            case .base: break
            }
        }
        return [ours, theirs]
    }

    package static func parse(_ root: YAMLNode, file: String, diagnostics: DiagnosticSink) -> Lockfile? {
        guard root["lock"]?.scalarText == String(formatVersion) else {
            diagnostics.report(
                .error(
                    .typeMismatch,
                    "\(file) is not a popskin lock of format \(formatVersion); delete it "
                        + "and run `popskin package resolve`", at: root.location))
            return nil
        }
        let packages = root["packages"]
        guard let packages, case .mapping(let pairs) = packages.content else {
            return packages?.isNull != false ? Lockfile(entries: []) : nil
        }
        var entries: [Entry] = []
        for pair in pairs {
            let name = pair.key.scalarText ?? "", block = pair.value
            func field(_ key: String) -> String? { block[key]?.scalarText }
            guard Manifest.isPackageNameValid(name), let source = field("source"),
                let requirement = field("requirement"),
                let version = field("version"), let revision = field("revision"),
                let integrity = field("integrity").flatMap(Integrity.init(text:))
            else {
                diagnostics.report(
                    .error(
                        .typeMismatch,
                        "the lock's entry for '\(name)' is incomplete or damaged; run "
                            + "`popskin package resolve` to rewrite it", at: pair.key.location))
                continue
            }
            var dependencies: [String] = []
            if case .sequence(let items)? = block["dependencies"]?.content {
                dependencies = items.compactMap(\.scalarText)
            }
            entries.append(
                Entry(
                    name: name, source: source, requirement: requirement, version: version, tag: field("tag"),
                    revision: revision, integrity: integrity, dependencies: dependencies.sorted()))
        }
        return Lockfile(entries: entries)
    }
}
