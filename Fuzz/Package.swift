// swift-tools-version: 6.1
import PackageDescription

// The fuzzers (ADR 011): one libFuzzer executable per input the program reads, built apart
// from the program by `script/fuzz` (`--sanitize fuzzer --sanitize address`, one product at a
// time), so the main package's build, tests and binaries are untouched by them.
let package = Package(
    name: "ScorelineFuzz",
    dependencies: [
        .package(name: "Scoreline", path: ".."),
        // Already the program's: the fuzzers silence its logs.
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
    ],
    targets: [
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "MatchEngine", package: "Scoreline"),
                .product(name: "Store", package: "Scoreline"),
                .product(name: "StoreTesting", package: "Scoreline"),
                .product(name: "Session", package: "Scoreline"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(name: "FuzzCricket", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzBadminton", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzJournal", dependencies: ["FuzzSupport"]),
        // A match's saved state (ADR 059): the engine's reader, then the file beside a journal.
        .executableTarget(name: "FuzzSnapshot", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzConfig", dependencies: ["FuzzSupport", .product(name: "Settings", package: "Scoreline")]),
        .executableTarget(name: "FuzzImport", dependencies: ["FuzzSupport"]),
        // A backup file's lines (ADR 037): the decoders `scoreline restore` reads them with.
        .executableTarget(name: "FuzzBackup", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzBoard", dependencies: ["FuzzSupport"]),
        // Writes from a scorer's app over Bluetooth (issue 18): decode, the state, the board.
        .executableTarget(name: "FuzzFeed", dependencies: ["FuzzSupport"]),
        // The phone's match-edit and roster forms (RemoteProtocol, no server).
        .executableTarget(name: "FuzzRecords", dependencies: ["FuzzSupport", .product(name: "RemoteProtocol", package: "Scoreline")]),
        .executableTarget(name: "FuzzScorer", dependencies: ["FuzzSupport", .product(name: "RemoteProtocol", package: "Scoreline")]),
        // A roster picture (ADR 053): decode (libjpeg-turbo, libpng) and normalise.
        .executableTarget(name: "FuzzImages", dependencies: ["FuzzSupport", .product(name: "Images", package: "Scoreline")]),
    ]
)
