import ArgumentParser
import PopskinCore
import PopskinRuntime
import PopskinSources

/// `--direction`, `--size` and `--offset`: where a popover's arrow goes, for every command that places one (render,
/// layout), with one set of defaults, help and errors.
struct PlacementOptions: ParsableArguments {
    @Option(help: "The arrow's direction: up, down, left or right.") var direction: PopoverArrowDirection = .up
    // `.unconditional`, as for --offset: `--size -5x20` is a (refused) size, not an unknown option.
    @Option(
        parsing: .unconditional, help: "The popover's size in points, WxH (default 170x120).",
        transform: ViewSize.init(parsing:))
    var size = ViewSize(width: 170, height: 120)
    // Negative offsets are half of all cases: `--offset -60` must read -60 as the value, not as an option.
    @Option(
        parsing: .unconditional,
        help: "arrowOffset in points from the edge's middle (negative: towards the top or left).")
    var offset: Double = 0

    func validate() throws {
        if let problem = size.problem { throw ValidationError(problem) }
        guard offset.isFinite else { throw ValidationError("--offset must be a finite number") }
    }
}

/// `--size WxH`: a popover's size in points, read once where the command line is parsed, with a message that says
/// what it takes.
struct ViewSize: Sendable {
    var width: Double
    var height: Double

    init(width: Double, height: Double) {
        (self.width, self.height) = (width, height)
    }

    /// `320x200` (or `320×200`, `320X200`): two finite numbers; `problem` says when they are not positive.
    init(parsing argument: String) throws {
        let parts = argument.split(whereSeparator: { $0 == "x" || $0 == "×" || $0 == "X" })
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite
        else { throw ValidationError("--size takes WxH in points, such as 320x200, not '\(argument)'") }
        self.init(width: width, height: height)
    }

    /// Why the size draws no popover (a side that is not more than 0 pt), or nil.
    var problem: String? {
        let n = ValueText.number
        let sides = [("width", width), ("height", height)].filter { $0.1 <= 0 }
        guard !sides.isEmpty else { return nil }
        return "--size must be positive: " + sides.map { "the \($0.0) is \(n($0.1)) pt" }.joined(separator: " and ")
    }
}

/// `--output FILE.png` for commands that write a PNG (render, preview): any other extension is refused rather than
/// given PNG bytes under a name that says otherwise.
struct PNGOutputOptions: ParsableArguments {
    @Option(help: "The PNG file to write (its name ends in .png).") var output: String

    func validate() throws { try Self.check(output, option: "--output") }

    /// Refuses `path`, given to `option`, unless its name ends in `.png` (in any case).
    static func check(_ path: String, option: String) throws {
        guard path.lowercased().hasSuffix(".png") else {
            throw ValidationError("\(option) must name a .png file: only PNG is written, not '\(path)'")
        }
    }
}
