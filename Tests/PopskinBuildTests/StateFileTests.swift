import PopskinSources
import Testing

@testable import PopskinBuild

/// The build's state files read back as written, field by field, and refuse what they did not write.
struct StateFileTests {
    @Test func anyFieldRoundTrips() {
        let odd = "a\tb\\c\nd\re é \u{1B}"
        var file = StateFile(.journal)
        file.append("write", odd, "")
        file.append("")
        file.append("x", "\\", "\\t")
        #expect(StateFile(parsing: file.bytes, as: .journal) == file)
        // Another kind or version is not read.
        #expect(StateFile(parsing: file.bytes, as: .noop) == nil)
        #expect(StateFile(parsing: Array("popskin-build-state 1 journal\n".utf8), as: .journal) == nil)
        #expect(StateFile(parsing: [], as: .journal) == nil)
    }

    @Test func numbersAreReadExactlyOrNotAtAll() {
        let line = [
            "1856000000123456789", "-42", "9223372036854775808", "12a", "-", "", "ffffffffffffffff",
            "1ffffffffffffffff", "deadBEEF",
        ].joined(separator: "\t")
        let fields = Array(line.utf8)
        fields.withUnsafeBufferPointer { bytes in
            var record = StateFile.Fields(bytes)
            #expect(record.integer() == 1_856_000_000_123_456_789)
            #expect(record.integer() == -42)
            #expect(record.integer() == nil)  // one past Int64.max
            #expect(record.integer() == nil)
            #expect(record.hex() == nil)  // no hash
            #expect(record.integer() == nil)  // empty
            #expect(record.hex() == UInt64.max)
            #expect(record.hex() == nil)  // seventeen digits
            #expect(!record.isAtEnd)
            #expect(record.hex() == 0xdead_beef)
            #expect(record.isAtEnd)
            #expect(record.text() == nil)
        }
    }

    @Test func aNoOpStampReadsBackAsWritten() throws {
        let written = StateFile(
            .noop,
            records: [
                ["key", "tool\tcache"],
                [
                    "file", "12", "1856000000123456789", "1856000000123456790", "77", "000000000000feed", "1",
                    "/p/themes/a\tb.yaml",
                ],
                ["absent", "/p/popskin.lock"],
                ["folder", "/p/themes"],
                ["listing", "visible", "0000000000000007", "/p/themes"],
                ["listing", "visible", "-", "/p/tokens"],
                ["out", "900", "-1", "/o/swift/Skins.swift"],
                ["result", "1", "swift", "swift"],
                ["diagnostic", "warning", "ART-UNUSED", "themes/a\tb.yaml", "2", "3", "said\nover lines"],
                ["note", "themes/base.yaml", "1", "1", "inherited"],
                ["note", "", "", "", "nowhere"],
                ["quote", "themes/a\tb.yaml", "2", "  margin: 2\r"],
                ["quote", "themes/base.yaml", "1", "extends: x"],
            ])
        let stamp = try #require(NoOpStamp(parsing: written.bytes))
        #expect(stamp.file == written)
        #expect(stamp.inputs.count == 5)
        #expect(stamp.outputs.first?.version == FileVersion(size: 900, time: -1))
        #expect(stamp.reported.diagnostics.count == 1)
        #expect(stamp.reported.diagnostics.first?.notes.count == 2)
        #expect(stamp.reported.sources["themes/a\tb.yaml"] == Array("\n  margin: 2\r".utf8))
        // A note with no diagnostic before it, or an id this version does not know, is not one it wrote.
        var orphan = StateFile(.noop, records: [["key", "k"], ["note", "", "", "", "alone"]])
        #expect(NoOpStamp(parsing: orphan.bytes) == nil)
        orphan.records[1] = ["diagnostic", "warning", "NO-SUCH-ID", "", "", "", "x"]
        #expect(NoOpStamp(parsing: orphan.bytes) == nil)
        // A record it knows with the wrong fields spoils the whole stamp: better a build than a wrong answer.
        var broken = written
        broken.append("out", "12", "x")
        #expect(NoOpStamp(parsing: broken.bytes) == nil)
        var badNumber = written
        badNumber.append("file", "12", "soon", "feed", "0", "/p/x")
        #expect(NoOpStamp(parsing: badNumber.bytes) == nil)
        // One it does not know is left for a newer popskin.
        var unknown = written
        unknown.append("later", "kept for a newer popskin")
        #expect(NoOpStamp(parsing: unknown.bytes)?.file == written)
    }
}
