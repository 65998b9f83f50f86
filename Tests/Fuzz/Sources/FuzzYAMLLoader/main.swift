// libFuzzer target: each input is the bytes of one popskin theme file, `fuzz.yaml`, checked by `FuzzInvariants`
// (PopskinFuzzChecks, shared with `swift test`, which replays FailCases/ with it). A broken invariant calls
// `fatalError`, which libFuzzer reports as a crash. Build with -parse-as-library: libFuzzer supplies `main`.
//
// Environment (all optional):
//   POPSKIN_FUZZ_FRONTEND=0   skip the front end on disk (loader and token table only; several times faster)
//   POPSKIN_FUZZ_ROUNDTRIP=0  keep the front end but skip the YAMLWriter round trip
//   POPSKIN_FUZZ_VERBOSE=1    print what each input gave (diagnostics, tree size and depth): for replaying one file

import Foundation
import PopskinFuzzChecks

private let invariants: FuzzInvariants = {
    let environment = ProcessInfo.processInfo.environment
    let made = FuzzInvariants(
        runFrontEnd: environment["POPSKIN_FUZZ_FRONTEND"] != "0",
        checkRoundTrip: environment["POPSKIN_FUZZ_ROUNDTRIP"] != "0")
    if environment["POPSKIN_FUZZ_VERBOSE"] == "1" {
        made.log = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    }
    // `exit` skips deinitialisers: remove the scratch project here.
    atexit { invariants.removeScratchProject() }
    return made
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    do {
        try invariants.check(Array(UnsafeBufferPointer(start: data, count: size)))
    } catch {
        fatalError("fuzz invariant broken: \(error)")
    }
    return 0
}
