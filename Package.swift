// swift-tools-version: 6.1
import PackageDescription

// Module boundaries follow ../shared/ARCHITECTURE.md: the engine is pure, the store knows no
// rules, the renderer knows no rules, and only the executable wires them together.
let package = Package(
    name: "Scoreline",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "scoreline", targets: ["ProjectionCenter"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
    ],
    targets: [
        .target(name: "MatchEngine"),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "Store", dependencies: ["CZlib", .product(name: "Logging", package: "swift-log")]),
        .target(name: "Renderer", dependencies: ["MatchEngine"]),
        .systemLibrary(name: "CGPIOD", pkgConfig: "libgpiod", providers: [.apt(["libgpiod-dev"])]),
        // ioctl numbers are function-like macros that do not import into Swift.
        .target(name: "CInputShim"),
        .target(name: "InputKeys", dependencies: ["CGPIOD", "CInputShim", .product(name: "Logging", package: "swift-log")]),
        .executableTarget(
            name: "ProjectionCenter",
            dependencies: [
                "MatchEngine", "Store", "Renderer", "InputKeys",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "MatchEngineTests",
            dependencies: ["MatchEngine", "Store", .product(name: "PropertyBased", package: "swift-property-based")],
            exclude: ["Cricsheet/README.md"]
        ),
        .testTarget(name: "StoreTests", dependencies: ["Store"]),
        .testTarget(name: "ProjectionCenterTests", dependencies: ["ProjectionCenter", "MatchEngine", "Store", "InputKeys"]),
        .testTarget(
            name: "InputKeysTests",
            dependencies: ["InputKeys", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
    ]
)
