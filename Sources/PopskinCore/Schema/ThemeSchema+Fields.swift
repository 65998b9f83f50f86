import PopskinRuntime
import PopskinSources

/// The keys whose value does not map onto one field of the `Skin`, and how popskin words the values it works out.
extension ThemeSchema {
    /// `metrics.corner-clearance`: a number, or for a capsule, whose clearance follows its size, what it is.
    static let clearanceField = SkinField(
        get: { $0.artKind == .vector ? .word("half the bubble's shorter side") : .number($0.cornerClearance) },
        set: { _, _ in })

    /// `metrics.minimum-popover-side`: a number, or for a capsule what it is.
    static let minimumSideField = SkinField(
        get: {
            $0.artKind == .vector
                ? .word("arrow.base + the bubble's shorter side") : .number($0.minimumPopoverSide)
        },
        set: { _, _ in })

    /// `corner-radius`: a number, or `capsule` (the flag, with radius 0).
    static let cornerRadiusField = SkinField.numberOrFlag(
        \.background.cornerRadius, word: "capsule", flag: \.background.capsule, numberWithFlag: 0)

    /// `border.width`: a number, or `hairline` (the flag, with width 1: a pixel at 1x, its widest).
    static let borderWidthField = SkinField.numberOrFlag(
        \.border.width, word: "hairline", flag: \.border.hairline, numberWithFlag: 1)

    static let shadowOffsetField = SkinField(
        get: { skin in skin.shadow.map { .pair($0.offsetX, $0.offsetY) } },
        set: { skin, value in
            guard case .pair(let x, let y) = value else { return }
            skin.shadow?.offsetX = x
            skin.shadow?.offsetY = y
        })

    /// No `border:` is no border (width 0); one written starts from the keys' defaults. `theme show` prints null
    /// for no border, and a width-0 border with another colour as it is, so what it prints reads back the same.
    static let borderPresence = SectionPresence(
        absent: { $0.border = Border(width: 0, color: .black) },
        present: { $0.border = Border(width: 1, color: .black) },
        isPresent: { $0.border.width > 0 || $0.border.color != .black })

    static let shadowPresence = SectionPresence(
        absent: { $0.shadow = nil },
        present: { $0.shadow = SkinShadow(color: .black, opacity: 1, blur: 0, offsetX: 0, offsetY: 0) },
        isPresent: { $0.shadow != nil })

    static func cornerClearance(key: String) -> Derivation {
        { skin, setByTheme in
            let n = ValueText.number
            let radius = skin.background.cornerRadius, border = skin.border.width
            let written =
                setByTheme && key == "arrow.corner-clearance"
                ? "corner-clearance \(n(skin.arrow.cornerClearance)) as written"
                : "corner-clearance \(n(skin.arrow.cornerClearance)) (default: background.corner-radius \(n(radius)))"
            if skin.artKind == .vector, key == "arrow.corner-clearance" {
                // A capsule's radius is 0 as written; what keeps the arrow clear is its round ends, at every size.
                let reference = ContentRules.capsuleReferenceHeight
                return "\(n(skin.arrow.cornerClearance)) = \(written); in effect the arrow keeps clear of a capsule's "
                    + "round ends, half the bubble's shorter side at each size (\(n(reference / 2)) for a bubble "
                    + "\(n(reference)) pt tall), when that is larger (metrics.corner-clearance)"
            }
            if skin.artKind == .vector, key == "metrics.corner-clearance" {
                let reference = ContentRules.capsuleReferenceHeight
                return "half the bubble's shorter side at each size (\(n(reference / 2)) for a bubble "
                    + "\(n(reference)) pt tall), or \(written) when that is larger: a capsule's round ends take half "
                    + "its shorter side, and the arrow is centred on an edge that is all round end"
            }
            guard skin.artKind == .drawn else { return "\(n(skin.cornerClearance)) = \(written)" }
            return "\(n(skin.cornerClearance)) in effect = the largest of \(written), corner-radius \(n(radius)) and "
                + "border.width \(n(border)): popskin's art keeps the arrow's base out of the corners and off the "
                + "side borders"
        }
    }

    static let minimumSide: Derivation = { skin, _ in
        let n = ValueText.number
        if skin.artKind == .vector {
            return "arrow.base \(n(skin.arrow.base)) + the bubble's shorter side, along a capsule's longer side (its "
                + "straight part must hold the arrow); on its shorter side, all round end, the arrow is centred and "
                + "the side must be at least arrow.base \(n(skin.arrow.base)) for the round end to hold it"
        }
        return "\(n(skin.minimumPopoverSide)) = arrow.base \(n(skin.arrow.base)) + 2 × corner clearance "
            + "\(n(skin.cornerClearance))"
    }

    static let capInsets: Derivation = { skin, setByTheme in
        let n = ValueText.number
        let radius = skin.background.cornerRadius, border = skin.border.width
        guard skin.artKind == .drawn || skin.background.image == nil else {
            return setByTheme
                ? nil
                : "\(n(skin.background.capInsets.top)) = the larger of corner-radius \(n(radius)) "
                    + "and border.width \(n(border)), rounded up to whole points"
        }
        return "popskin's art uses \(n(skin.bodyCapInsets.top)) on every side = the larger of corner-radius "
            + "\(n(radius)) and border.width \(n(border)), rounded up to whole points (the smallest that keep corners "
            + "and border unstretched)" + (setByTheme ? "; the written caps are for hand-made art" : "")
    }

    static let overlap: Derivation = { skin, setByTheme in
        guard skin.artKind == .separate else {
            return "unused: popskin's art draws the arrow and the bubble as one outline"
        }
        guard !setByTheme else { return nil }
        return skin.arrow.shape == .image
            ? "0: hand-made arrow art is shown at its own size"
            : "\(ValueText.number(skin.arrow.overlap)) = border.width, so the arrow covers the background's border "
                + "where they join"
    }

    static let tipRadius: Derivation = { skin, _ in
        guard skin.arrow.shape == .rounded else { return nil }
        let (b, h) = (skin.arrow.base, skin.arrow.height)
        let visible = ArrowFillet.visibleHeight(base: b, height: h, tipRadius: skin.arrow.tipRadius)
        let limit = ArrowFillet.largestRadius(base: b, height: h)
        return "a fillet tangent to both sides, which keep their slope: the tip shows "
            + "\(ValueText.number((visible * 1000).rounded() / 1000)) pt from the bubble (h − r·(1/sin(θ/2) − 1)); "
            + "at most \(ValueText.number((limit * 1000).rounded(.down) / 1000)) pt (b·√(4h² + b²)/(4h))"
    }
}
