import PopskinRuntime
import PopskinSources

/// A colour value (Color module 2025.10 §4): a space, three components in its ranges (each may be `none`), an
/// optional alpha from 0 to 1 and an optional six-digit hex fallback.
extension DTCGChecker {
    /// Made once: every colour value is checked against them.
    static let colorSpaceNames = ColorSpace.allCases.map(\.rawValue)

    func color(_ node: YAMLNode) -> DTCGColor? {
        if rules == .published, case .scalar(let text, isPlain: false) = node.content,
            let legacy = legacyColor(text, at: node)
        {
            return legacy
        }
        guard
            let fields = fields(node, of: .color, required: ["colorSpace", "components"], optional: ["alpha", "hex"]),
            let spaceName = keyword(
                fields["colorSpace"]!, what: "a color's colorSpace", allowed: Self.colorSpaceNames,
                of: .color),
            let space = ColorSpace(rawValue: spaceName),
            let items = part(fields["components"]!, of: .color, { threeItems($0, space: space) })
        else { return nil }
        var components: [Double?] = []
        components.reserveCapacity(3)
        var valid = true
        for (item, range) in zip(items, space.components) {
            let component = part(item, of: .color) { item -> Double?? in
                if case .scalar("none", isPlain: false) = item.content { return .some(nil) }
                guard let value = number(item, what: "a color component", of: .color) else { return nil }
                guard range.contains(value) else {
                    diagnostics.error(
                        .tokenValue,
                        "a \(spaceName) color's \(range.name) is \(range.wording), not \(ValueText.exact(value))",
                        at: item.location)
                    return nil
                }
                return value
            }
            if let component { components.append(component) } else { valid = false }
        }
        var alpha = 1.0
        if let alphaNode = fields["alpha"] {
            if let value = number(alphaNode, what: "a color's alpha", of: .color) {
                if (0...1).contains(value) {
                    alpha = value
                } else {
                    diagnostics.error(
                        .tokenValue, "a color's alpha is from 0 to 1, not \(ValueText.exact(value))",
                        at: alphaNode.location)
                    valid = false
                }
            } else {
                valid = false
            }
        }
        var hex: String?
        if let hexNode = fields["hex"] {
            hex = self.hex(hexNode)
            valid = valid && hex != nil
            if valid, let hex, rules == .published, space == .srgb {
                checkAgreement(hex, components.map { $0 ?? 0 }, at: hexNode.location)
            }
        }
        return valid ? DTCGColor(space: space, components: components, alpha: alpha, hex: hex) : nil
    }

    private func threeItems(_ node: YAMLNode, space: ColorSpace) -> [YAMLNode]? {
        guard case .sequence(let items) = node.content, items.count == 3 else {
            let found: String
            if case .sequence(let items) = node.content {
                found = "\(items.count) item\(items.count == 1 ? "" : "s")"
            } else {
                found = Self.kind(node)
            }
            diagnostics.error(
                .tokenValue,
                "a \(space.rawValue) color's components are three numbers ("
                    + space.components.map(\.name).joined(separator: ", ") + "), not \(found)",
                at: node.location)
            return nil
        }
        return items
    }

    /// An older draft's colour, `"#rrggbb"` or `"#rrggbbaa"` (Figma's REST export and Style Dictionary v4 projects
    /// write them), read as sRGB with one warning per file: the format's colour is an object now.
    private func legacyColor(_ text: String, at node: YAMLNode) -> DTCGColor? {
        guard text.utf8.count == 7 || text.utf8.count == 9, let color = SkinColor(hex: text) else { return nil }
        if legacyColorFiles.insert(node.location.file).inserted {
            diagnostics.warning(
                .tokenLegacyColor,
                "colours in this file are strings (\"\(text)\"), as drafts before 2025.10 wrote them; they are read as "
                    + "sRGB, and the others in this file without another word. DTCG 2025.10 writes "
                    + "{\"colorSpace\": \"srgb\", \"components\": [r, g, b], \"alpha\": a, \"hex\": \"#rrggbb\"}; "
                    + "Terrazzo's migration guide (terrazzo.app/docs/guides/dtcg) shows the rewrite", at: node.location)
        }
        return DTCGColor(
            space: .srgb, components: [color.red, color.green, color.blue], alpha: color.alpha,
            hex: color.opaqueHex)
    }

    /// An sRGB colour's hex fallback that is not the colour its components give: the components are drawn, and
    /// a tool that reads the fallback shows another colour.
    private func checkAgreement(_ hex: String, _ channels: [Double], at location: SourceLocation) {
        guard let fallback = SkinColor(hex: hex) else { return }
        let drawn = SkinColor(red: channels[0], green: channels[1], blue: channels[2])
        guard fallback.opaqueHex != drawn.opaqueHex else { return }
        diagnostics.warning(
            .tokenHexFallback,
            "the hex fallback \(hex) is not the colour the components give (\(drawn.hex)); popskin draws the "
                + "components, and tools that read the fallback show \(hex)", at: location)
    }

    /// `#rrggbb`: six hex digits, never alpha (that is `alpha`'s).
    private func hex(_ node: YAMLNode) -> String? {
        part(node, of: .color, hexLiteral)
    }

    private func hexLiteral(_ node: YAMLNode) -> String? {
        if rules == .published, case .scalar(let text, isPlain: false) = node.content, text.utf8.count == 4,
            let color = SkinColor(hex: text)
        {
            // `#fff`, as CSS writes it: a fallback whose meaning is plain, in a form the Color module does not take.
            diagnostics.warning(
                .tokenHexFallback,
                "a color's hex is six hex digits after '#' (#rrggbb); \"\(text)\" is read as \(color.hex)",
                at: node.location)
            return color.hex
        }
        guard case .scalar(let text, isPlain: false) = node.content, text.utf8.count == 7, text.first == "#",
            text.utf8.dropFirst().allSatisfy({ Character(UnicodeScalar($0)).isHexDigit })
        else {
            let shown = node.scalarText.map { "\"\($0)\"" } ?? Self.kind(node)
            diagnostics.error(
                .tokenValue,
                "a color's hex is six hex digits after '#' (#rrggbb; its alpha goes in alpha), not \(shown)",
                at: node.location)
            return nil
        }
        return text
    }
}
