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
        guard thin.isEmpty, radius > 0, !skin.content.clips, !skin.content.wantsDefaultAppearance else { return }

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
}
