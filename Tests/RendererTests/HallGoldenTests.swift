import Foundation
import MatchEngine
import Testing
@testable import Renderer

/// The hall overview and the stream overlay's score bug against committed PNGs a person has
/// looked at (regenerate as GoldenImageTests says). The hall is drawn in the indoor theme, as
/// on a sports hall's TV; one daylight golden shows the offline tile in the other theme.
@Suite("Render golden images: hall overview and score bug")
struct HallGoldenTests {
    static let hallCases: [(Int, PixelSize)] = [2, 4, 6, 9, 12].flatMap { count in
        [PixelSize(width: 1920, height: 1080), PixelSize(width: 3840, height: 2160)].map { (count, $0) }
    } + [(12, PixelSize(width: 1280, height: 720))]

    @Test(arguments: hallCases)
    func hallMatchesGolden(_ count: Int, _ size: PixelSize) throws {
        let canvas = try RenderSupport.render(try HallFixtures.hall(count), size, theme: .indoor)
        try Self.compare(canvas, golden: "hall-\(count)-\(size)", alpha: false)
    }

    /// Fourteen courts: twelve tiles, the rest counted on the title line. The courts in play
    /// get the tiles (HallBoard.tiles): the offline court and the one with no match are counted.
    @Test func moreCourtsThanTilesMatchGolden() throws {
        let canvas = try RenderSupport.render(try HallFixtures.hall(14), PixelSize(width: 1920, height: 1080), theme: .indoor)
        try Self.compare(canvas, golden: "hall-14-1920x1080", alpha: false)
    }

    /// No court seen yet: what the hall waits for, the topic, and that the broker does not answer.
    @Test func aHallWithNoCourtMatchesGolden() throws {
        let since = try #require(HallFixtures.at("2026-11-25T14:02:10Z"))
        let board = HallBoard.board(venue: "Riverside Badminton Centre", courts: [], broker: .notAnswering(since: since),
                                    following: "scoreline/riverside/+")
        let canvas = try RenderSupport.render(board, PixelSize(width: 1920, height: 1080), theme: .indoor)
        try Self.compare(canvas, golden: "hall-waiting-1920x1080", alpha: false)
    }

    @Test func hallInDaylightMatchesGolden() throws {
        let canvas = try RenderSupport.render(try HallFixtures.hall(4), PixelSize(width: 1920, height: 1080))
        try Self.compare(canvas, golden: "hall-4-daylight-1920x1080", alpha: false)
    }

    static let bugCases: [(String, PixelSize)] = ["badminton", "cricket"].flatMap { sport in
        [PixelSize(width: 1920, height: 1080), PixelSize(width: 1280, height: 720)].map { (sport, $0) }
    }

    @Test(arguments: bugCases)
    func scoreBugMatchesGolden(_ sport: String, _ size: PixelSize) throws {
        let canvas = Canvas(width: size.width, height: size.height)
        try RenderSupport.renderer().paintOverlay(BoardSummary.bug(try Self.live(sport)), into: canvas)
        try Self.compare(canvas, golden: "bug-\(sport)-\(size)", alpha: true)
    }

    static func live(_ sport: String) throws -> Scoreboard {
        sport == "cricket"
            ? try RenderSupport.board("cricket-banner")
            : try HallFixtures.badminton(1, games: [(21, 18)], now: (11, 9), serving: "A")
    }

    static func compare(_ canvas: Canvas, golden: String, alpha: Bool) throws {
        let path = RenderSupport.goldenDir.appendingPathComponent("\(golden).png").path
        if ProcessInfo.processInfo.environment["SCORELINE_UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: RenderSupport.goldenDir, withIntermediateDirectories: true)
            if alpha { try ImageFile.writeRGBAPNG(canvas, to: path) } else { try ImageFile.writePNG(canvas, to: path) }
            Issue.record("Wrote \(path): look at it, then run again without SCORELINE_UPDATE_GOLDENS.")
            return
        }
        // An overlay is compared with its alpha (what OBS composites), a screen without.
        let expected = alpha ? try ImageFile.readImage(path, maxSide: 8192) : try ImageFile.readPNG(path)
        #expect(expected.size == canvas.size)
        let differing = Self.differing(canvas, expected, alpha: alpha)
        let allowed = max(4, canvas.width * canvas.height / 5000)
        #expect(differing <= allowed, "\(golden): \(differing) pixels differ (allowed \(allowed))")
    }

    private static func differing(_ a: Canvas, _ b: Canvas, alpha: Bool) -> Int {
        guard alpha else { return RenderSupport.differingPixels(a, b) }
        guard a.size == b.size else { return Int.max }
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                // A transparent pixel's colour is not seen; its alpha is.
                if p >> 24 == 0, q >> 24 == 0 { continue }
                for shift in [24, 16, 8, 0] as [UInt32] {
                    let d = Int32((p >> shift) & 0xFF) - Int32((q >> shift) & 0xFF)
                    if abs(d) > 16 {
                        count += 1
                        break
                    }
                }
            }
        }
        return count
    }
}

/// The hall overview and the bug at every other size: nothing spills out of its region, and a
/// screen too small for the grid still shows the first courts.
@Suite("Render hall overview and score bug at every size")
struct HallFitTests {
    static let sizes = OverflowTests.sizes + [PixelSize(width: 800, height: 480), PixelSize(width: 1080, height: 1920)]

    @Test(arguments: sizes)
    func noStringLeavesItsRegion(_ size: PixelSize) throws {
        let renderer = try RenderSupport.renderer()
        var boards = try [1, 2, 3, 5, 7, 12, 14].map { try HallFixtures.hall($0) }
        boards += try ["badminton", "cricket"].map { BoardSummary.bug(try HallGoldenTests.live($0)) }
        boards.append(BoardSummary.bug(IdleBoard.build(venue: "Riverside", next: "Ana v Bea")))
        for board in boards {
            let report = renderer.inkReport(board, size: size)
            #expect(!report.isEmpty, "\(board.layout) at \(size) draws nothing")
            for entry in report {
                #expect(entry.region.contains(entry.ink), "\(board.layout) at \(size): \(entry.key.rawValue) ink \(entry.ink) leaves \(entry.region)")
            }
        }
    }

    @Test func anLEDPanelShowsTheFirstTwoCourts() throws {
        let drawn = Set(try RenderSupport.renderer().inkReport(try HallFixtures.hall(12), size: PixelSize(width: 192, height: 64)).map(\.key))
        #expect(drawn.isSuperset(of: ["tile1Court", "tile1PointsA", "tile2Court"]))
        #expect(!drawn.contains("tile3Court"))
    }

    @Test func theOverlayIsOpaqueOnTheBugOnlyAndItsFileIsReplacedWhole() throws {
        let size = PixelSize(width: 1280, height: 720)
        let canvas = Canvas(width: size.width, height: size.height)
        try RenderSupport.renderer().paintOverlay(BoardSummary.bug(try HallGoldenTests.live("badminton")), into: canvas)
        // The top-left corner and the right half are video; the bottom-left lower third is the bug.
        #expect(canvas[5, 5] >> 24 == 0)
        #expect(canvas[size.width - 5, size.height - 100] >> 24 == 0)
        #expect(canvas[size.width / 10, size.height * 80 / 100] >> 24 == 0xFF)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("overlay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("bug.png").path
        try ImageFile.replaceRGBAPNG(canvas, at: path)
        try ImageFile.replaceRGBAPNG(canvas, at: path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["bug.png"])
        let back = try ImageFile.readImage(path, maxSide: 4096)
        #expect(back[5, 5] >> 24 == 0)
        #expect(back[size.width / 10, size.height * 80 / 100] == canvas[size.width / 10, size.height * 80 / 100])
    }
}
