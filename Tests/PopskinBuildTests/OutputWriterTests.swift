import Foundation
import PopskinCore
import PopskinGenerators
import PopskinSources
import PopskinTestSupport
import Testing

@testable import PopskinBuild

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct OutputWriterTests {
    @Test(arguments: [
        "../x", "/abs", "a/../../b", "a\\..\\b", "..\\b", "a//b", "", "a/./b", "a/", "./a", "..", "a\0b", "\0",
        "a/b\0/../../c", "a\nb", "a\u{202E}b", ".popskin-tmp-x", "a/.popskin-tmp-1-2",
        // A combining mark joins the `/`, `\` or `-` before it into one Character: checks must look at bytes.
        "../\u{301}x", "/\u{301}abs", "..\\\u{301}b", "a/..\u{301}/../../b/../..", ".popskin-tmp-\u{301}",
        String(repeating: "x", count: 256),
    ])
    func unsafePathsAreRefusedAndNothingIsWritten(path: String) throws {
        let folder = try TemporaryFolder()
        let root = folder.path + "/out"
        let files = [GeneratedFile(path: "a.swift", text: "ok"), GeneratedFile(path: path, text: "bad")]
        let error = #expect(throws: OutputWriter.Failure.self) { try OutputWriter(root: root).write(files) }
        guard case .unsafePath(let reported, _)? = error else {
            Issue.record("not unsafePath: \(String(describing: error))")
            return
        }
        #expect(reported == path)
        #expect(try tree(folder.path) == [])  // paths are checked before even the root is created
    }

    @Test func conflictingPathsAreRefused() throws {
        let folder = try TemporaryFolder()
        let cases: [[String]] = [
            ["a.swift", "a.swift"], ["A.swift", "a.swift"], ["a", "a/b.swift"], ["x/Y/z", "x/y"],
        ]
        for paths in cases {
            #expect(throws: OutputWriter.Failure.self) {
                try OutputWriter(root: folder.path).write(paths.map { GeneratedFile(path: $0, text: "") })
            }
        }
        #expect(try tree(folder.path) == [])
    }

    @Test func writesNestedFilesInSortedOrder() throws {
        let folder = try TemporaryFolder()
        let root = folder.path + "/deep/out"  // created with its parents
        let files = ["b.swift", "a/z.swift", "a.swift", "a/b/c.swift", "Z.swift", "é.swift"].map {
            GeneratedFile(path: $0, text: "// \($0)\n")
        }
        let report = try OutputWriter(root: root).write(files.reversed())
        #expect(report.written == ["Z.swift", "a.swift", "a/b/c.swift", "a/z.swift", "b.swift", "é.swift"])
        #expect(report.unchanged == [])
        #expect(try String(contentsOfFile: root + "/a/b/c.swift", encoding: .utf8) == "// a/b/c.swift\n")
        #expect(
            try tree(root) == ["Z.swift", "a.swift", "a/", "a/b/", "a/b/c.swift", "a/z.swift", "b.swift", "é.swift"])
    }

    @Test func unchangedFilesAreNotTouched() throws {
        let folder = try TemporaryFolder()
        let writer = OutputWriter(root: folder.path)
        let files = [GeneratedFile(path: "a.swift", text: "one"), GeneratedFile(path: "sub/b.swift", text: "two")]
        _ = try writer.write(files)
        // Backdate, so "not touched" cannot pass by writing within the same clock tick.
        for path in ["a.swift", "sub/b.swift"] { try backdate(folder.path + "/" + path) }
        let before = try ["a.swift", "sub/b.swift"].map { try fileStat(folder.path + "/" + $0) }

        let report = try writer.write(files + [GeneratedFile(path: "c.swift", text: "three")])
        #expect(report.written == ["c.swift"] && report.unchanged == ["a.swift", "sub/b.swift"])
        // Each file's version as written or checked: what the no-op stamp records.
        #expect(Set(report.versions.keys) == ["a.swift", "sub/b.swift", "c.swift"])
        #expect(report.versions["a.swift"] == FileVersion.current(folder.path + "/a.swift"))
        let after = try ["a.swift", "sub/b.swift"].map { try fileStat(folder.path + "/" + $0) }
        #expect(after.map(\.mtime) == before.map(\.mtime))
        #expect(after.map(\.inode) == before.map(\.inode))
    }

    @Test func changedFilesAreReplacedByRename() throws {
        let folder = try TemporaryFolder()
        let writer = OutputWriter(root: folder.path)
        _ = try writer.write([GeneratedFile(path: "a.swift", text: "old bytes")])
        let before = try fileStat(folder.path + "/a.swift")
        // Same size, different bytes: the comparison must look at contents, not only sizes.
        let report = try writer.write([GeneratedFile(path: "a.swift", text: "new bytes")])
        #expect(report.written == ["a.swift"])
        #expect(try String(contentsOfFile: folder.path + "/a.swift", encoding: .utf8) == "new bytes")
        #expect(try fileStat(folder.path + "/a.swift").inode != before.inode)  // a new file renamed in, not rewritten
        #expect(try tree(folder.path) == ["a.swift"])  // no temp left

        _ = try writer.write([GeneratedFile(path: "a.swift", text: "new bytes and more")])
        _ = try writer.write([GeneratedFile(path: "a.swift", text: "new")])
        #expect(try String(contentsOfFile: folder.path + "/a.swift", encoding: .utf8) == "new")
    }

    @Test func staleTempsAreSwept() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/sub", withIntermediateDirectories: true)
        let deadPID = "999999999"  // above any pid_max
        for stale in [".popskin-tmp-xyz", "sub/.popskin-tmp-\(deadPID)-abc", ".popskin-tmp-\(getpid())-1"] {
            try Data("torn".utf8).write(to: URL(fileURLWithPath: folder.path + "/" + stale))
        }
        // A temp of another live run (pid 1 always exists) and unrelated dotfiles stay.
        for kept in [".popskin-tmp-1-abc", ".keep", "sub/.popskin-tmpx"] {
            try Data("keep".utf8).write(to: URL(fileURLWithPath: folder.path + "/" + kept))
        }
        _ = try OutputWriter(root: folder.path).write([
            GeneratedFile(path: "a.swift", text: "a"), GeneratedFile(path: "sub/b.swift", text: "b"),
        ])
        #expect(
            try tree(folder.path) == [
                ".keep", ".popskin-tmp-1-abc", "a.swift", "sub/", "sub/.popskin-tmpx", "sub/b.swift",
            ])
    }

    @Test func symlinkedFolderInsideTheRootIsRefused() throws {
        let folder = try TemporaryFolder()
        let root = folder.path + "/out", outside = folder.path + "/outside"
        for path in [root, outside] {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: outside)
        // Even a link that stays inside is refused: nothing is ever written through a symlink.
        try FileManager.default.createDirectory(atPath: root + "/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/inner", withDestinationPath: root + "/real")

        for path in ["link/x.swift", "link/deeper/x.swift", "inner/x.swift"] {
            let files = [GeneratedFile(path: "a.swift", text: "a"), GeneratedFile(path: path, text: "x")]
            let error = #expect(throws: OutputWriter.Failure.self) { try OutputWriter(root: root).write(files) }
            guard case .unsafePath(path, let reason)? = error else {
                Issue.record("not unsafePath: \(String(describing: error))")
                continue
            }
            #expect(reason.contains("symbolic link"))
        }
        #expect(try tree(outside) == [])
        #expect(try tree(root) == ["inner", "link", "real/"])  // not even a.swift was written
    }

    @Test func symlinkedFileInsideTheRootIsRefused() throws {
        let folder = try TemporaryFolder()
        let root = folder.path + "/out", secret = folder.path + "/secret.txt"
        try FileManager.default.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: URL(fileURLWithPath: secret))
        try FileManager.default.createSymbolicLink(atPath: root + "/sub/a.swift", withDestinationPath: secret)
        try FileManager.default.createSymbolicLink(
            atPath: root + "/dangling.swift", withDestinationPath: folder.path + "/new")

        for path in ["sub/a.swift", "dangling.swift"] {
            #expect(throws: OutputWriter.Failure.self) {
                try OutputWriter(root: root).write([GeneratedFile(path: path, text: "overwritten")])
            }
        }
        #expect(try String(contentsOfFile: secret, encoding: .utf8) == "secret")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/new"))
        #expect(try tree(root) == ["dangling.swift", "sub/", "sub/a.swift"])
    }

    @Test func nonFoldersOnTheWayAreRefused() throws {
        let folder = try TemporaryFolder()
        try Data("file".utf8).write(to: URL(fileURLWithPath: folder.path + "/sub"))
        try FileManager.default.createDirectory(atPath: folder.path + "/dir.swift", withIntermediateDirectories: true)
        for path in ["sub/a.swift", "dir.swift"] {
            #expect(throws: OutputWriter.Failure.self) {
                try OutputWriter(root: folder.path).write([GeneratedFile(path: path, text: "x")])
            }
        }
    }

    @Test func symlinkedRootIsResolvedOnce() throws {
        let folder = try TemporaryFolder()
        let real = folder.path + "/real", link = folder.path + "/link"
        try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        let report = try OutputWriter(root: link).write([GeneratedFile(path: "sub/a.swift", text: "a")])
        #expect(report.written == ["sub/a.swift"])
        #expect(try tree(real) == ["sub/", "sub/a.swift"])
    }

    @Test func failuresNameThePath() {
        let failure = OutputWriter.Failure.unsafePath("../x\0", reason: "it has a '..' component")
        #expect(failure.description == #"refusing to write "../x\0": it has a '..' component"#)
        #expect(
            OutputWriter.Failure.io("a.swift", reason: "No space left on device").description
                == #"cannot write "a.swift": No space left on device"#)
    }
}

/// Every entry below `root`, relative and sorted, folders with a trailing `/`; symlinks are listed, not followed.
private func tree(_ root: String) throws -> [String] {
    var result: [String] = []
    func walk(_ relative: String) throws {
        let folder = relative.isEmpty ? root : root + "/" + relative
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            let path = relative.isEmpty ? name : relative + "/" + name
            let attributes = try FileManager.default.attributesOfItem(atPath: root + "/" + path)
            if attributes[.type] as? FileAttributeType == .typeDirectory {
                result.append(path + "/")
                try walk(path)
            } else {
                result.append(path)
            }
        }
    }
    try walk("")
    return result.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
}

private struct StatFailed: Error {}

private func fileStat(_ path: String) throws -> (inode: UInt64, mtime: Int) {
    var info = stat()
    guard lstat(path, &info) == 0 else { throw StatFailed() }
    #if canImport(Darwin)
    return (UInt64(info.st_ino), info.st_mtimespec.tv_sec * 1_000_000_000 + info.st_mtimespec.tv_nsec)
    #else
    return (UInt64(info.st_ino), info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec)
    #endif
}

/// Sets a file's modification time to 2001-01-01.
private func backdate(_ path: String) throws {
    try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceReferenceDate: 0)], ofItemAtPath: path)
}
