import PopskinSources

/// CONTENT-GE-BORDER and CONTENT-INSIDE-CORNER. Content insets are measured from the bubble's outline.
enum ContentRules {
    static func check(_ context: RuleContext) {
        let skin = context.skin
        let insets = skin.content.insets, border = skin.border.width, radius = skin.background.cornerRadius
        let pt = ValueText.number

        // One error naming every side, since the sides share one key.
        let thin = insets.sides.filter { $0.value < border }
        if !thin.isEmpty {
            let sides = Self.list(thin.map(\.side.rawValue)), values = Self.list(thin.map { pt($0.value) })
            let subject =
                thin.count == 1
                ? "the \(sides) content inset \(values) is" : "the \(sides) content insets \(values) are"
            context.report(
                .error, .contentGEBorder,
                "\(subject) less than border.width \(pt(border)); content would cover the border",
                at: ["content.insets"], involving: ["border.width"])
        }
        // Content that clips itself (or UIKit's default appearance, which rounds it) cannot poke out of a corner.
        guard thin.isEmpty, !skin.content.clips, !skin.content.wantsDefaultAppearance else { return }
        if skin.background.capsule, skin.artKind == .vector {
            checkCapsule(context)
            return
        }
        guard radius > 0 else { return }

        // QMUI's rule: the content's corner must lie inside the border's inner arc.
        let inner = radius - border
        let corners: [(String, Side, Side)] = [
            ("top-left", .top, .left), ("top-right", .top, .right),
            ("bottom-left", .bottom, .left), ("bottom-right", .bottom, .right),
        ]
        var outside: [(name: String, distance: Double)] = []
        for (name, vertical, horizontal) in corners {
            let dy = insets[vertical], dx = insets[horizontal]
            guard dy < radius, dx < radius else { continue }
            let distance = ((radius - dy) * (radius - dy) + (radius - dx) * (radius - dx)).squareRoot()
            if distance > inner { outside.append((name, (distance * 100).rounded() / 100)) }
        }
        guard !outside.isEmpty else { return }
        let list = outside.map { "\($0.name) (\(pt($0.distance)) pt)" }.joined(separator: ", ")
        context.report(
            .warning, .contentInsideCorner,
            "the content's corners lie outside the border's inner radius \(pt(inner)) pt, measured from each "
                + "corner arc's centre: \(list); content pokes out of the rounded corners (raise the insets, or "
                + "set content.clips: true if the content clips itself)",
            at: ["content.insets"], involving: ["background.corner-radius", "border.width"])
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " and " + words.last!
    }

    /// The bubble height a capsule's content is checked at when `popup.minimum-size` gives none: the 44-pt minimum
    /// tappable height of Apple's Human Interface Guidelines, a one-line tip's usual size.
    static let capsuleReferenceHeight = 44.0

    /// A capsule's round ends take half its height, whatever the size: its content's corners must lie inside the
    /// border's inner arc there. Taller capsules need larger side insets, so it is checked at one height (the
    /// minimum popup's bubble, else `capsuleReferenceHeight`) and the side insets that clear it are named.
    private static func checkCapsule(_ context: RuleContext) {
        let skin = context.skin, insets = skin.content.insets, border = skin.border.width
        let pt = ValueText.number
        let minimum = skin.popup.minimumSize.height - skin.arrow.height
        let height = minimum > 0 ? minimum : capsuleReferenceHeight
        let r = height / 2, inner = r - border
        var worst = 0.0, need = (left: insets.left, right: insets.right)
        for (vertical, horizontal) in [(Side.top, Side.left), (.top, .right), (.bottom, .left), (.bottom, .right)] {
            let dy = insets[vertical], dx = insets[horizontal]
            guard dy < r, dx < r else { continue }
            let distance = ((r - dy) * (r - dy) + (r - dx) * (r - dx)).squareRoot()
            guard distance > inner + 1e-9 else { continue }
            worst = max(worst, distance - inner)
            // The side inset that puts this corner on the inner arc: r − √(inner² − (r − dy)²).
            let across = inner * inner - (r - dy) * (r - dy)
            let side = across > 0 ? (r - across.squareRoot()).rounded(.up) : r
            if horizontal == .left { need.left = max(need.left, side) } else { need.right = max(need.right, side) }
        }
        guard worst > 0 else { return }
        let basis =
            minimum > 0
            ? "at popup.minimum-size's bubble height of \(pt(height)) pt"
            : "at a bubble height of \(pt(height)) pt (Apple's minimum tappable height; popup.minimum-size sets another)"
        let sides =
            need.left == need.right
            ? "left and right insets of \(pt(need.left)) pt clear them"
            : "a left inset of \(pt(need.left)) pt and a right inset of \(pt(need.right)) pt clear them"
        context.report(
            .warning, .contentInsideCorner,
            "\(basis) the capsule's round ends have a radius of \(pt(r)) pt and the content's corners lie up to "
                + "\(pt((worst * 100).rounded(.up) / 100)) pt outside them; \(sides) (taller bubbles need more), or set "
                + "content.clips: true if the content clips itself",
            at: ["content.insets"], involving: ["background.corner-radius", "border.width"])
    }
}
