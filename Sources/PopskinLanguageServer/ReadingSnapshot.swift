import PopskinCore
import PopskinSources

/// One reading of the project with the editor's documents over it, and what requests look up in it: the lines it
/// read, what names what (`ProjectIndex`) and the diagnostics it published. Requests are answered from the latest.
struct ReadingSnapshot {
    /// The project folder, absolute and standardized.
    let root: String
    let result: FrontEnd.Result
    let lines: SourceLines
    let index: ProjectIndex
    /// The published diagnostics, sorted, with their fixes.
    let diagnostics: [Diagnostic]

    /// The open documents' URIs as the editor spelt them, by project-relative path.
    let opened: [String: String]

    init(root: String, result: FrontEnd.Result, diagnostics: [Diagnostic], opened: [String: String] = [:]) {
        self.root = root
        self.opened = opened
        self.result = result
        lines = SourceLines(inputs: result.project.inputs)
        index = ProjectIndex(project: result.project, lines: lines)
        self.diagnostics = diagnostics
    }

    /// A place in a document, as popskin counts: the project-relative file, the line and the scalar column, both
    /// from 1. Nil for a document outside the project, which is never read.
    struct Place {
        var file: String
        var line: Int
        var column: Int
    }

    func place(_ uri: String, _ position: Position) -> Place? {
        guard let file = file(uri) else { return nil }
        return Place(
            file: file, line: position.line + 1, column: lines.column(position.character, line: position.line, of: file)
        )
    }

    /// The project-relative path of the document at `uri`; nil outside the project.
    func file(_ uri: String) -> String? {
        guard let path = DocumentPaths.path(ofFileURI: uri), DocumentPaths.isInside(path, root: root) else {
            return nil
        }
        return String(path.dropFirst(root.count + 1))
    }

    /// A project file's URI: as the editor spelt it when it has the file open.
    func uri(_ file: String) -> String { opened[file] ?? DocumentPaths.fileURI(root + "/" + file) }

    /// The editor's location of `length` scalars from `location`.
    func location(_ location: SourceLocation, length: Int) -> Location {
        Location(uri: uri(location.file), range: lines.range(location, length: length))
    }

    /// The theme a project file defines.
    func theme(definedIn file: String) -> ResolvedTheme? {
        result.registry.themes.first { $0.file == file }
    }
}
