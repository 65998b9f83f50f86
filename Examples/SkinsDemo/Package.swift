// swift-tools-version:6.0
import PackageDescription

// A library whose popover skins are popskin themes, compiled by popskin's build plugin in every build.
let package = Package(
    name: "SkinsDemo",
    platforms: [.macOS(.v13), .iOS(.v15)],
    products: [.library(name: "SkinsDemo", targets: ["SkinsDemo"])],
    dependencies: [
        // popskin by path, as this repository holds both; elsewhere:
        // .package(url: "https://github.com/acme/popskin", from: "0.1.0")
        .package(name: "popskin", path: "../..")
    ],
    targets: [
        .target(
            name: "SkinsDemo",
            dependencies: [
                .product(name: "PopskinRuntime", package: "popskin"),
                .product(name: "PopskinTipKit", package: "popskin"),
            ],
            plugins: [.plugin(name: "PopskinPlugin", package: "popskin")]
        ),
        .testTarget(name: "SkinsDemoTests", dependencies: ["SkinsDemo"]),
    ]
)
