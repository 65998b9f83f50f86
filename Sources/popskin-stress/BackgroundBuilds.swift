import Foundation
import PopskinProcess

/// The builds a trial runs beside its own steps, and what went wrong with them: a build that could not be started,
/// did not succeed, or was asked to be held at its first rename and was not. Once, every held build failed to start
/// (strace was handed a relative path from another folder) and 50 trials of 50 passed without an overlap.
final class BackgroundBuilds: @unchecked Sendable {
    private let group = DispatchGroup()
    private let lock = NSLock()
    private var found: [String] = []

    /// What went wrong, once `wait()` has returned.
    var problems: [String] {
        lock.withLock { found }
    }

    /// Starts `popskin theme build` in `project`, held `milliseconds` at its first rename if given.
    func start(_ project: StressProject, holdingFirstRename milliseconds: Int? = nil) {
        group.enter()
        DispatchQueue.global().async {
            defer { self.group.leave() }
            let started = Date()
            let problem: String?
            do {
                let outcome =
                    try milliseconds.map { try project.run(["theme", "build"], holdingFirstRename: $0) }
                    ?? project.run(["theme", "build"])
                let elapsed = Int(Date().timeIntervalSince(started) * 1000)
                if outcome.status != 0 {
                    let said = String(decoding: outcome.stderr.suffix(400), as: UTF8.self)
                    problem = "a build beside the trial exited \(outcome.status): \(said)"
                } else if let milliseconds, elapsed < milliseconds {
                    problem = "a build to be held \(milliseconds) ms took \(elapsed) ms: it was not held"
                } else {
                    problem = nil
                }
            } catch {
                problem = "a build beside the trial did not start: \(error)"
            }
            if let problem { self.lock.withLock { self.found.append(problem) } }
        }
    }

    func wait() {
        group.wait()
    }
}
