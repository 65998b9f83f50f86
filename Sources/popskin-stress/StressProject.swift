import Foundation
import PopskinProcess

/// A scratch copy of a project that `popskin` builds as a user would, and what its outputs hold.
struct StressProject {
    let root: String
    let popskin: String

    /// Copies `template` (a project folder, outputs and stamps included) to a new folder under `scratch`.
    static func copy(of template: String, into scratch: String, name: String, popskin: String) throws -> StressProject {
        let root = scratch + "/" + name
        try? FileManager.default.removeItem(atPath: root)
        try FileManager.default.copyItem(atPath: template, toPath: root)
        return StressProject(root: root, popskin: popskin)
    }

    /// Runs `popskin ARGUMENTS` in the project to its end (or a minute).
    @discardableResult
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> ChildProcess.Outcome {
        try ChildProcess(
            executable: popskin, arguments: arguments, workingDirectory: root, timeout: 60, environment: environment
        ).run()
    }

    /// Runs `popskin ARGUMENTS` with its first rename held `milliseconds`: by strace's fault injection when strace
    /// is installed (which holds any build, an older popskin's too), else by popskin's own test hook.
    @discardableResult
    func run(_ arguments: [String], holdingFirstRename milliseconds: Int) throws -> ChildProcess.Outcome {
        guard let strace = ChildProcess.find(executableNamed: "strace") else {
            return try run(arguments, environment: ["POPSKIN_TEST_PAUSE_AT_RENAME": "1:\(milliseconds)"])
        }
        let injection = "inject=/^rename:delay_enter=\(milliseconds * 1000):when=1"
        return try ChildProcess(
            executable: strace,
            arguments: ["-f", "-qq", "-o", "/dev/null", "-e", "trace=/^rename", "-e", injection, popskin] + arguments,
            workingDirectory: root, timeout: 60
        ).run()
    }

    /// Every file under the outputs' folder (`Generated`), hidden ones included (a temp left behind counts), with
    /// its bytes.
    func outputs() -> [String: [UInt8]] {
        Self.files(under: root + "/Generated")
    }

    /// The project's inputs (the manifest and the themes folder): what a clean build is made from.
    func inputs() -> [String: [UInt8]] {
        var found = Self.files(under: root + "/themes").reduce(into: [:]) { $0["themes/" + $1.key] = $1.value }
        found["popskin.yaml"] = FileManager.default.contents(atPath: root + "/popskin.yaml").map { [UInt8]($0) }
        return found
    }

    static func files(under folder: String) -> [String: [UInt8]] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [:] }
        var found: [String: [UInt8]] = [:]
        while let path = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder),
                !isFolder.boolValue
            else { continue }
            found[path] = FileManager.default.contents(atPath: folder + "/" + path).map { [UInt8]($0) } ?? []
        }
        return found
    }

    /// The paths where two trees of files differ, sorted.
    static func differences(_ a: [String: [UInt8]], _ b: [String: [UInt8]]) -> [String] {
        Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted()
    }
}

/// Clean builds of each set of inputs met, made once each: what any interleaving must end up equal to.
final class CleanBuilds {
    private let scratch: String
    private let popskin: String
    private var built: [[String: [UInt8]]: [String: [UInt8]]] = [:]

    init(scratch: String, popskin: String) {
        (self.scratch, self.popskin) = (scratch, popskin)
    }

    /// The outputs a clean build of `inputs` makes.
    func outputs(for inputs: [String: [UInt8]]) throws -> [String: [UInt8]] {
        if let known = built[inputs] { return known }
        let root = scratch + "/clean"
        try? FileManager.default.removeItem(atPath: root)
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (path, bytes) in inputs {
            let file = root + "/" + path
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: file))
        }
        let project = StressProject(root: root, popskin: popskin)
        let outcome = try project.run(["theme", "build"])
        guard outcome.status == 0 else {
            throw StressFailure(message: "a clean build failed: " + String(decoding: outcome.stderr, as: UTF8.self))
        }
        let outputs = project.outputs()
        built[inputs] = outputs
        return outputs
    }
}

struct StressFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
