// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// libgpiod's major version as pkg-config reports it: 1.x (Debian 12, Raspberry Pi OS
/// bookworm) and 2.x (Debian 13, trixie) have different APIs, and InputKeys builds the
/// backend for the one installed (ADR 017). `nil` when pkg-config is missing or knows no
/// libgpiod: then the 1.x backend is built, and a missing libgpiod shows as the build's own
/// "gpiod.h not found" for CGPIOD rather than a guess here.
func libgpiodMajorVersion() -> Int? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pkg-config", "--modversion", "libgpiod"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).split(separator: ".").first.flatMap { Int($0) }
}

let gpiodSettings: [SwiftSetting] = (libgpiodMajorVersion() ?? 1) >= 2 ? [.define("LIBGPIOD_V2")] : []

// Module boundaries follow docs/architecture.md: the engine is pure, the store knows no rules,
// the renderer knows no rules, the session is the one path from a command to the journal, the
// projection centre puts boards on displays, and the executable only parses and wires.
let package = Package(
    name: "Scoreline",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "scoreline", targets: ["ScorelineCLI"]),
        .executable(name: "scoreline-bench", targets: ["ScorelineBench"]),
        // Drives a HUB75 LED matrix through rpi-rgb-led-matrix (GPL-2.0, loaded with dlopen)
        // in a process of its own, for `--output ledmatrix` (docs/ledmatrix.md, ADR 032).
        .executable(name: "scoreline-ledmatrix", targets: ["LEDMatrixHelper"]),
        // For the fuzzers' own package (Fuzz/, ADR 011), which builds these modules with
        // libFuzzer's instrumentation; the program itself links the targets directly.
        .library(name: "MatchEngine", targets: ["MatchEngine"]),
        .library(name: "Store", targets: ["Store"]),
        .library(name: "StoreTesting", targets: ["StoreTesting"]),
        .library(name: "Session", targets: ["Session"]),
        .library(name: "Settings", targets: ["Settings"]),
        .library(name: "RemoteProtocol", targets: ["RemoteProtocol"]),
        .library(name: "Images", targets: ["Images"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
        .package(url: "https://github.com/LebJe/TOMLKit.git", from: "0.6.0"),
        // The phone's web app (docs/remote.md, ADR 026): an HTTP and WebSocket server on
        // SwiftNIO, and Mustache templates.
        // Without its default traits: "FullFoundation" would link full Foundation's form coder
        // and "ConfigurationSupport" swift-configuration, neither of which we use, and each
        // costs the kiosk resident memory (ADR 031).
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.0", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.0"),
    ],
    targets: [
        .target(name: "MatchEngine"),
        // The season's records: careers, tables, head-to-head and badminton analytics, as pure
        // functions of the archive's matches (docs/records.md, ADR 036).
        .target(name: "Records", dependencies: ["MatchEngine"]),
        // The season portal: a static site of results, scorecards, careers and SVG charts that
        // opens from a USB stick with no network (docs/records.md, ADR 036).
        .target(name: "SeasonPortal", dependencies: ["Records", "MatchEngine", .product(name: "Mustache", package: "swift-mustache")]),
        .target(name: "Deterministic", dependencies: ["MatchEngine"]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CLinux"),
        // The one filter for text that reaches a terminal or a log (`ShownText`), and CSV that a
        // spreadsheet will not run (`CSVWriter`): below the store, which reads names from files,
        // and the displays, whose terminal writes text. Each user imports it.
        .target(name: "TextSafety"),
        // Days on the ground's calendar (`LocalDate`, the machine's zone) and a sponsor's window
        // of them: shared by the config and the page cycle, no longer in the store (issue 37).
        .target(name: "LocalDays"),
        .target(name: "Store", dependencies: ["TextSafety", "CZlib"]),
        // The simulated disk (power cuts, EIO, ENOSPC): the test half of the store's file layer,
        // a library so the store's and the session's tests share one.
        .target(name: "StoreTesting", dependencies: ["Store"]),
        // The badminton hall's desk (issue 43, ADR 054): the day's matches onto courts, results
        // back, as a pure fold (`DeskDay`), its CSV and its own journal. No network here.
        .target(name: "Desk", dependencies: ["Store", "TextSafety"]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // The Unicode bidi algorithm (LGPL-2.1, linked dynamically): names in Arabic script
        // beside figures that read left to right (ADR 041).
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        // QR codes (LGPL-2.1+, linked dynamically): the board's codes for joining its Wi-Fi and
        // pairing a phone, which the renderer draws module by module (docs/network.md, ADR 050).
        .systemLibrary(name: "CQREncode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"])]),
        .target(name: "CRenderShim", dependencies: ["CFreeType"]),
        .systemLibrary(name: "CDRM", pkgConfig: "libdrm", providers: [.apt(["libdrm-dev"])]),
        // The display's ioctls (dumb buffers, KDSETMODE, fbdev) and the page-flip callback.
        .target(name: "CDisplayShim", dependencies: ["CDRM"]),
        // The messages between the kiosk and scoreline-ledmatrix: one header for both ends.
        .target(name: "CLEDMatrixWire"),
        // In C, with no Swift runtime: small, and nothing between it and the library (ADR 032).
        .executableTarget(name: "LEDMatrixHelper", dependencies: ["CLEDMatrixWire"]),
        .target(
            name: "Renderer",
            dependencies: [
                "MatchEngine", "CFreeType", "CHarfBuzz", "CFriBidi", "CPNG", "CRenderShim", "CQREncode",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The display devices beside the renderer, as kmscon keeps its video backends apart from
        // its text renderer (issue 37): DRM/KMS, fbdev, image file, terminal, LED matrix, memory,
        // the window of one, and the brightness targets. They take painted frames; they draw nothing.
        .target(
            name: "Displays",
            dependencies: [
                "Renderer", "TextSafety", "EventLoop", "CDRM", "CDisplayShim", "CLEDMatrixWire",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .systemLibrary(name: "CGPIOD", pkgConfig: "libgpiod", providers: [.apt(["libgpiod-dev"])]),
        // ioctl numbers are function-like macros that do not import into Swift.
        .target(name: "CInputShim"),
        // GPIOBackendV1.swift or GPIOBackendV2.swift, after the installed libgpiod (above).
        .target(
            name: "InputKeys",
            dependencies: ["MatchEngine", "EventLoop", "CGPIOD", "CInputShim", .product(name: "Logging", package: "swift-log")],
            swiftSettings: gpiodSettings
        ),
        // The one poll loop that inputs, displays, signals and the clock all join, and systemd's
        // notify protocol: below both the session and the projection centre.
        .target(name: "EventLoop", dependencies: ["CLinux"]),
        // The little every command shares (the standard streams without full Foundation, a
        // command's failure, path pieces, trimming): no first-party dependency, so the
        // projection hub and the doctor take it without the config reader (issue 37).
        .target(name: "CommandBasics"),
        // The config file, read and checked; a library so the doctor and the kiosk read the
        // config without the executable. It fills the settings types of the modules it
        // configures (Broadcast's, the projection hub's), so they need not know the file.
        .target(
            name: "Settings",
            dependencies: [
                "MatchEngine", "Renderer", "Displays", "InputKeys", "Store", "Broadcast", "ProjectionCenter", "LocalDays", "Hotspot",
                .product(name: "TOMLKit", package: "TOMLKit"),
            ]
        ),
        // The scoring session: every surface's commands become durable actions and new boards here.
        .target(
            name: "Session",
            dependencies: ["MatchEngine", "Store", "InputKeys", "EventLoop", "Records", "LocalDays", "TextSafety", .product(name: "Logging", package: "swift-log")]
        ),
        // The projection hub: boards onto every display (DRM/KMS, fbdev, image file, memory).
        .target(
            name: "ProjectionCenter",
            dependencies: ["MatchEngine", "Renderer", "Displays", "EventLoop", "CommandBasics", .product(name: "Logging", package: "swift-log")]
        ),
        // `scoreline doctor`'s checks: reads sysfs, the config and the data directory, never
        // the kiosk, so it runs beside a live scoreboard.
        .systemLibrary(name: "CMosquitto", pkgConfig: "libmosquitto", providers: [.apt(["libmosquitto-dev"])]),
        // MQTT: each new board out to a broker, and boards in from one for a display-only
        // follower or a hall overview (docs/mqtt.md, ADR 023). Its client runs on
        // libmosquitto's own thread and meets the loop only through a bounded mailbox.
        .target(
            name: "Broadcast",
            dependencies: ["MatchEngine", "EventLoop", "CMosquitto", .product(name: "Logging", package: "swift-log")]
        ),
        .systemLibrary(name: "CMessageDigest", pkgConfig: "libmd", providers: [.apt(["libmd-dev"])]),
        // Roster photos and team logos (ADR 053): JPEG through libjpeg-turbo's TurboJPEG API
        // (BSD-3-Clause, IJG, zlib), PNG through libpng; the limits checked before decoding,
        // the picture normalised and stored by content hash in the data directory.
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .target(name: "Images", dependencies: ["Renderer", "Store", "TextSafety", "EventLoop", "CTurboJPEG", "CPNG", "CMessageDigest"]),
        // What a phone may send, decoded and checked without a server (so the fuzzers build it
        // without SwiftNIO): scorer messages, set-up and roster forms, match edits.
        .target(name: "RemoteProtocol", dependencies: ["MatchEngine", "Store", "LocalDays"]),
        // The phone's web app: Hummingbird on its own event loop thread, meeting the session
        // only through a bounded mailbox and a doorbell (docs/remote.md, ADR 026).
        .target(
            name: "Remote",
            dependencies: [
                "MatchEngine", "Store", "Session", "EventLoop", "RemoteProtocol", "Renderer", "Records", "TextSafety", "Desk", "Images",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Mustache", package: "swift-mustache"),
                "CMessageDigest",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The box as its own Wi-Fi access point (docs/network.md, ADR 051): the passphrase,
        // what a phone needs to join, and NetworkManager behind `HotspotControl`.
        .target(name: "CNetworkManager", dependencies: ["CSystemd"]),
        .target(name: "Hotspot", dependencies: ["CNetworkManager", "EventLoop"]),
        .target(name: "Doctor", dependencies: ["Settings", "Renderer", "Displays", "Store", "InputKeys", "MatchEngine", "ProjectionCenter", "CommandBasics", "TextSafety", "Hotspot", "Images"]),
        // The scorer's app over Bluetooth LE (docs/bluetooth.md, ADR 038): BlueZ's D-Bus API
        // through sd-bus from libsystemd, the GATT objects in C (sd-bus's vtables are macros),
        // and the display-only feed kiosk with its journal in Swift.
        .systemLibrary(name: "CSystemd", pkgConfig: "libsystemd", providers: [.apt(["libsystemd-dev"])]),
        .target(name: "CBlueZGatt", dependencies: ["CSystemd"]),
        .target(
            name: "ScorerFeed",
            dependencies: ["MatchEngine", "Store", "EventLoop", "CBlueZGatt", .product(name: "Logging", package: "swift-log")]
        ),
        // The kiosk's wiring for `scoreline run` and `watch`: the displays, inputs, web app, MQTT,
        // the Bluetooth feed and the SIGHUP reload put together on one loop, so the executable
        // only parses (docs/architecture.md).
        .target(
            name: "Kiosk",
            dependencies: [
                "MatchEngine", "Store", "Renderer", "Displays", "InputKeys", "Session", "ProjectionCenter", "Settings", "CommandBasics", "EventLoop",
                "Broadcast", "Remote", "Records", "ScorerFeed", "CLinux", "TextSafety", "LocalDays", "Hotspot", "Images", "Desk",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "ScorelineCLI",
            dependencies: [
                "MatchEngine", "Store", "Renderer", "Displays", "InputKeys", "Session", "ProjectionCenter", "Settings", "CommandBasics", "Doctor", "EventLoop", "Broadcast",
                "Remote", "Hotspot", "CLinux", "TextSafety",
                "Records", "SeasonPortal", "ScorerFeed", "Kiosk", "Images",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "ScorelineBench",
            dependencies: [
                "MatchEngine", "Store", "Renderer", "Displays", "InputKeys", "Session", "ProjectionCenter", "Settings", "CommandBasics", "Deterministic", "EventLoop",
                "CDisplayShim", "Broadcast",
                "Records", "SeasonPortal", "ScorerFeed",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "MatchEngineTests",
            dependencies: ["MatchEngine", "Store", "Deterministic", "Records", "TextSafety", .product(name: "PropertyBased", package: "swift-property-based")],
            exclude: ["Cricsheet/README.md"]
        ),
        .testTarget(name: "RecordsTests", dependencies: ["Records", "SeasonPortal", "MatchEngine", "Session", "Store"]),
        .testTarget(name: "ImagesTests", dependencies: ["Images", "Store", "StoreTesting", "CTurboJPEG", "CPNG"]),
        // Expected/: the hand-checked export the tests compare with, read by path.
        .testTarget(name: "DeskTests", dependencies: ["Desk", "Store", "StoreTesting"], exclude: ["Expected"]),
        .testTarget(name: "StoreTests", dependencies: ["Store", "StoreTesting", "Deterministic", "TextSafety"]),
        .testTarget(name: "RendererTests", dependencies: ["Renderer", "Displays", "MatchEngine", "CLEDMatrixWire"]),
        .testTarget(
            name: "SessionTests",
            dependencies: [
                "Session", "MatchEngine", "Store", "StoreTesting", "InputKeys", "EventLoop", "Deterministic", "LocalDays",
                .product(name: "Logging", package: "swift-log"),
            ]),
        .testTarget(name: "ProjectionCenterTests", dependencies: ["ProjectionCenter", "MatchEngine", "Renderer", "Displays", "EventLoop", "CDisplayShim", "CommandBasics"]),
        .testTarget(name: "ScorerFeedTests", dependencies: ["ScorerFeed", "MatchEngine", "Store", "StoreTesting", "EventLoop", .product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "BroadcastTests", dependencies: ["Broadcast", "MatchEngine", "EventLoop", .product(name: "Logging", package: "swift-log")]),
        .testTarget(
            name: "RemoteTests",
            dependencies: [
                "Remote", "RemoteProtocol", "Session", "MatchEngine", "Store", "StoreTesting", "EventLoop", "Hotspot", "Images",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
        .testTarget(name: "SettingsTests", dependencies: ["Settings", "Hotspot", "Renderer", "Displays", "InputKeys", "Broadcast", "ProjectionCenter", "MatchEngine"]),
        .testTarget(name: "HotspotTests", dependencies: ["Hotspot"]),
        .testTarget(name: "DoctorTests", dependencies: ["Doctor", "Hotspot", "Settings", "Renderer", "Displays", "Store", "ProjectionCenter"]),
        .testTarget(
            name: "KioskTests",
            dependencies: ["Kiosk", "Session", "Settings", "CommandBasics", "MatchEngine", "Store", "InputKeys", "Renderer", "Displays", "Images", .product(name: "Logging", package: "swift-log")]
        ),
        .testTarget(
            name: "ScorelineCLITests",
            dependencies: ["ScorelineCLI", "Kiosk", "Session", "ProjectionCenter", "Settings", "CommandBasics", "Doctor", "MatchEngine", "Store", "Renderer", "InputKeys", "LocalDays"]
        ),
        .testTarget(
            name: "InputKeysTests",
            dependencies: ["InputKeys", "MatchEngine", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
    ]
)
