import ArgumentParser
import Foundation
import PopskinCore
import PopskinLanguageServer

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `popskin lsp`: the language server, over standard input and output.
struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Speak the Language Server Protocol on standard input and output (for editors).",
        discussion: """
            Publishes popskin's diagnostics for theme files, popskin.yaml and token files as you type: the editor's \
            unsaved text is read over the files on disk, the same ids and places as theme validate. Started by the \
            editor; docs/editors.md says how to set it up.
            """)

    func run() throws {
        // An editor that closes our output must not kill us mid-write: the write fails, and the next read ends us.
        signal(SIGPIPE, SIG_IGN)
        let server = LanguageServer(version: PopskinVersion.current)
        var framing = MessageFraming()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw ExitCode(1) }  // the editor went away without `exit`
            framing.append(buffer[..<count])
            // Everything that arrived while the last batch was worked on is one batch: its changes are read once.
            var batch: [[UInt8]] = []
            var broken: MessageFraming.Problem?
            do {
                while let body = try framing.next() { batch.append(body) }
            } catch {
                broken = error
            }
            for reply in server.handle(batch: batch) { Self.send(MessageFraming.frame(reply)) }
            if case .exited(let code) = server.state { throw ExitCode(code) }
            if let broken {
                // The stream can no longer be trusted to find the next message.
                FileHandle.standardError.write(Data("popskin lsp: bad message framing: \(broken)\n".utf8))
                throw ExitCode(1)
            }
        }
    }

    /// Writes all of `bytes` to standard output.
    static func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
