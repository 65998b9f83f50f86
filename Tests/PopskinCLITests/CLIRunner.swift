import Foundation

/// Runs the built `popskin` executable, as a user would.
struct CLIRunner {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The folder holding the built products (`.build/debug`).
    static let productsDirectory: URL = {
        let bundle = Bundle.main.bundleURL
        return bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
    }()

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func fixture(_ name: String) -> String {
        repositoryRoot.appendingPathComponent("Tests/PopskinCLITests/Fixtures/\(name)").path
    }

    /// Runs `popskin ARGUMENTS`; `environment` adds to (or replaces) the inherited variables.
    static func run(_ arguments: [String], in directory: String? = nil, environment extra: [String: String] = [:]) throws
        -> Output
    {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("popskin")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.merge(extra) { _, given in given }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Drain both pipes at once: a child that fills one while we wait on the other would hang.
        let errorBox = DataBox()
        let errorRead = DispatchSemaphore(value: 0)
        Thread {
            errorBox.data = err.fileHandleForReading.readDataToEndOfFile()
            errorRead.signal()
        }.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errorRead.wait()
        let errData = errorBox.data
        return Output(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// The stderr bytes, written by the reading thread before it signals.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
