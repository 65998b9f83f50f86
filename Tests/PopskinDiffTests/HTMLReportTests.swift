import Testing

@testable import PopskinDiff

/// The report page: what a theme brings is text, never markup; the page asks for nothing outside itself.
@Suite struct HTMLReportTests {
    static let hostile = "<img src=x onerror=alert(1)>"

    static func report() -> DiffReport {
        var report = DiffReport(from: "HEAD~1", to: "\"><script>", threshold: 0.1, noticeable: 1)
        report.added = [Self.hostile]
        report.unchanged = ["calm"]
        report.descriptions = ["calm": Self.hostile, Self.hostile: "a & b"]
        let note = ValueChange(
            path: "description", from: "\"Calm\"", to: "\"\(Self.hostile)\"", semver: .patch, fromLocation: nil,
            toLocation: nil)
        report.notes = [ThemeNote(name: "calm", notes: [note])]
        return report
    }

    @Test func textFromThemesIsEscaped() {
        let page = HTMLReport.page(Self.report())
        #expect(!page.contains("<img src=x"))
        #expect(!page.contains("\"><script>"))
        #expect(page.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(page.contains("a &amp; b"))
        // The page's own script is the only one.
        #expect(page.components(separatedBy: "<script>").count == 2)
    }

    @Test func escapingCoversQuotesAndControlCharacters() {
        #expect(HTMLText.escape("a\"b'c<d>&\u{1B}[31m") == "a&quot;b&#39;c&lt;d&gt;&amp;&#x2400;[31m")
    }

    @Test func thePageForbidsEveryRequest() {
        let page = HTMLReport.page(Self.report())
        #expect(page.contains("default-src 'none'; img-src data:;"))
        #expect(!page.contains("http://") && !page.contains("https://") && !page.contains("src=\"/"))
    }
}
