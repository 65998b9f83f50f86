import ArgumentParser
import Foundation
import PopskinConsole
import PopskinCore
import PopskinSources

/// `popskin init`: a manifest and a starter registry that validates clean.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: "Create popskin.yaml and a starter theme registry in the project folder.")

    @OptionGroup var options: ProjectOptions
    @Option(
        help:
            "The package name (a lowercase letter, then lowercase letters, digits and '-'); default: from the folder name."
    ) var name: String?

    func run() throws {
        let root = URL(fileURLWithPath: options.project).standardizedFileURL
        let packageName = name ?? Self.packageName(from: root.lastPathComponent)
        guard Manifest.isPackageNameValid(packageName) else {
            throw options.failure(
                .badName,
                "package name '\(packageName)' must start with a lowercase letter and use "
                    + "lowercase letters, digits and '-'")
        }
        let files = StarterProject.files(packageName: packageName)
        let existing = files.map(\.path).filter {
            FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
        }
        guard existing.isEmpty else {
            throw options.failure(.ioError, "not overwriting \(existing.joined(separator: ", ")) in \(root.path)")
        }
        for file in files {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url, options: .atomic)
            Output.write("created \(file.path)\n")
        }
        try ignoreBuildState(in: root)
        Output.write("next: popskin theme validate\n")
    }

    /// `.popskin/` (the build's lock, journal and stamps) in the project's `.gitignore`: they describe one machine's
    /// builds, and a clone that commits them builds against another's. An existing file gains the line.
    private func ignoreBuildState(in root: URL) throws {
        let url = root.appendingPathComponent(".gitignore")
        let existing: String?
        switch InputFile.read(url.path, limit: 1 << 20) {
        case .success(let bytes): existing = String(decoding: bytes, as: UTF8.self)
        case .failure(.missing): existing = nil
        case .failure(let failure):
            // Never replaced when it cannot be read whole: say what to add instead.
            Output.error("note: add .popskin/ to .gitignore (it could not be read: \(failure))\n")
            return
        }
        let lines = (existing ?? "").split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        guard !lines.contains(where: { [".popskin", ".popskin/", "/.popskin", "/.popskin/"].contains($0) }) else {
            return
        }
        var text = existing ?? ""
        if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
        text += "# popskin's build state: this machine's lock, journal and stamps\n.popskin/\n"
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw options.failure(.ioError, "cannot write \(url.path): \(error.localizedDescription)")
        }
        Output.write(existing == nil ? "created .gitignore\n" : "added .popskin/ to .gitignore\n")
    }

    static func packageName(from folder: String) -> String {
        let lowered = folder.lowercased().unicodeScalars.map { scalar -> Character in
            (("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)) ? Character(scalar) : "-"
        }
        let trimmed = String(lowered).split(separator: "-").joined(separator: "-")
        guard let first = trimmed.unicodeScalars.first else { return "skins" }
        return ("a"..."z").contains(first) ? trimmed : "skins-" + trimmed
    }
}
