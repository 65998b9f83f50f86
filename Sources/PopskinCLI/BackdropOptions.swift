import ArgumentParser
import Foundation
import PopskinCore
import PopskinRender
import PopskinRuntime
import PopskinSources
import PopskinTokens

/// `--backdrop COLOR|checker|FILE.png` and `--at X,Y`: what `theme render` and `theme preview` draw popovers on.
struct BackdropOptions: ParsableArguments {
    /// What `--backdrop` names, before any file is read.
    enum Choice {
        case color(SkinColor)
        case checker
        case file(String)
    }

    @Option(
        help: "What to draw under the popover: a colour (#f2f2f7), checker, or a PNG file such as an app's screenshot.",
        transform: BackdropOptions.choice(parsing:))
    var backdrop: Choice?

    // `.unconditional`, as for --offset: `--at -10,40` is a (refused) point, not an unknown option.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Where the arrow points on an image backdrop, X,Y in points, as UIKit aims it: the arrow's frame ends "
                + "there, so a rounded tip stops short (default: a render's popover centred, a preview's arrows at its "
                + "middle)."),
        transform: BackdropOptions.point(parsing:))
    var at: LayoutPoint?

    static func choice(parsing text: String) throws -> Choice {
        if text == "checker" { return .checker }
        if text.hasPrefix("#") || text.hasPrefix("color(") {
            guard let color = SkinColor(text: text) else {
                throw ValidationError(ColorText.problem(with: text))
            }
            return .color(color)
        }
        guard text.lowercased().hasSuffix(".png") else {
            throw ValidationError("--backdrop takes a colour (#f2f2f7), checker or a .png file, not '\(text)'")
        }
        return .file(text)
    }

    static func point(parsing text: String) throws -> LayoutPoint {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
            throw ValidationError("--at takes X,Y in points, such as 200,120, not '\(text)'")
        }
        return LayoutPoint(x: x, y: y)
    }

    /// Why `point` is not on a backdrop of `width`×`height` pixels at `scale`, or nil when it is.
    static func outside(_ point: LayoutPoint, width: Int, height: Int, scale: Int) -> String? {
        let (w, h) = (Double(width) / Double(scale), Double(height) / Double(scale))
        guard point.x < 0 || point.y < 0 || point.x > w || point.y > h else { return nil }
        let n = ValueText.number
        return "--at \(n(point.x)),\(n(point.y)) is outside it: it is \(n(w))×\(n(h)) pt at @\(scale)x "
            + "(\(width)×\(height) px), so X is 0 to \(n(w)) and Y 0 to \(n(h))"
    }

    func validate() throws {
        guard at != nil else { return }
        guard case .file = backdrop else {
            throw ValidationError("--at places the arrow's tip on an image backdrop: give --backdrop FILE.png too")
        }
    }

    /// The absolute path of an image backdrop (relative to the current folder as written).
    var file: String? {
        guard case .file(let path) = backdrop else { return nil }
        return path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// The backdrop at `scale`, its file read within the art budget `skins` leave (nil: none asked for); exits
    /// after an error that names the file when it cannot be used.
    func load(
        scale: Int, skins: [Skin], inputs: InputSnapshot, what: String, options: ProjectOptions
    ) throws -> Backdrop? {
        switch backdrop {
        case nil: return nil
        case .color(let color): return .color(color)
        case .checker: return .checker
        case .file(let written):
            do {
                let size = try Backdrop.size(file: file!, scale: scale)
                if let at, let problem = Self.outside(at, width: size.width, height: size.height, scale: scale) {
                    throw options.failure(.ioError, "cannot \(what) over \(written): \(problem)")
                }
                if let problem = ArtBudget.problem(skins, scales: [scale], inputs: inputs, canvas: size) {
                    throw options.failure(.artLimit, "cannot \(what) over \(written): \(problem)")
                }
                return try Backdrop.image(file: file!, scale: scale)
            } catch let failure as SuppliedArt.Failure {
                let limit = [.tooLarge, .overBudget, .damaged].contains(failure.kind)
                throw options.failure(
                    limit ? .artLimit : .ioError,
                    "cannot use the backdrop \(written): \(failure.description)")
            }
        }
    }
}
