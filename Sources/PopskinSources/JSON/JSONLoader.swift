/// Reads JSON (RFC 8259, strictly: no comments, no trailing commas, no lone surrogates, no duplicate names) into
/// the same located tree YAML files become, so token files of either kind feed one token table and every problem
/// in them has a line and column. Objects are mappings whose keys are quoted scalars, strings are quoted scalars,
/// numbers, `true`, `false` and `null` are plain scalars as written.
public struct JSONLoader: Sendable {
    public var limits: JSONLimits

    public init(limits: JSONLimits = .default) {
        self.limits = limits
    }

    /// Loads the one value in `bytes`. Returns nil when the file cannot be used; the reasons go to `diagnostics`.
    public func load(_ bytes: [UInt8], file: String, diagnostics: DiagnosticSink) -> YAMLNode? {
        guard diagnostics.fits(bytes.count, limit: limits.maxFileSize, id: .jsonLimit, file: file) else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(buffer, file: file, limits: limits)
            do throws(JSONParser.Failure) {
                let value = try parser.document()
                diagnostics.report(contentsOf: parser.found)
                return value
            } catch {
                diagnostics.report(contentsOf: parser.found)
                diagnostics.report(error.diagnostic)
                return nil
            }
        }
    }
}
