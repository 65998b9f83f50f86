// popskin-bench: times the front end on a generated registry and compares it with raw libyaml.
//
//   swift run -c release popskin-bench [--themes 1000] [--depth 5] [--iterations 30] [--keep DIR]
//   swift run -c release popskin-bench render [--themes 100] [--iterations 5] [--write DIR]
//   swift run -c release popskin-bench tokens [--tokens 10000] [--iterations 20] [--keep DIR]
//
// A command, never a timed test: timings on shared CI machines are too noisy to assert on.

import Foundation
import PopskinCore
import PopskinSources
import PopskinTokens

/// The command line.
struct Options {
    var themes = 1000
    var depth = 5
    var iterations = 30
    /// Where to write the registry and leave it; nil means a temporary folder removed afterwards.
    var keep: String?
    /// Every concrete theme carries a warning (ART-UNUSED), for timing a build that has something to say.
    var warnings = false

    static let usage = """
        usage: popskin-bench [--themes N] [--depth D] [--iterations K] [--keep DIR] [--warnings]
          --themes N      themes to generate (default 1000)
          --depth D       length of each extends chain (default 5)
          --iterations K  timed runs per measurement, after one warm-up (default 30)
          --keep DIR      write the registry to DIR and keep it (for popskin theme validate or hyperfine)
          --warnings      give every concrete theme a warning (background.image-margin without art: ART-UNUSED)
        """

    init(_ arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            if flag == "-h" || flag == "--help" { throw UsageError(message: nil) }
            if flag == "--warnings" {
                warnings = true
                continue
            }
            guard let value = rest.popFirst() else { throw UsageError(message: "\(flag) needs a value") }
            switch flag {
            case "--themes": themes = try Self.positive(value, flag)
            case "--depth": depth = try Self.positive(value, flag)
            case "--iterations": iterations = try Self.positive(value, flag)
            case "--keep": keep = value
            default: throw UsageError(message: "unknown option \(flag)")
            }
        }
    }

    private static func positive(_ text: String, _ flag: String) throws(UsageError) -> Int {
        guard let value = Int(text), value > 0 else { throw UsageError(message: "\(flag) takes a whole number > 0") }
        return value
    }
}

struct UsageError: Error {
    var message: String?
}

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("popskin-bench: \(message)\n".utf8))
    exit(status)
}

/// The folder to generate into. A `--keep` folder must be empty or hold an earlier bench project of the same
/// `name:`, whose `items` are cleared so that themes of a larger earlier run do not linger.
func prepareFolder(
    keep: String?, name: String = RegistryGenerator.registryName,
    items: [String] = ["themes", "tokens", Manifest.fileName]
) -> String {
    let manager = FileManager.default
    guard let keep else {
        let folder = manager.temporaryDirectory.appendingPathComponent("popskin-bench-\(UUID().uuidString)").path
        do { try manager.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            fail("cannot create \(folder): \(error)")
        }
        return folder
    }
    let folder = URL(fileURLWithPath: keep).standardizedFileURL.path
    let contents = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
    if !contents.isEmpty {
        let manifest = (try? String(contentsOfFile: folder + "/" + Manifest.fileName, encoding: .utf8)) ?? ""
        guard manifest.contains("name: \(name)\n") else {
            fail("--keep \(keep): the folder is not empty and holds no earlier popskin-bench project; not touching it")
        }
        for item in items { try? manager.removeItem(atPath: folder + "/" + item) }
    }
    do { try manager.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
        fail("cannot create \(folder): \(error)")
    }
    return folder
}

func describe(_ diagnostic: Diagnostic) -> String {
    let location = diagnostic.location.map { "\($0): " } ?? ""
    var text = "\(location)\(diagnostic.severity.rawValue): [\(diagnostic.id.rawValue)] \(diagnostic.message)"
    for note in diagnostic.notes {
        text += "\n    note: " + (note.location.map { "\($0): " } ?? "") + note.message
    }
    return text
}

func format(_ value: Double, _ decimals: Int = 2) -> String { String(format: "%.\(decimals)f", value) }

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

// MARK: Run

switch CommandLine.arguments.dropFirst().first {
case "render":
    RenderBenchmark.run(Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
case "tokens":
    TokenBenchmark.run(Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
default: break
}

let options: Options
do { options = try Options(Array(CommandLine.arguments.dropFirst())) } catch {
    if let message = error.message { fail("\(message)\n\(Options.usage)", status: 2) }
    print(Options.usage)
    exit(0)
}

let root = prepareFolder(keep: options.keep)
let shape = RegistryShape(themes: options.themes, depth: options.depth, warnings: options.warnings)
/// Removes a temporary registry; `exit` skips `defer`, so every way out calls this.
func cleanUp() {
    if options.keep == nil { try? FileManager.default.removeItem(atPath: root) }
}

let paths: [String]
do { paths = try RegistryGenerator(shape: shape).write(to: root) } catch {
    cleanUp()
    fail("cannot write the registry to \(root): \(error)")
}
// Every YAML file the front end reads, in memory, so the libyaml and loader figures measure parsing, not I/O.
let files = paths.map {
    SourceFile(name: $0, bytes: [UInt8](FileManager.default.contents(atPath: root + "/" + $0) ?? Data()))
}
let totalBytes = files.reduce(0) { $0 + $1.bytes.count }

// One checked run first: timings of a registry that does not validate would measure error paths.
let checkedDiagnostics = DiagnosticSink()
let checked = Workloads.pipeline(root: root, diagnostics: checkedDiagnostics)
let diagnostics = checkedDiagnostics.sorted()
let errors = diagnostics.filter { $0.severity == .error }
let warnings = diagnostics.filter { $0.severity == .warning }.count
let loaderDiagnostics = DiagnosticSink()
_ = Workloads.loader(files, diagnostics: loaderDiagnostics)
guard errors.isEmpty, loaderDiagnostics.count == 0, checked.registry.themes.count == options.themes else {
    print(
        "diagnostics: \(diagnostics.count) (\(errors.count) errors, \(warnings) warnings); "
            + "\(checked.registry.themes.count) of \(options.themes) themes loaded")
    for diagnostic in (errors + loaderDiagnostics.diagnostics).prefix(5) { print(describe(diagnostic)) }
    cleanUp()
    fail("the generated registry is not valid; timings would be meaningless")
}

let pipeline = Stopwatch.measure(iterations: options.iterations) {
    Workloads.pipeline(root: root).registry.themes.count
}
let raw = Stopwatch.measure(iterations: options.iterations) { Workloads.rawLibYAML(files) }
let loader = Stopwatch.measure(iterations: options.iterations) {
    Workloads.loader(files, diagnostics: DiagnosticSink())
}
cleanUp()

// MARK: Report

let abstract = checked.registry.themes.filter(\.isAbstract).count
let loaderRatio = raw.median / loader.median * 100
let pipelineRatio = raw.median / pipeline.median * 100
let row = { (name: String, samples: Samples) in
    print(
        name.padding(toLength: 18, withPad: " ", startingAt: 0)
            + pad(format(samples.median) + " ms", 12) + pad(format(samples.minimum) + " ms", 12)
            + pad(format(samples.throughput(bytes: totalBytes), 1), 10))
}

print(
    "popskin-bench: \(options.themes) themes in chains \(options.depth) deep, "
        + "\(options.iterations) iterations after 1 warm-up")
print("registry:    \(root)" + (options.keep == nil ? " (temporary, removed)" : " (kept)"))
print(
    "input:       \(files.count) files, \(totalBytes) bytes (\(format(Double(totalBytes) / 1_000_000, 3)) MB); "
        + "\(checked.registry.themes.count) themes (\(abstract) abstract), \(checked.project.tokens.tokens.count) tokens"
)
print("diagnostics: \(diagnostics.count) (\(errors.count) errors, \(warnings) warnings)")
print("")
print("".padding(toLength: 18, withPad: " ", startingAt: 0) + pad("median", 12) + pad("min", 12) + pad("MB/s", 10))
row("full pipeline", pipeline)
row("raw libyaml", raw)
row("popskin loader", loader)
print("")
print("loader throughput / raw libyaml:         \(format(loaderRatio))%")
print("full pipeline throughput / raw libyaml:  \(format(pipelineRatio))%")
print("target: pipeline < 100 ms, loader ≥ 50% of raw libyaml")
let pipelineMet = pipeline.median < 100, loaderMet = loaderRatio >= 50
print(
    "result: pipeline \(format(pipeline.median, 1)) ms \(pipelineMet ? "met" : "MISSED"); "
        + "loader \(format(loaderRatio))% \(loaderMet ? "met" : "MISSED")")
