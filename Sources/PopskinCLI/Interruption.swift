import Dispatch
import Foundation
import PopskinDiff
import PopskinProcess
import PopskinSources

/// What a command that writes a revision out or runs git does when it is interrupted (Ctrl-C, SIGTERM, SIGHUP):
/// ends its children (git and whatever git started: a terminal's Ctrl-C reaches only our own process group), removes
/// its revisions' copies, then ends as the signal would have ended it.
enum Interruption {
    /// Sets the handling up, once per process.
    static func install() {
        installed.withLock { done in
            guard !done else { return }
            done = true
            // A parent may have started us with these blocked (threads of a Swift test runner do).
            var signals = sigset_t()
            sigemptyset(&signals)
            for number in handled { sigaddset(&signals, number) }
            pthread_sigmask(SIG_UNBLOCK, &signals, nil)
            for number in handled {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler {
                    ChildProcess.terminateAll()
                    DiffScratch.removeAll()
                    signal(number, SIG_DFL)
                    kill(getpid(), number)
                }
                source.resume()
                sources.withLock { $0.append(source) }
            }
        }
    }

    private static let handled = [SIGINT, SIGTERM, SIGHUP]
    private static let installed = Locked(false)
    /// The signal sources, kept for the process's life.
    private static let sources = Locked<[any DispatchSourceSignal]>([])
}
