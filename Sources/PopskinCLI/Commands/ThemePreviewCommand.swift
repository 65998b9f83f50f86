import ArgumentParser
import Foundation
import PopskinConsole
import PopskinCore
import PopskinRender
import PopskinRuntime
import PopskinSources

/// `popskin theme preview [NAME...] [--scale S] [--appearance A] [--size WxH] [--backdrop COLOR|checker|FILE.png]
/// [--at X,Y] --output FILE.png`
struct ThemePreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract:
            "Write a contact sheet: each theme in the four directions at several offsets, laid out as on a device.",
        discussion: """
            --appearance shows the themes' colours for that appearance, a dark one on a dark backdrop; all shows each \
            theme four times: light, dark, light with increased contrast, dark with increased contrast. --size sets \
            each cell's popover; its offsets follow it. --backdrop draws a colour or a checkerboard under the whole \
            sheet, or shows a PNG (an app's screenshot) in each cell, moved so that the arrow's tip points at its \
            centre, or at --at X,Y.
            """)

    @OptionGroup var options: ProjectOptions
    @Argument(help: "Themes to show (default: every concrete theme).") var names: [String] = []
    @OptionGroup var scale: ScaleOptions
    @OptionGroup var appearance: AppearanceOptions
    @OptionGroup var png: PNGOutputOptions
    // `.unconditional`, as for render: `--size -5x20` is a (refused) size, not an unknown option.
    @Option(
        parsing: .unconditional, help: "Each cell's popover size in points, WxH (default 170x120).",
        transform: ViewSize.init(parsing:))
    var size: ViewSize?
    @OptionGroup var backdrop: BackdropOptions

    func validate() throws {
        if let problem = size?.problem { throw ValidationError(problem) }
    }

    func run() throws {
        let session = Session(options, validate: true)
        let themes =
            try names.isEmpty ? session.registry.themes.filter { !$0.isAbstract } : names.map(session.theme(named:))
        try session.stopOnErrors(about: names.isEmpty ? nil : names)
        let drawable = themes.filter { $0.skin != nil }
        guard !drawable.isEmpty else { throw options.failure(.unknownName, "no concrete theme to preview") }
        let inputs = session.result.project.inputs
        let skins = drawable.flatMap { theme in appearance.chosen.map { theme.skin!.resolved(for: $0) } }
        let under = try backdrop.load(
            scale: scale.scale, skins: skins, inputs: inputs, what: "preview", options: options)
        let setting = ContactSheet.Setting(
            popover: size.map { Size(width: $0.width, height: $0.height) } ?? ContactSheet.Setting.defaultPopover,
            backdrop: under, anchor: backdrop.at)
        try Self.write(
            drawable, inputs: inputs, scale: scale.scale, appearances: appearance.chosen, setting: setting,
            to: png.output, options: options,
            // With all four, what repeats is left out and named (`write`); one appearance says it draws the same.
            note: appearance.appearance == .all ? nil : appearance.note(drawable.map { ($0.name, $0.skin!) }))
        try session.finish(about: names.isEmpty ? nil : names)
    }

    /// Renders the contact sheet of `themes` (each with a skin) into `output`, atomically, and says so; throws the
    /// exit after printing why it could not. A sheet larger than an image may be is written as pages, `x-1.png`,
    /// `x-2.png`…, each theme's appearances on one, and one line says so. Also `theme watch --preview`.
    static func write(
        _ themes: [ResolvedTheme], inputs: InputSnapshot, scale: Int, appearances: [SkinAppearance?] = [nil],
        setting: ContactSheet.Setting = ContactSheet.Setting(), to output: String, options: ProjectOptions,
        note: String? = nil
    ) throws {
        // Each theme with the appearances worth drawing, worked out once.
        let plan = themes.map { (theme: $0, appearances: drawn($0, appearances)) }
        let repeated = plan.compactMap { theme, drawn -> String? in
            let left = appearances.filter { !drawn.contains($0) }.compactMap { $0?.rawValue }
            return left.isEmpty ? nil : "'\(theme.name)' (\(left.joined(separator: ", ")))"
        }
        let notes =
            [note].compactMap { $0 }
            + (repeated.isEmpty
                ? []
                : [
                    "left out, as they draw as the appearance they fall back to: " + repeated.joined(separator: "; ")
                ])
        let drawnWith = plan.compactMap { entry in
            entry.theme.skin?.background.material.map { (name: "'\(entry.theme.name)'", glass: $0 == .glass) }
        }
        let approximated = MaterialLook.approximationNote(
            blurs: drawnWith.filter { !$0.glass }.map(\.name), glass: drawnWith.filter(\.glass).map(\.name),
            overStandIn: false)
        let all = notes + [approximated].compactMap { $0 }
        let note = all.isEmpty ? nil : all.joined(separator: "; ")
        let count = plan.reduce(0) { $0 + $1.appearances.count }
        let whole = ContactSheet.size(of: count, scale: scale, setting: setting)
        guard whole.width > PixelSize.maximum || whole.height > PixelSize.maximum,
            let entries = ContactSheet.perSheet(group: appearances.count, scale: scale, setting: setting)
        else {
            try writeSheet(
                plan, inputs: inputs, scale: scale, setting: setting, to: output, options: options, note: note)
            return
        }
        let perPage = entries / appearances.count
        let pages = stride(from: 0, to: plan.count, by: perPage).map { Array(plan[$0..<min($0 + perPage, plan.count)]) }
        let stem = output.hasSuffix(".png") ? String(output.dropLast(4)) : output
        let names = pages.indices.map { "\(stem)-\($0 + 1).png" }
        Output.lines([
            "\(output) would be \(whole.width)×\(whole.height) px, more than \(PixelSize.maximum) a side: written as "
                + "\(pages.count) pages, \(names.first!) … \(names.last!)"
        ])
        for (page, name) in zip(pages, names) {
            try writeSheet(page, inputs: inputs, scale: scale, setting: setting, to: name, options: options, note: note)
        }
    }

    /// The appearances of `appearances` worth a drawing of `theme`: with several asked for, one that draws as the
    /// appearance it falls back to (dark to light, high contrast to its own) is left out, not drawn twice.
    static func drawn(_ theme: ResolvedTheme, _ appearances: [SkinAppearance?]) -> [SkinAppearance?] {
        guard appearances.count > 1, let skin = theme.skin else { return appearances }
        return appearances.filter { appearance in
            let fallback: SkinAppearance? =
                switch appearance {
                case .dark?, .lightHighContrast?: .light
                case .darkHighContrast?: .dark
                default: nil
                }
            guard let fallback, appearances.contains(fallback) else { return true }
            return skin.resolved(for: appearance) != skin.resolved(for: fallback)
        }
    }

    /// One sheet of `plan`'s themes, each in its appearances.
    private static func writeSheet(
        _ plan: [(theme: ResolvedTheme, appearances: [SkinAppearance?])], inputs: InputSnapshot, scale: Int,
        setting: ContactSheet.Setting, to output: String, options: ProjectOptions, note: String?
    ) throws {
        let skins = plan.flatMap { theme, drawn in drawn.map { theme.skin!.resolved(for: $0) } }
        let canvas = ContactSheet.size(of: skins.count, scale: scale, setting: setting)
        if let problem = ArtBudget.problem(skins, scales: [scale], inputs: inputs, canvas: canvas) {
            throw options.failure(
                .artLimit, "cannot preview: \(problem); name fewer themes or use a smaller --scale or --size")
        }
        let bytes: [UInt8]
        // Steps: each theme's art, the sheet, its PNG (the longest, and one step: the encoder reports nothing).
        let progress = ProgressLine("preview")
        defer { progress.finish() }
        let drawings = skins.count
        let steps = drawings + 2
        do {
            var entries: [ContactSheet.Entry] = []
            for (theme, drawn) in plan {
                let drawing = ThemeDrawing(name: theme.name, skin: theme.skin!, inputs: inputs)
                for appearance in drawn {
                    progress.update(entries.count, of: steps, doing: "drawing \(theme.name)")
                    entries.append(ContactSheet.Entry(drawing, appearance: appearance))
                }
            }
            progress.update(drawings, of: steps, doing: "laying out the sheet")
            let sheet = try ContactSheet.render(entries, scale: scale, setting: setting)
            progress.update(drawings + 1, of: steps, doing: "writing the PNG")
            bytes = try PNGEncoder.encode(sheet)
        } catch {
            throw options.failure(.ioError, "cannot preview: \(error)")
        }
        progress.finish()
        try options.writeFile(bytes, to: output)
        let said = "\(output): \(plan.count) theme\(plan.count == 1 ? "" : "s"), \(bytes.count) bytes"
        Output.lines([said + (note.map { "; " + $0 } ?? "")])
    }
}
