import Foundation
import PopskinCore
import PopskinWatch

/// Keeps a `LiveProject` current: waits on the file system for a change to anything its last reading read (themes,
/// token files, art, templates, manifest, lock: `WatchSet`), reads the project again once the folders have been
/// quiet for `quiet` milliseconds (so a burst of saves while typing is one re-draw), and tells the page which cards
/// changed through `events`.
public enum LiveLoop {
    /// The message the page gets: `data: {"changed": [...], "removed": [...]}`, then a blank line.
    static func message(changed: [String], removed: [String]) -> String {
        let body = StructuredValue.object([
            ("changed", .array(changed.map { .string($0) })), ("removed", .array(removed.map { .string($0) })),
        ])
        return "data: " + JSONWriter.renderCompact(body) + "\n\n"
    }

    /// Starts the loop on a thread of its own; it runs as long as the process.
    public static func start(_ project: LiveProject, events: EventHub, quiet: Int = 40) throws {
        let watcher = Unshared(try FileWatcher())
        let thread = Thread {
            let watcher = watcher.value
            while true {
                let set = project.watchSet
                watcher.watch(set?.folders ?? [project.root])
                _ = watcher.next(quiet: quiet) { set?.isRelevant(folder: $0.folder, name: $0.name) ?? true }
                let (changed, removed) = project.refresh()
                if !changed.isEmpty || !removed.isEmpty {
                    events.publish(message(changed: changed, removed: removed))
                }
            }
        }
        thread.name = "popskin-serve-watch"
        thread.start()
    }
}

/// A value handed to the one thread that uses it from then on.
private final class Unshared<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
