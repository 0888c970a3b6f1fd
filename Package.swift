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
        .package(url: "https://github.com/LebJe/TOMLKit.git", from: "0.6.0"),
    ],
    targets: [
        .target(name: "MatchEngine"),
        .target(name: "Deterministic"),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CLinux"),
        .target(name: "Store", dependencies: ["CZlib", .product(name: "Logging", package: "swift-log")]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .target(name: "CRenderShim", dependencies: ["CFreeType"]),
        .systemLibrary(name: "CDRM", pkgConfig: "libdrm", providers: [.apt(["libdrm-dev"])]),
        // The display's ioctls (dumb buffers, KDSETMODE, fbdev) and the page-flip callback.
        .target(name: "CDisplayShim", dependencies: ["CDRM"]),
        .target(
            name: "Renderer",
            dependencies: [
                "MatchEngine", "CFreeType", "CHarfBuzz", "CPNG", "CRenderShim", "CDRM", "CDisplayShim",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .systemLibrary(name: "CGPIOD", pkgConfig: "libgpiod", providers: [.apt(["libgpiod-dev"])]),
        // ioctl numbers are function-like macros that do not import into Swift.
        .target(name: "CInputShim"),
        .target(name: "InputKeys", dependencies: ["CGPIOD", "CInputShim", .product(name: "Logging", package: "swift-log")]),
        .executableTarget(
            name: "ProjectionCenter",
            dependencies: [
                "MatchEngine", "Store", "Renderer", "InputKeys", "Deterministic", "CLinux",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "TOMLKit", package: "TOMLKit"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "MatchEngineTests",
            dependencies: ["MatchEngine", "Store", "Deterministic", .product(name: "PropertyBased", package: "swift-property-based")],
            exclude: ["Cricsheet/README.md"]
        ),
        .testTarget(name: "StoreTests", dependencies: ["Store", "Deterministic"]),
        .testTarget(name: "RendererTests", dependencies: ["Renderer", "MatchEngine"]),
        .testTarget(name: "ProjectionCenterTests", dependencies: ["ProjectionCenter", "MatchEngine", "Store", "Renderer", "InputKeys"]),
        .testTarget(
            name: "InputKeysTests",
            dependencies: ["InputKeys", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
    ]
)
