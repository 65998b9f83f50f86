import ArgumentParser
import Foundation
import PopskinConsole
import PopskinCore
import PopskinRender
import PopskinRuntime
import PopskinSources

/// `popskin theme check [NAME...] [--scale S...] [--size WxH]`
struct ThemeCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Measure what the device shows against the theme: each popover composed from the built images, "
            + "compared pixel by pixel with the same popover drawn as one shape, and checked to be one shape.",
        discussion: """
            Cases: four directions × offsets centred, off-centre, on no whole pixel and clamped into either corner × \
            the preview's size, a larger one and two long thin ones (or the one --size) × each scale. A cell passes when at most \
            \(FidelityCheck.budget * 100)% of its pixels differ by more than \(FidelityCheck.tolerance)/255 (8-bit \
            premultiplied RGBA) and none by more than \(FidelityCheck.ceiling)/255. The shape check draws the same \
            cases and, without --size, small sizes along and across the arrow's edge (from the arrow's base and depth \
            up 24 pt), hand-made art too: the arrow must be joined to the bubble across its base; a detached arrow \
            is named with its case and the gap in pixels. Exits 1 when any cell fails.
            """)

    @OptionGroup var options: ProjectOptions
    @Argument(help: "Themes to check (default: every concrete theme).") var names: [String] = []
    @Option(name: .customLong("scale"), help: "Pixels per point to check, 1, 2 or 3 (repeatable; default all three).")
    var scales: [Int] = []
    // `.unconditional`, as for render: `--size -5x20` is a (refused) size, not an unknown option.
    @Option(
        parsing: .unconditional,
        help: "Check popovers of this size only, WxH in points (default: 170x120, 320x200 and two long thin ones).",
        transform: ViewSize.init(parsing:))
    var size: ViewSize?

    func validate() throws {
        guard scales.allSatisfy({ (1...3).contains($0) }) else { throw ValidationError("--scale must be 1, 2 or 3") }
        if let problem = size?.problem { throw ValidationError(problem) }
    }

    func run() throws {
        let session = Session(options, validate: true)
        let themes =
            try names.isEmpty
            ? session.registry.themes.filter { !$0.isAbstract && $0.package == nil }
            : names.map(session.theme(named:))
        try session.stopOnErrors(about: names.isEmpty ? nil : names)
        let inputs = session.result.project.inputs
        let checked = scales.isEmpty ? [1, 2, 3] : Array(Set(scales)).sorted()
        let sizes = size.map { [Size(width: $0.width, height: $0.height)] }
        // A theme that varies by appearance is checked in each: its images are drawn again for each.
        let skins = themes.flatMap { theme -> [(String, Skin, String)] in
            guard let skin = theme.skin else { return [] }
            return ([nil] + skin.appearances.map(Optional.some)).map { appearance in
                (
                    theme.name, skin.resolved(for: appearance),
                    theme.name + (appearance.map { " (\($0.rawValue))" } ?? "")
                )
            }
        }
        // Every case of every theme, on one line on a terminal.
        let line = ProgressLine("check")
        defer { line.finish() }
        let total = skins.reduce(0) { count, theme in
            let runtime = PopoverSkin(name: theme.0, skin: theme.1, inputs: inputs)
            return count + FidelityCheck.cases(for: runtime, scales: checked, sizes: sizes).count
                + ShapeCheck.cases(for: runtime, scales: checked, sizes: sizes).count
        }
        let progress = ProgressCounter(total: total, handler: line.handler)
        var failed = false
        for (name, skin, label) in skins {
            // Each theme is checked on its own: its art is what is held at once.
            if let problem = ArtBudget.problem([skin], scales: checked, inputs: inputs) {
                throw options.failure(.artLimit, "cannot check '\(name)': \(problem)")
            }
            let result: ThemeFidelity, shape: ThemeShape
            do {
                result = try FidelityCheck.check(
                    name: name, skin: skin, inputs: inputs, scales: checked, sizes: sizes,
                    progress: progress)
                shape = try ShapeCheck.check(
                    name: name, skin: skin, inputs: inputs, scales: checked, sizes: sizes, progress: progress)
            } catch {
                throw options.failure(.ioError, "cannot check '\(name)': \(error)")
            }
            line.finish()
            Output.lines(
                [Self.line(result, label: label)] + Self.lines(shape, label: label) + Self.tip(skin, label, inputs))
            failed = failed || !result.passes || !shape.detached.isEmpty
        }
        try session.finish(about: names.isEmpty ? nil : names)
        if failed { throw ExitCode(1) }
    }

    /// The shape check's verdict: the cases drawn, or each detached arrow (the largest gaps, at most five named).
    static func lines(_ shape: ThemeShape, label: String) -> [String] {
        guard !shape.detached.isEmpty else {
            return shape.checked == 0 ? [] : ["\(label): shape ok, the arrow joined in \(shape.checked) cases"]
        }
        let named = shape.detached.prefix(5).map { "  \($0)" }
        let more = shape.detached.count > 5 ? ["  … and \(shape.detached.count - 5) more"] : []
        return ["\(label): FAILED shape: the arrow comes loose in \(shape.detached.count) of \(shape.checked) cases"]
            + named + more
    }

    /// Where a rounded tip lands: UIKit aims the arrow's frame, so the tip stops short of its source.
    static func tip(_ skin: Skin, _ label: String, _ inputs: InputSnapshot) -> [String] {
        let gap = PopoverSkin(name: label, skin: skin, inputs: inputs)
            .artLayout(width: 170, height: 120, direction: .up, offset: 0, scale: 3).visibleTipGap
        guard gap > 1e-9 else { return [] }
        return [
            "\(label): note: the rounded tip stops \(ValueText.number((gap * 100).rounded() / 100)) pt short of the "
                + "popover's source on a device (UIKit aims the arrow's frame, arrowHeight from the bubble)"
        ]
    }

    /// One theme's verdict: its worst cell and where, or why it was not compared.
    static func line(_ result: ThemeFidelity, label: String) -> String {
        if let exemption = result.exemption { return "\(label): not compared: \(exemption)" }
        let skipped =
            result.tooSmall > 0
            ? "; \(result.tooSmall) cases too small for the arrow and its corner clearances left out" : ""
        guard let worst = result.worst else { return "\(label): no case fits the theme's arrow\(skipped)" }
        let percent = String(format: "%.3f%%", worst.overFraction * 100)
        let at =
            "(\(ValueText.number((worst.at.x * 2).rounded() / 2)), \(ValueText.number((worst.at.y * 2).rounded() / 2)))"
        // A failure says which parts differ and where, in the view's pixels at the case's scale.
        let parts = worst.passes || worst.regions.isEmpty ? "" : "; " + worst.differences
        return "\(label): \(result.passes ? "ok" : "FAILED"), \(result.cells.count) cells; worst: "
            + "\(worst.fidelityCase.label): \(percent) of pixels over \(FidelityCheck.tolerance)/255, largest "
            + "\(worst.maximum)/255 at \(at) pt\(parts)\(skipped)"
    }
}
