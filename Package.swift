// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "popskin",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "popskin", targets: ["popskin"]),
        .executable(name: "popskin-fuzz-cli", targets: ["popskin-fuzz-cli"]),
        // With the layers below it, whose types its API uses (`Diagnostic`, `YAMLNode`, `TokenTable`).
        .library(name: "PopskinCore", targets: ["PopskinCore", "PopskinSources", "PopskinTokens"]),
        .library(name: "PopskinRuntime", targets: ["PopskinRuntime"]),
        // TipKit's popovers in a skin: a product of its own, so only apps that show tips link TipKit.
        .library(name: "PopskinTipKit", targets: ["PopskinTipKit"]),
        // For the fuzzer in Tests/Fuzz, a package of its own.
        .library(name: "PopskinFuzzChecks", targets: ["PopskinFuzzChecks"]),
        .plugin(name: "PopskinPlugin", targets: ["PopskinPlugin"]),
        .plugin(name: "PopskinBuildCommand", targets: ["PopskinBuildCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
        .package(url: "https://github.com/mxcl/Version", from: "2.2.1"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        // `popskin serve`'s HTTP server (SwiftNIO underneath); its optional traits (swift-configuration) left out.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        // System libraries
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),

        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),

        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]
        ),

        // Rendering: skins drawn with cairo, written by our own PNG writer.
        .target(
            name: "PopskinRender",
            dependencies: ["PopskinCore", "PopskinSources", "PopskinTokens", "PopskinRuntime", "CCairo", "CZlib"]
        ),

        // Sources and diagnostics: located YAML and JSON trees with their limits, the one way input files are read,
        // diagnostics and their table, and the small utilities every layer shares. Nothing of popskin's below it.
        .target(name: "PopskinSources", dependencies: ["CLibYAML"]),

        // Design tokens: DTCG documents and resolvers, Tokens Studio exports, colour science, the token table YAML
        // and imported tokens share.
        .target(name: "PopskinTokens", dependencies: ["PopskinSources", "PopskinRuntime"]),

        // Engine: the schema, registry, inheritance, validation, the skin model and its outputs. No printing, no
        // argument parsing. Its skin model is made of the runtime's value types, so what an app holds is what popskin
        // checked.
        .target(name: "PopskinCore", dependencies: ["PopskinSources", "PopskinTokens", "PopskinRuntime"]),

        // File-system events for `theme watch` (inotify, FSEvents).
        .target(name: "PopskinWatch"),

        // Child processes with bounded waits (external generators, git).
        .target(name: "PopskinProcess"),

        // What a build reads of theme packages: the manifest's dependencies, popskin.lock and the store. No network,
        // no hashing, so the build plugin's tool does not compile a crypto library.
        .target(
            name: "PopskinInstalledPackages",
            dependencies: ["PopskinCore", "PopskinSources", .product(name: "Version", package: "Version")]
        ),

        // Theme packages: resolver, git cache, fetching into the content-addressed store, verify, a commit as files.
        .target(
            name: "PopskinPackages",
            dependencies: [
                "PopskinCore", "PopskinSources", "PopskinInstalledPackages", "PopskinProcess",
                .product(name: "Version", package: "Version"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),

        // The visual diff: two versions of a project compared theme by theme, changed ones drawn and compared pixel by
        // pixel, the semantic version the changes need, and the HTML report. `theme diff` and `package diff` share it.
        .target(
            name: "PopskinDiff",
            dependencies: [
                "PopskinCore", "PopskinSources", "PopskinTokens", "PopskinRuntime", "PopskinRender", "PopskinPackages",
                "PopskinInstalledPackages", "PopskinProcess", .product(name: "Version", package: "Version"),
            ]
        ),

        // What an app links: skin values and the popover layout. No dependencies.
        .target(name: "PopskinRuntime"),

        // TipKit tips in a skin (UIKit's TipUIPopoverViewController, SwiftUI's TipView in a skinned popover).
        .target(name: "PopskinTipKit", dependencies: ["PopskinRuntime"]),

        // Generators: the Generator protocol and registry, built-in generators, identifier and literal escaping,
        // confined atomic output.
        .target(
            name: "PopskinGenerators",
            dependencies: [
                "PopskinCore", "PopskinSources", "PopskinTokens", "PopskinRuntime", "PopskinRender", "PopskinProcess",
                "PopskinEmbeddedFiles", .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),

        // The default templates and PopskinRuntime's sources, compiled into the binary with C23's #embed: no copy in
        // the repository and no build plugin (SwiftPM runs none for the tools a consumer's plugin builds).
        .target(name: "PopskinEmbeddedFiles"),

        // The build: the front end on a project with its installed packages, the whole-project check, the outputs and
        // which themes each takes, the build driver, stamps and the confined writer. The one API the CLI, popskin-build
        // and the plugin call. No printing.
        .target(
            name: "PopskinBuild",
            dependencies: [
                "PopskinCore", "PopskinSources", "PopskinTokens", "PopskinRuntime", "PopskinGenerators",
                "PopskinInstalledPackages", "PopskinProcess",
            ]
        ),

        // `popskin serve`: every theme live in the browser on loopback, re-drawn when its inputs change.
        .target(
            name: "PopskinServe",
            dependencies: [
                "PopskinCore", "PopskinSources", "PopskinRender", "PopskinRuntime", "PopskinBuild", "PopskinWatch",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]),

        // `popskin lsp`: the language server (base protocol framing, typed messages, overlays over the disk).
        .target(
            name: "PopskinLanguageServer",
            dependencies: [
                "PopskinCore", "PopskinSources", "PopskinTokens", "PopskinRuntime", "PopskinGenerators", "PopskinBuild",
            ]),

        // Printing: diagnostics, standard output, progress, a build's report. What both executables share.
        .target(name: "PopskinConsole", dependencies: ["PopskinCore", "PopskinSources", "PopskinBuild"]),

        // CLI library: commands.
        .target(
            name: "PopskinCLI",
            dependencies: [
                "PopskinCore", "PopskinSources", "PopskinTokens", "PopskinRuntime", "PopskinGenerators",
                "PopskinRender", "PopskinInstalledPackages", "PopskinPackages", "PopskinWatch", "PopskinBuild",
                "PopskinConsole", "PopskinDiff", "PopskinProcess", "PopskinServe", "PopskinLanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Thin executable.
        .executableTarget(name: "popskin", dependencies: ["PopskinCLI"]),

        // What the build plugin runs: a build and nothing else, so a consumer's first build compiles less.
        .executableTarget(name: "popskin-build", dependencies: ["PopskinBuild", "PopskinConsole"]),

        // Plugins. A target applying PopskinPlugin gets its themes compiled in every build; the command plugin
        // (`swift package popskin-build`) writes the manifest's outputs into the package, for committed code.
        .plugin(name: "PopskinPlugin", capability: .buildTool(), dependencies: ["popskin-build"]),
        .plugin(
            name: "PopskinBuildCommand",
            capability: .command(
                intent: .custom(verb: "popskin-build", description: "Build the package's themes into their outputs"),
                permissions: [.writeToPackageDirectory(reason: "popskin writes the generated skins into the package")]
            ),
            dependencies: ["popskin"]
        ),

        // Benchmarks are commands, never timed tests: `swift run -c release popskin-bench`.
        .executableTarget(
            name: "popskin-bench",
            dependencies: [
                "PopskinCore", "PopskinSources", "PopskinTokens", "PopskinRender", "PopskinRuntime", "CLibYAML",
                "CCairo",
            ],
            path: "Sources/PopskinBenchmarks"
        ),

        // Kill, race and revert builds; compare with clean builds (`swift run popskin-stress`, a command, never a test).
        .executableTarget(
            name: "popskin-stress",
            dependencies: [
                "PopskinProcess", "PopskinFuzzCLI", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/popskin-stress"
        ),

        // What the fuzzer promises for any input, one input at a time: the fuzz target crashes on a broken promise,
        // `swift test` replays Tests/Fuzz/FailCases/ with it.
        .target(name: "PopskinFuzzChecks", dependencies: ["PopskinCore", "PopskinSources", "PopskinTokens"]),

        // The CLI-level fuzzer: mutated copies of a project's themes through the built `popskin theme validate` and
        // `theme build` as child processes (Scripts/fuzz-cli.sh). Its logic is a library, so tests can reach it.
        .target(name: "PopskinFuzzCLI", dependencies: ["PopskinCore", "PopskinSources", "PopskinProcess"]),
        .executableTarget(
            name: "popskin-fuzz-cli",
            dependencies: ["PopskinFuzzCLI", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        // Tests: shared fixtures (real git repositories, temporary folders) and the one process runner.
        .target(
            name: "PopskinTestSupport",
            dependencies: ["PopskinProcess", "PopskinCore", "PopskinSources", "PopskinRender", "CPNG", "CZlib"]),
        .testTarget(
            name: "PopskinCoreTests",
            dependencies: [
                "PopskinCore", "PopskinSources", "PopskinTokens", "PopskinRuntime", "PopskinFuzzChecks",
                "PopskinTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(
            name: "PopskinGeneratorsTests",
            dependencies: [
                "PopskinGenerators", "PopskinCore", "PopskinSources", "PopskinRender", "PopskinRuntime",
                "PopskinTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "PopskinBuildTests",
            dependencies: [
                "PopskinBuild", "PopskinGenerators", "PopskinCore", "PopskinSources", "PopskinRuntime",
                "PopskinTestSupport",
            ]
        ),
        .testTarget(
            name: "PopskinRenderTests",
            dependencies: [
                "PopskinRender", "PopskinCore", "PopskinSources", "PopskinTokens", "PopskinRuntime",
                "PopskinTestSupport", "CPNG",
            ]
        ),
        .testTarget(
            name: "PopskinLanguageServerTests",
            dependencies: [
                "PopskinLanguageServer", "PopskinSources", "PopskinTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "PopskinServeTests",
            dependencies: ["PopskinServe", "PopskinCore", "PopskinSources", "PopskinRuntime", "PopskinTestSupport"]
        ),
        .testTarget(
            name: "PopskinRuntimeTests",
            dependencies: ["PopskinRuntime", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "PopskinPackagesTests",
            dependencies: [
                "PopskinPackages", "PopskinInstalledPackages", "PopskinCore", "PopskinSources", "PopskinTestSupport",
            ]
        ),
        .testTarget(
            name: "PopskinDiffTests",
            dependencies: [
                "PopskinDiff", "PopskinCore", "PopskinRender", "PopskinTestSupport",
                .product(name: "Version", package: "Version"),
            ]
        ),
        .testTarget(name: "PopskinFuzzCLITests", dependencies: ["PopskinFuzzCLI", "PopskinCore", "PopskinSources"]),
        .testTarget(
            name: "PopskinCLITests",
            dependencies: [
                "PopskinCLI", "PopskinCore", "PopskinSources", "PopskinBuild", "PopskinConsole", "PopskinRender",
                "PopskinTestSupport", "popskin",
            ],
            exclude: ["Fixtures"]
        ),

        // The architecture: ARCHITECTURE.md's import table against the sources and this file; files read through
        // InputFile. It reads the repository's text and depends on nothing of popskin's.
        .testTarget(name: "ArchitectureTests"),
    ],
    swiftLanguageModes: [.v6]
)
