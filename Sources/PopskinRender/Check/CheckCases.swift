import Foundation
import PopskinCore
import PopskinRuntime
import PopskinSources

/// How `theme check`'s checks run their cases: only those the layout accepts, on all cores.
enum CheckCases {
    /// The cases the layout accepts: not too small for the arrow and its corner clearances (or a round end).
    static func fitting(_ cases: [FidelityCase], _ runtime: PopoverSkin) -> [FidelityCase] {
        cases.filter {
            !runtime.artLayout(
                width: $0.size.width, height: $0.size.height, direction: $0.direction, offset: $0.offset,
                scale: Double($0.scale)
            ).tooSmall
        }
    }

    /// `body` over `cases` on all cores, one chunk per core, each with its own drawing of theme `name` (its images
    /// cache cairo surfaces, which are not shared between threads); `progress` counts each case.
    static func onAllCores<T: Sendable>(
        _ cases: [FidelityCase], drawing name: String, skin: Skin, inputs: InputSnapshot, progress: ProgressCounter?,
        _ body: @escaping @Sendable (FidelityCase, ThemeDrawing) throws -> T?
    ) throws -> [T] {
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let chunks = (0..<workers).map { worker in
            cases.enumerated().filter { $0.offset % workers == worker }.map(\.element)
        }
        let results = chunks.concurrentMap { chunk -> Result<[T], Error> in
            Result {
                let made = ThemeDrawing(name: name, skin: skin, inputs: inputs)
                return try chunk.compactMap { item in
                    defer { progress?.advance() }
                    return try body(item, made)
                }
            }
        }
        return try results.flatMap { try $0.get() }
    }
}
