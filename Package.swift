// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "popskin",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "popskin", targets: ["popskin"]),
        .library(name: "PopskinCore", targets: ["PopskinCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // System libraries
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),

        // Engine: YAML loading, registry, inheritance, validation, diagnostics. No printing, no argument parsing.
        .target(name: "PopskinCore", dependencies: ["CLibYAML"]),

        // CLI library: commands and diagnostic printing.
        .target(
            name: "PopskinCLI",
            dependencies: ["PopskinCore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        // Thin executable.
        .executableTarget(name: "popskin", dependencies: ["PopskinCLI"]),

        // Benchmarks are commands, never timed tests: `swift run -c release popskin-bench`.
        .executableTarget(name: "popskin-bench", dependencies: ["PopskinCore", "CLibYAML"], path: "Sources/PopskinBenchmarks"),

        // Tests
        .testTarget(name: "PopskinCoreTests", dependencies: ["PopskinCore"]),
        .testTarget(name: "PopskinCLITests", dependencies: ["PopskinCLI", "PopskinCore", "popskin"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
