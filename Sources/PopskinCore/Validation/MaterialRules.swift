import PopskinRuntime
import PopskinSources
import PopskinTokens

/// A material shows only through a fill (or gradient) with some transparency, and a glass tint only on glass.
enum MaterialRules {
    static func check(_ context: RuleContext) {
        let skin = context.skin
        if skin.background.glassTint != nil, skin.background.material != .glass {
            let material = skin.background.material.map { "background.material \($0.rawValue)" } ?? "no material"
            context.report(
                .warning, .artUnused,
                "background.glass-tint is not shown with \(material): it tints Liquid Glass only; set "
                    + "background.material: glass, or remove the tint",
                at: ["background.glass-tint"], involving: ["background.material"])
        }
        guard let material = skin.drawnMaterial else { return }
        let (path, opaqueIn): (String, [String])
        if let gradient = skin.background.gradient {
            path = "background.gradient"
            opaqueIn = appearances { appearance in
                gradient.stops.allSatisfy { $0.color.resolved(for: appearance).alpha >= 1 }
            }
        } else {
            path = "background.fill"
            opaqueIn = appearances { skin.background.fill.resolved(for: $0).alpha >= 1 }
        }
        guard !opaqueIn.isEmpty else { return }
        let shown = path == "background.fill" ? " \(skin.background.fill.resolved(for: nil).hex)" : ""
        context.report(
            .warning, .materialHidden,
            "\(path)\(shown) is opaque (\(opaqueIn.joined(separator: ", "))) and hides background.material "
                + "\(material.rawValue) under it: give it an alpha, such as #ffffff66, so the material shows through",
            at: [path, "background.material"], involving: ["background.material"])
    }

    /// The appearances for which `opaque` holds, by name, or "in every appearance".
    private static func appearances(_ opaque: (SkinAppearance) -> Bool) -> [String] {
        let opaqueIn = SkinAppearance.allCases.filter(opaque)
        return opaqueIn.count == SkinAppearance.allCases.count ? ["in every appearance"] : opaqueIn.map(\.rawValue)
    }
}
