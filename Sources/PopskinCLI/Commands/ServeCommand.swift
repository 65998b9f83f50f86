import ArgumentParser
import Foundation
import PopskinConsole
import PopskinProcess
import PopskinServe

/// `popskin serve [--project DIR] [--port N] [--host 127.0.0.1|::1] [--open]`
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Show every theme live in the browser, re-drawn when its files change (loopback only).",
        discussion: """
            Prints one URL with this run's token and serves until Ctrl-C. The page shows each concrete theme's four \
            directions in each appearance it has, its problems and its class metrics; saving a theme, a token file, \
            art, a template or the manifest re-draws the themes that changed and updates their cards. Only \
            127.0.0.1 and ::1 are ever bound; requests must name this server as their Host and carry the token \
            (docs/designers-loop.md).
            """)

    @OptionGroup var options: ProjectOptions
    @Option(help: "The port (0: any free one).") var port: Int = 8417
    @Option(help: "127.0.0.1 or ::1 alone (default: both, ::1 where the machine has it): loopback only.")
    var host: String?
    @Flag(help: "Open the page in the default browser (xdg-open or open).") var open = false

    func validate() throws {
        if let host, !["127.0.0.1", "::1", "localhost"].contains(host) {
            throw ValidationError(
                "--host must be 127.0.0.1 or ::1, not '\(host)': popskin serve listens on loopback only")
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
    }

    func run() throws {
        let root = URL(fileURLWithPath: options.project).standardizedFileURL.path
        let project = LiveProject(root: root)
        project.refresh()
        let events = EventHub()
        do { try LiveLoop.start(project, events: events) } catch {
            throw options.failure(.ioError, "cannot watch the project: \(error)")
        }
        let token = RequestGate.newToken()
        let server = ServeServer(project: project, events: events, token: token)
        let hosts = host.map { [$0 == "localhost" ? "127.0.0.1" : $0] } ?? ["127.0.0.1", "::1"]
        let shown = hosts[0] == "::1" ? "[::1]" : hosts[0]
        let open = self.open
        let failure = ServeFailure()
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                try await server.run(hosts: hosts, port: port) { port in
                    let url = "http://\(shown):\(port)/?t=\(token)"
                    Output.lines(["serving \(project.cards.count) themes at \(url) (Ctrl-C stops)"])
                    if open { ServeCommand.openInBrowser(url, root: root) }
                }
            } catch {
                failure.set("\(error)")
            }
            done.signal()
        }
        done.wait()
        if let message = failure.message {
            throw options.failure(.ioError, "cannot serve on \(shown):\(port): \(message)")
        }
    }

    /// Opens `url` with the desktop's opener, left running (PopskinProcess, as every child of popskin's).
    static func openInBrowser(_ url: String, root: String) {
        #if os(macOS)
        let opener = "open"
        #else
        let opener = "xdg-open"
        #endif
        guard let executable = ChildProcess.find(executableNamed: opener) else { return }
        try? ChildProcess(executable: executable, arguments: [url], workingDirectory: root, timeout: 0).launch()
    }
}

/// Why the server stopped, handed from its task to the command.
private final class ServeFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var text: String?
    func set(_ message: String) { lock.withLock { text = message } }
    var message: String? { lock.withLock { text } }
}
