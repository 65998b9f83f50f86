import Foundation

/// `theme diff --output report.html`: one self-contained page a reviewer can scan — counts and the counting rule at
/// the top, a table of the changed themes linking to their sections; each section a before/after strip of the four
/// directions, the value changes that caused it (file:line:column in both versions, semver class, derived values
/// marked) and the case that changed most in a swipe or toggle view beside the diff overlay, the other differing
/// cases folded away and the rest listed in one line; then the added, removed and unchanged themes. Images are data:
/// URIs and a Content-Security-Policy forbids every request, so the page loads nothing.
public enum HTMLReport {
    public static func page(_ report: DiffReport) -> String {
        let e = HTMLText.escape
        var body = header(report)
        if !report.changed.isEmpty {
            body += "<h2 class=\"group\" id=\"changed\">Changed</h2>\n" + summary(report)
            for (index, theme) in report.changed.enumerated() { body += changed(theme, anchor: index, report) }
        }
        body += list("Added", report.added, report, kind: "added")
        body += list("Removed", report.removed, report, kind: "removed")
        if !report.removedTokens.isEmpty {
            body +=
                "<h2 class=\"group\">Removed tokens</h2>\n<ul class=\"names\">"
                + report.removedTokens.map { "<li><code>\(e($0))</code> <span class=\"badge major\">major</span></li>" }
                .joined() + "</ul>\n"
        }
        body += list("Unchanged", report.unchanged, report, kind: "unchanged")
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; \
            style-src 'unsafe-inline'; script-src 'unsafe-inline'">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>popskin theme diff: \(e(report.from)) → \(e(report.to))</title>
            <style>\(HTMLStyle.css)</style></head>
            <body data-images="pending">
            \(body)
            <script>\(HTMLStyle.script)</script>
            </body></html>

            """
    }

    static func header(_ report: DiffReport) -> String {
        let e = HTMLText.escape
        let verdict =
            report.semver.map { "<span class=\"badge \($0)\">needs a \($0) version</span>" }
            ?? "<span class=\"badge none\">nothing shipped changed</span>"
        func count(_ n: Int, _ label: String, _ kind: String) -> String {
            "<a class=\"count \(kind)\" href=\"#\(kind)\"><b>\(n)</b> \(label)</a>"
        }
        return """
            <header><div class="title"><h1>Theme diff</h1>
            <p class="versions"><code>\(e(report.from))</code> → <code>\(e(report.to))</code> \(verdict)</p></div>
            <div class="controls"><label>View <select id="mode"><option value="swipe">swipe</option>\
            <option value="toggle">toggle</option><option value="side">side by side</option></select></label>
            <label>Zoom <select id="zoom"><option value="0.5">½×</option><option value="1">1×</option>\
            <option value="2" selected>2×</option><option value="4">4×</option></select></label>
            <button id="page-theme" type="button">light / dark</button></div></header>
            <nav class="counts">\(count(report.changed.count, "changed", "changed"))\
            \(count(report.added.count, "added", "added"))\(count(report.removed.count, "removed", "removed"))\
            \(count(report.unchanged.count, "unchanged", "unchanged"))
            <span class="meta">\(e(report.countingRule)) · \
            \(report.checks.themesCompared) themes compared · \(report.checks.casesRendered) cases drawn</span></nav>
            \(report.materialNote.map { "<p class=\"same\">Note: \(e($0)).</p>" } ?? "")

            """
    }

    /// The changed themes in one table, each linking to its section.
    static func summary(_ report: DiffReport) -> String {
        let e = HTMLText.escape
        let rows = report.changed.enumerated().map { index, theme in
            let paths = theme.values.map(\.path)
            let shown = paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? ", … (\(paths.count))" : "")
            let differing = theme.cases.filter { $0.pixels > 0 }.count
            return """
                <tr><td><a href="#theme-\(index)">\(e(theme.name))</a></td>\
                <td><span class="badge \(theme.semver)">\(theme.semver)</span></td><td><code>\(e(shown))</code></td>\
                <td class="num">\(grouped(theme.pixels)) px in \(differing) of \(theme.cases.count)</td>\
                <td class="num">\(theme.largestChange?.largestDeltaE.map { "\($0)" } ?? "–")</td></tr>
                """
        }
        return """
            <table class="values summary"><thead><tr><th>theme</th><th>semver</th><th>values changed</th>\
            <th>pixels (cases)</th><th>largest ΔE2000</th></tr></thead><tbody>
            \(rows.joined(separator: "\n"))
            </tbody></table>

            """
    }

    static func changed(_ theme: ChangedTheme, anchor: Int, _ report: DiffReport) -> String {
        let e = HTMLText.escape
        var html = """
            <section class="theme changed" id="theme-\(anchor)" data-theme="\(e(theme.name))">
            <h3>\(e(theme.name)) <span class="badge \(theme.semver)">\(theme.semver)</span> \
            <span class="px">\(grouped(theme.pixels)) px differ in \(theme.cases.filter { $0.pixels > 0 }.count) of \
            \(theme.cases.count) cases\(theme.largestChange?.largestChange.map { "; " + e($0) } ?? "")</span></h3>
            \(description(theme.name, report))\(strip(theme))
            <table class="values"><thead><tr><th>value</th><th>before</th><th>after</th><th>written at (before → \
            after)</th><th>semver</th></tr></thead><tbody>

            """
        for value in theme.values + theme.notes {
            let note =
                theme.notes.contains { $0.path == value.path } && !theme.values.contains { $0.path == value.path }
            let derived = value.derivedFrom.map {
                "<br><span class=\"measure\">derived: follows <code>\(e($0))</code></span>"
            }
            html += """
                <tr\(note ? " class=\"note\"" : "")><td><code>\(e(value.path))</code>\(derived ?? "")</td>\
                <td>\(swatch(value.from))<code>\(e(value.from ?? "unset"))</code></td>\
                <td>\(swatch(value.to))<code>\(e(value.to ?? "unset"))</code></td>\
                <td class="where">\(derived == nil ? where_(value) : "not written: worked out")</td>\
                <td>\(note ? "note" : "<span class=\"badge \(value.semver)\">\(value.semver)</span>")\
                \(value.difference.map { "<br><span class=\"measure\">\(e($0))</span>" } ?? "")</td></tr>

                """
        }
        html += "</tbody></table>\n"
        if let problem = theme.problem { html += "<p class=\"problem\">Could not draw: \(e(problem))</p>\n" }
        html += cases(theme)
        return html + "</section>\n"
    }

    static func where_(_ value: ValueChange) -> String {
        let e = HTMLText.escape
        return e(value.fromLocation?.description ?? "default") + " → " + e(value.toLocation?.description ?? "default")
    }

    /// The case that changed most (most pixels, else the largest colour change) open; the other differing cases
    /// folded under one line; the cases that look the same named in one line.
    static func cases(_ theme: ChangedTheme) -> String {
        let e = HTMLText.escape
        var differing = theme.cases.filter { !$0.looksTheSame }
        let first = differing.indices.max {
            (differing[$0].pixels, differing[$0].largestDeltaE ?? 0) < (
                differing[$1].pixels, differing[$1].largestDeltaE ?? 0
            )
        }.map { differing.remove(at: $0) }
        var html = first.map { "<div class=\"cases\">" + figure($0) + "</div>\n" } ?? ""
        let others = differing
        if !others.isEmpty {
            let counts = others.map(\.pixels)
            let range =
                counts.min() == counts.max()
                ? grouped(counts[0]) : "\(grouped(counts.min()!))–\(grouped(counts.max()!))"
            html += """
                <details class="more"><summary>\(others.count) more cases differ (\(range) px each)</summary>
                <div class="cases">\(others.map(figure).joined())</div></details>

                """
        }
        let same = theme.cases.filter(\.looksTheSame)
        if !same.isEmpty {
            html +=
                "<p class=\"same\">\(same.count) cases draw the same: "
                + same.map { e(label($0)) }.joined(separator: ", ") + "</p>\n"
        }
        return html
    }

    /// Before above after, the four directions with the arrow centred, in the first appearance at @2x: the change
    /// at a glance.
    static func strip(_ theme: ChangedTheme) -> String {
        let centred = theme.cases.filter { $0.offset == 0 && $0.scale == 2 }
        guard let appearance = centred.first?.appearance else { return "" }
        let four = centred.filter { $0.appearance == appearance }
        guard !four.isEmpty, four.allSatisfy({ $0.images != nil }) else { return "" }
        func row(_ title: String, _ bytes: (CaseImages) -> [UInt8]) -> String {
            "<div class=\"strip-row\"><span>\(title)</span>"
                + four.map { image(bytes($0.images!), "strip", width: $0.width / $0.scale, alt: $0.direction) }
                .joined() + "</div>"
        }
        return "<div class=\"strip\" title=\"\(HTMLText.escape(appearance)), @2x, arrow centred\">"
            + row("before", \.before) + row("after", \.after) + "</div>\n"
    }

    static func image(_ bytes: [UInt8], _ kind: String, width: Int, alt: String? = nil) -> String {
        "<img class=\"\(kind)\" alt=\"\(HTMLText.escape(alt ?? kind))\" style=\"--w:\(width)px\" "
            + "src=\"data:image/png;base64,\(Data(bytes).base64EncodedString())\">"
    }

    static func figure(_ drawn: CaseResult) -> String {
        guard let images = drawn.images else { return "" }
        let e = HTMLText.escape
        func image(_ bytes: [UInt8], _ kind: String) -> String {
            Self.image(bytes, kind, width: drawn.width / drawn.scale)
        }
        return """
            <figure class="case" data-pixels="\(drawn.pixels)"><figcaption>\(e(label(drawn))) · \
            <b>\(grouped(drawn.pixels)) px</b>\(drawn.largestDeltaE.map { " · ΔE2000 \($0)" } ?? "")</figcaption>
            <div class="pair"><div class="compare-box"><div class="compare" title="slide to swipe; click to toggle">\
            \(image(images.before, "before"))\(image(images.after, "after"))</div>\
            <input class="slider" type="range" min="0" max="100" value="50" aria-label="swipe"></div>\
            <div class="diff-pane">\(image(images.diff, "diff"))</div></div>
            <div class="legend"><span>before</span><span>after</span><span>diff: <i class="k red"></i>darker \
            <i class="k green"></i>lighter <i class="k yellow"></i>anti-aliasing</span></div></figure>

            """
    }

    /// 1973936 as "1,973,936".
    static func grouped(_ number: Int) -> String {
        var reversed = ""
        for (index, digit) in String(number.magnitude).reversed().enumerated() {
            if index > 0 && index % 3 == 0 { reversed.append(",") }
            reversed.append(digit)
        }
        return (number < 0 ? "-" : "") + String(reversed.reversed())
    }

    static func label(_ drawn: CaseResult) -> String {
        let offset = drawn.offset == 0 ? "centred" : drawn.offset < 0 ? "clamped to the start" : "clamped to the end"
        return "\(drawn.direction), \(offset), \(drawn.appearance), @\(drawn.scale)x"
    }

    static func description(_ name: String, _ report: DiffReport) -> String {
        report.descriptions[name].map { "<p class=\"description\">\(HTMLText.escape($0))</p>" } ?? ""
    }

    /// A colour chip beside a value that is a colour (`"#rrggbb"` or `"#rrggbbaa"`).
    static func swatch(_ value: String?) -> String {
        guard let value, value.hasPrefix("\"#"), value.hasSuffix("\""), [9, 11].contains(value.count),
            value.dropFirst(2).dropLast().allSatisfy(\.isHexDigit)
        else { return "" }
        return "<i class=\"chip\" style=\"--c:\(value.dropFirst().dropLast())\"></i>"
    }

    static func list(_ title: String, _ names: [String], _ report: DiffReport, kind: String) -> String {
        let e = HTMLText.escape
        guard !names.isEmpty else {
            return "<h2 class=\"group\" id=\"\(kind)\">\(title)</h2><p class=\"none\">none</p>\n"
        }
        let notes = Dictionary(uniqueKeysWithValues: report.notes.map { ($0.name, $0.notes) })
        let items = names.map { name in
            let noted = (notes[name] ?? []).map {
                "<div class=\"note\">note: <code>\(e($0.path))</code> \(e($0.from ?? "unset")) → "
                    + "\(e($0.to ?? "unset")) <span class=\"badge none\">draws nothing</span></div>"
            }.joined()
            return "<li class=\"theme \(kind)\" data-theme=\"\(e(name))\"><b>\(e(name))</b>"
                + description(name, report) + noted + "</li>"
        }
        return "<h2 class=\"group\" id=\"\(kind)\">\(title)</h2>\n<ul class=\"names\">" + items.joined() + "</ul>\n"
    }
}
