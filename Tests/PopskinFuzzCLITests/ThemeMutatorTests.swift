import Foundation
import PopskinCore
import PopskinSources
import Testing

@testable import PopskinFuzzCLI

@Suite struct ThemeMutatorTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    static func load(_ text: String) -> FuzzTree? {
        let sink = DiagnosticSink()
        let node = YAMLLoader().load(Array(text.utf8), file: "t.yaml", diagnostics: sink)
        return sink.hasErrors ? nil : node.map(FuzzTree.init)
    }

    /// The cases start from the bundled files as they are: each written back reads as the same tree.
    @Test func bundledFilesRoundTrip() throws {
        let project = try FuzzProject(root: Self.repositoryRoot, themesFolder: "themes", scratch: "/nonexistent")
        #expect(project.themeFiles.count > 10)
        for file in project.themeFiles {
            #expect(Self.load(file.tree.yaml) == file.tree, "\(file.path)")
        }
    }

    /// What the mutator writes is what popskin reads: hostile strings and numbers keep their text.
    @Test func hostileValuesReadBackAsWritten() {
        for text in ThemeMutator.strings {
            let tree = FuzzTree.map([FuzzTree.Entry(key: "description", value: .text(text))])
            #expect(Self.load(tree.yaml) == tree, "\(text.debugDescription.prefix(60))")
        }
        for number in ThemeMutator.numbers {
            let tree = FuzzTree.map([
                FuzzTree.Entry(key: "arrow", value: .map([FuzzTree.Entry(key: "base", value: .plain(number))]))
            ])
            #expect(Self.load(tree.yaml) == tree, "\(number)")
        }
    }

    /// A seed and a case number make the same case every time; other cases differ.
    @Test func casesAreDeterministic() throws {
        let project = try FuzzProject(root: Self.repositoryRoot, themesFolder: "themes", scratch: "/nonexistent")
        let mutator = ThemeMutator()
        func files(_ index: Int, seed: UInt64 = 7) -> [String] {
            FuzzCase(index: index, seed: seed, project: project, mutator: mutator).files.map { $0.path + $0.text }
        }
        #expect(files(3) == files(3))
        let distinct = Set((0..<20).map { files($0).joined() })
        #expect(distinct.count >= 18)
        #expect(files(3, seed: 8) != files(3))
    }
}
