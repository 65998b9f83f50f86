// swift-tools-version:5.4
// A libFuzzer harness for PopskinCore's YAML loader and front end. It is its own package so that the root
// package's `swift build` / `swift test` never see it; see README.md beside this file for how to run it.
import PackageDescription

let package = Package(
    name: "PopskinFuzz",
    dependencies: [
        .package(name: "popskin", path: "../..")
    ],
    targets: [
        // Tools 5.4: a plain `.target` with a main.swift builds as an executable, and libFuzzer (linked in by
        // `-sanitize=fuzzer`) provides `main`; the target only defines `LLVMFuzzerTestOneInput`.
        .target(
            name: "FuzzYAMLLoader",
            dependencies: [.product(name: "PopskinFuzzChecks", package: "popskin")]
        )
    ]
)
