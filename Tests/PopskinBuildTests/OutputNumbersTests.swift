import Foundation
import PopskinTestSupport
import Testing

@testable import PopskinBuild

/// Every number popskin writes is rounded to 1/1000 and spelt shortest (`ValueText`): no `7.999999999999999`, no
/// `1e-07`, no `-0`, in any file a build of the bundled themes writes.
@Suite struct OutputNumbersTests {
    /// The problems of one file's text: each number with more than three decimals, in exponent form, or `-0`.
    static func noisyNumbers(in text: String) -> [String] {
        let patterns = [
            #"(?<![\w.#])-?\d+\.\d{4,}(?![\w])"#,  // more than three decimals
            #"(?<![\w.#])\d+(\.\d+)?[eE][+-]?\d+(?![\w])"#,  // exponent form
            #"(?<![\w.\-])-0(\.0+)?(?![\w.])"#,  // negative zero
        ]
        return patterns.flatMap { pattern in
            let expression = try! NSRegularExpression(pattern: pattern)
            let range = NSRange(text.startIndex..., in: text)
            return expression.matches(in: text, range: range).map { (text as NSString).substring(with: $0.range) }
        }
    }

    @Test func theFilterFindsNoise() {
        #expect(
            Self.noisyNumbers(in: "w: 7.999999999999999, a: 1e-07, b: -0, c: 0.5412, #1e1e1e, v1.2, x 0.333, -0.5")
                == ["7.999999999999999", "0.5412", "1e-07", "-0"])
    }

    @Test func everyGeneratedFileOfTheBundledThemes() throws {
        let folder = try TemporaryFolder()
        let repository = TestPaths.repositoryRoot.path
        try FileManager.default.copyItem(atPath: repository + "/themes", toPath: folder.path + "/themes")
        try FileManager.default.copyItem(atPath: repository + "/popskin.yaml", toPath: folder.path + "/popskin.yaml")
        #expect(!ProjectBuild(project: folder.path).run().failed)
        let root = folder.path + "/Generated"
        var read = 0
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            guard !path.hasSuffix(".png"), let data = FileManager.default.contents(atPath: root + "/" + path),
                let text = String(data: data, encoding: .utf8)
            else { continue }
            read += 1
            #expect(Self.noisyNumbers(in: text).isEmpty, "\(path): \(Self.noisyNumbers(in: text))")
        }
        #expect(read > 100)  // Swift, colour and image sets' Contents.json, QMUI, tokens
    }
}
