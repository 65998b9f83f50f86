import CLibYAML
import Foundation
import PopskinCore
import PopskinSources

/// Wall-clock samples of one benchmark, in milliseconds.
struct Samples {
    var milliseconds: [Double]

    var median: Double {
        let sorted = milliseconds.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    var minimum: Double { milliseconds.min() ?? 0 }

    /// Megabytes (10⁶ bytes) per second at the median time.
    func throughput(bytes: Int) -> Double {
        Double(bytes) / 1_000_000 / (median / 1000)
    }
}

/// Times a closure on the monotonic clock, after one untimed warm-up run that fills caches and the allocator.
enum Stopwatch {
    static func measure(iterations: Int, _ body: () -> Int) -> Samples {
        let clock = ContinuousClock()
        // The closures return a count that is folded into `sink`, so the optimizer cannot drop the work.
        var sink = body()
        var samples: [Double] = []
        samples.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let start = clock.now
            sink &+= body()
            samples.append(milliseconds(clock.now - start))
        }
        blackHole(sink)
        return Samples(milliseconds: samples)
    }

    /// Times several closures taking turns, one run of each per round after a warm-up round, so that drift on a
    /// shared machine (another build, frequency changes) hits them alike and their ratios hold.
    static func alternating(iterations: Int, _ bodies: [() -> Int]) -> [Samples] {
        let clock = ContinuousClock()
        var sink = bodies.reduce(0) { $0 &+ $1() }
        var samples = Array(repeating: [Double](), count: bodies.count)
        for _ in 0..<iterations {
            for (index, body) in bodies.enumerated() {
                let start = clock.now
                sink &+= body()
                samples[index].append(milliseconds(clock.now - start))
            }
        }
        blackHole(sink)
        return samples.map { Samples(milliseconds: $0) }
    }

    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}

@inline(never)
func blackHole(_ value: Int) {
    if value == -1 { print("") }
}

/// One input file held in memory, named by its project-relative path.
struct SourceFile {
    var name: String
    var bytes: [UInt8]
}

/// The three workloads the report compares, all over the same bytes.
enum Workloads {
    /// libyaml alone: the events are parsed and discarded. This is the floor for any loader built on libyaml.
    static func rawLibYAML(_ files: [SourceFile]) -> Int {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        var event = yaml_event_t()
        var events = 0
        for file in files {
            file.bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress, yaml_parser_initialize(parser) == 1 else { return }
                defer { yaml_parser_delete(parser) }
                yaml_parser_set_input_string(parser, base, buffer.count)
                while yaml_parser_parse(parser, &event) == 1 {
                    let done = event.type == YAML_STREAM_END_EVENT
                    yaml_event_delete(&event)
                    events += 1
                    if done { break }
                }
            }
        }
        return events
    }

    /// popskin's loader alone: events to a `YAMLNode` tree with limits, no registry or resolution.
    static func loader(_ files: [SourceFile], diagnostics: DiagnosticSink) -> Int {
        let loader = YAMLLoader()
        var loaded = 0
        for file in files where loader.load(file.bytes, file: file.name, diagnostics: diagnostics) != nil {
            loaded += 1
        }
        return loaded
    }

    /// The whole front end as the CLI runs it: read files, load, resolve inheritance and tokens, validate.
    static func pipeline(root: String, diagnostics: DiagnosticSink = DiagnosticSink()) -> FrontEnd.Result {
        FrontEnd().run(root: root, validate: true, diagnostics: diagnostics)
    }
}

/// A sub-command's options: `--NAME VALUE` pairs, `-h`/`--help` answered with `usage`. `numbers` are the names that
/// take a whole number > 0; every other name in `texts` takes a string. Exits on anything else.
struct BenchOptions {
    var numbers: [String: Int]
    var texts: [String: String] = [:]

    init(_ arguments: [String], numbers defaults: [String: Int], texts names: Set<String>, usage: String) {
        numbers = defaults
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            if flag == "-h" || flag == "--help" {
                print(usage)
                exit(0)
            }
            guard let value = rest.popFirst() else { fail("\(flag) needs a value\n\(usage)", status: 2) }
            let name = String(flag.drop { $0 == "-" })
            if names.contains(name) {
                texts[name] = value
            } else if defaults[name] != nil {
                guard let number = Int(value), number > 0 else { fail("\(flag) takes a whole number > 0", status: 2) }
                numbers[name] = number
            } else {
                fail("unknown option \(flag)\n\(usage)", status: 2)
            }
        }
    }
}
