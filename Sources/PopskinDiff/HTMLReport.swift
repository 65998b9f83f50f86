import Foundation

/// `theme diff --output report.html`: one self-contained page — counts and threshold at the top, then each changed
/// theme with the value changes that caused it (file:line:column in both versions, semver class) and, per case,
/// before and after in a swipe or toggle view beside the diff overlay; then the added, removed and unchanged themes.
/// Images are data: URIs and a Content-Security-Policy forbids every request, so the page loads nothing.
public enum HTMLReport {
    public static func page(_ report: DiffReport) -> String {
        let e = HTMLText.escape
        var body = header(report)
        if !report.changed.isEmpty {
            body += "<h2 class=\"group\" id=\"changed\">Changed</h2>\n"
            for theme in report.changed { body += changed(theme, report) }
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
            <span class="meta">threshold \(report.threshold) (YIQ, anti-aliasing ignored) · \
            \(report.checks.themesCompared) themes compared · \(report.checks.casesRendered) cases drawn</span></nav>

            """
    }

    static func changed(_ theme: ChangedTheme, _ report: DiffReport) -> String {
        let e = HTMLText.escape
        var html = """
            <section class="theme changed" data-theme="\(e(theme.name))">
            <h3>\(e(theme.name)) <span class="badge \(theme.semver)">\(theme.semver)</span> \
            <span class="px">\(theme.pixels) px differ in \(theme.cases.filter { $0.pixels > 0 }.count) of \
            \(theme.cases.count) cases\(theme.largestChange?.largestChange.map { "; " + e($0) } ?? "")</span></h3>
            \(description(theme.name, report))
            <table class="values"><thead><tr><th>value</th><th>before</th><th>after</th><th>written at (before → \
            after)</th><th>semver</th></tr></thead><tbody>

            """
        for value in theme.values + theme.notes {
            let note =
                theme.notes.contains { $0.path == value.path } && !theme.values.contains { $0.path == value.path }
            html += """
                <tr\(note ? " class=\"note\"" : "")><td><code>\(e(value.path))</code></td>\
                <td>\(swatch(value.from))<code>\(e(value.from ?? "unset"))</code></td>\
                <td>\(swatch(value.to))<code>\(e(value.to ?? "unset"))</code></td>\
                <td class="where">\(e(value.fromLocation?.description ?? "default")) → \
                \(e(value.toLocation?.description ?? "default"))</td>\
                <td>\(note ? "note" : "<span class=\"badge \(value.semver)\">\(value.semver)</span>")\
                \(value.difference.map { "<br><span class=\"measure\">\(e($0))</span>" } ?? "")</td></tr>

                """
        }
        html += "</tbody></table>\n"
        if let problem = theme.problem { html += "<p class=\"problem\">Could not draw: \(e(problem))</p>\n" }
        // The cases that count pixels; else the one whose colour changed most (or the first), so the reader sees it.
        let counted = theme.cases.indices.filter { theme.cases[$0].pixels > 0 }
        let largest = theme.cases.indices.filter { theme.cases[$0].largestDeltaE != nil }
            .max { theme.cases[$0].largestDeltaE! < theme.cases[$1].largestDeltaE! }
        let shown = counted.isEmpty ? [largest ?? 0].filter(theme.cases.indices.contains) : counted
        html += "<div class=\"cases\">" + shown.map { figure(theme.cases[$0]) }.joined() + "</div>\n"
        let rest = theme.cases.indices.filter { !shown.contains($0) }.map { theme.cases[$0] }
        let recoloured = rest.filter { !$0.looksTheSame }, same = rest.filter(\.looksTheSame)
        if !recoloured.isEmpty {
            html +=
                "<p class=\"same\">\(recoloured.count) more cases count no pixel at the threshold yet change colour: "
                + recoloured.map { e(label($0) + " (ΔE2000 \($0.largestDeltaE ?? 0))") }.joined(separator: ", ")
                + "</p>\n"
        }
        if !same.isEmpty {
            html +=
                "<p class=\"same\">\(same.count) cases draw the same: "
                + same.map { e(label($0)) }.joined(separator: ", ") + "</p>\n"
        }
        return html + "</section>\n"
    }

    static func figure(_ drawn: CaseResult) -> String {
        guard let images = drawn.images else { return "" }
        let e = HTMLText.escape
        let size = "--w:\(drawn.width / drawn.scale)px"
        func image(_ bytes: [UInt8], _ kind: String) -> String {
            "<img class=\"\(kind)\" alt=\"\(kind)\" style=\"\(size)\" src=\"data:image/png;base64,"
                + Data(bytes).base64EncodedString() + "\">"
        }
        return """
            <figure class="case" data-pixels="\(drawn.pixels)"><figcaption>\(e(label(drawn))) · \
            <b>\(drawn.pixels) px</b>\(drawn.largestDeltaE.map { " · ΔE2000 \($0)" } ?? "")</figcaption>
            <div class="pair"><div class="compare-box"><div class="compare" title="slide to swipe; click to toggle">\
            \(image(images.before, "before"))\(image(images.after, "after"))</div>\
            <input class="slider" type="range" min="0" max="100" value="50" aria-label="swipe"></div>\
            <div class="diff-pane">\(image(images.diff, "diff"))</div></div>
            <div class="legend"><span>before</span><span>after</span><span>diff: <i class="k red"></i>darker \
            <i class="k green"></i>lighter <i class="k yellow"></i>anti-aliasing</span></div></figure>

            """
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
