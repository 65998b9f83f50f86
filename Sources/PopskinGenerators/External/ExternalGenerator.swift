import Foundation
import PopskinCore
import PopskinProcess
import PopskinSources

/// A generator in another program (`exec:` in `outputs:`, or `popskin-gen-NAME` on PATH), speaking protocol 1 over
/// standard input and output:
///
/// request  `{"protocol": 1, "popskinVersion": "…", "generator": "…", "options": {…}, "themes": [theme, …]}`
///          where each theme is what `popskin theme show NAME --format json` prints;
/// response `{"files": [{"path": "…", "contents": "…"} | {"path": "…", "base64": "…"}],
///            "diagnostics": [{"severity": "error|warning|note", "message": "…", "file"?, "line"?, "column"?}]}`.
///
/// A generator that cannot start, exits non-zero, overruns its time, or answers anything else gets a `GENERATOR`
/// error naming it; its paths are checked by the output writer like any other.
public struct ExternalGenerator: Generator {
    public static let protocolVersion = 1

    public let name: String
    /// Absolute path of the program.
    public let executable: String
    /// Seconds before the program is killed (`timeout:` of its output entry).
    public var timeout: Double
    public static let defaultTimeout = 60.0
    /// Where the output entry was written, for diagnostics.
    public let location: SourceLocation?
    public var description: GeneratorDescription {
        GeneratorDescription(
            name: name, summary: "external generator \(executable)",
            defaultPath: "Generated/" + (name.split(separator: "/").last.map(String.init) ?? "external"))
    }

    /// Options are the program's own business: it is sent them as written, as a JSON value read once.
    public struct Options: GeneratorOptions {
        public var value: StructuredValue = .object([])

        public init() {}

        public var fingerprint: String { JSONWriter.renderCompact(value) }
    }

    public func readOptions(_ options: YAMLNode?, diagnostics: DiagnosticSink) -> any GeneratorOptions {
        var read = Options()
        if let options, !options.isNull { read.value = ThemeEncoding.encode(options) }
        return read
    }

    public init(name: String, executable: String, timeout: Double = defaultTimeout, location: SourceLocation? = nil) {
        self.name = name
        self.executable = executable
        self.timeout = timeout
        self.location = location
    }

    public func generate(_ input: GeneratorInput) -> [GeneratedFile] {
        let response = run(input)
        input.diagnostics.report(contentsOf: response.diagnostics)
        return response.files
    }

    /// What the program answered, or why it did not.
    private struct Response {
        var files: [GeneratedFile]
        var diagnostics: [Diagnostic]
    }

    private func run(_ input: GeneratorInput) -> Response {
        let request = StructuredValue.object([
            ("protocol", .number(Double(Self.protocolVersion))),
            ("popskinVersion", .string(PopskinVersion.current)),
            ("generator", .string(name)),
            ("options", input.options(as: Options.self).value),
            ("themes", .array(input.themes.map { ThemeEncoding.encode($0) })),
        ])
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess(executable: executable, workingDirectory: input.project.root, timeout: timeout)
                .run(input: Array(JSONWriter.render(request).utf8))
        } catch {
            return failure("could not be started: \(error.localizedDescription)")
        }
        if outcome.timedOut {
            return failure(
                "did not finish within \(ValueText.number(timeout)) s and was killed (set `timeout:` on "
                    + "its output to allow longer)")
        }
        guard outcome.status == 0 else {
            return failure("exited with status \(outcome.status)" + Self.tail(of: outcome.stderr))
        }
        if outcome.truncated { return failure("printed more than 64 MiB") }
        return decode(outcome.stdout)
    }

    private func failure(_ reason: String) -> Response {
        Response(files: [], diagnostics: [.error(.generator, "external generator '\(name)' \(reason)", at: location)])
    }

    /// The last lines of standard error, for a failure message.
    private static func tail(of bytes: [UInt8]) -> String {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").suffix(3)
        return lines.isEmpty ? "" : ": " + lines.joined(separator: " / ")
    }

    private func decode(_ bytes: [UInt8]) -> Response {
        let preview = JSONWriter.quote(String(String(decoding: bytes.prefix(80), as: UTF8.self)))
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
            let files = object["files"] as? [Any]
        else {
            return failure(
                "did not answer with a protocol \(Self.protocolVersion) JSON response "
                    + "({\"files\": […]}); its output began \(preview)")
        }
        var generated: [GeneratedFile] = []
        for (index, entry) in files.enumerated() {
            guard let file = entry as? [String: Any], let path = file["path"] as? String else {
                return failure("answered a file without a \"path\" (files[\(index)])")
            }
            if let text = file["contents"] as? String {
                generated.append(GeneratedFile(path: path, text: text))
            } else if let encoded = file["base64"] as? String, let data = Data(base64Encoded: encoded) {
                generated.append(GeneratedFile(path: path, contents: [UInt8](data)))
            } else {
                return failure("answered \(JSONWriter.quote(path)) without \"contents\" or valid \"base64\"")
            }
        }
        let diagnostics = (object["diagnostics"] as? [Any] ?? []).compactMap { entry -> Diagnostic? in
            guard let item = entry as? [String: Any], let message = item["message"] as? String else { return nil }
            let severity = (item["severity"] as? String).flatMap(Severity.init(rawValue:)) ?? .error
            var at = location
            if let file = item["file"] as? String {
                at = SourceLocation(file: file, line: item["line"] as? Int ?? 1, column: item["column"] as? Int ?? 1)
            }
            return Diagnostic(severity, .generator, "\(name): \(message)", at: at)
        }
        return Response(files: generated, diagnostics: diagnostics)
    }
}
