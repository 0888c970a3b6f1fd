import Foundation
import MatchEngine
import Testing
@testable import Renderer

/// What a crowd reads at 100 m on an LED panel (issue 16): at every LED size, badminton's points
/// are at least half the panel's height and a cricket score at least 40 % of it, measured as the
/// digits' ink, the LEDs that are lit. 192x64 gave 47 % and 38 % before the LED layouts.
@Suite("LED legibility")
struct LEDLegibilityTests {
    static let sizes: [PixelSize] = [
        .init(width: 64, height: 32), .init(width: 128, height: 32), .init(width: 128, height: 64),
        .init(width: 192, height: 64), .init(width: 192, height: 96), .init(width: 256, height: 128),
        .init(width: 320, height: 160),
    ]

    @Test(arguments: sizes)
    func pointsAreHalfThePanel(_ size: PixelSize) throws {
        let report = try RenderSupport.renderer().inkReport(try RenderSupport.board("badminton-court"), size: size)
        for key: BoardKey in ["leftPoints", "rightPoints"] {
            let ink = try #require(report.first { $0.key == key }?.ink, "\(key) not drawn at \(size)")
            #expect(ink.height * 2 >= size.height, "\(key) at \(size): \(ink.height) of \(size.height) pixels")
        }
    }

    /// The longest score an innings in play shows, "999/9", and the fixture's "187/6".
    @Test(arguments: sizes)
    func scoreIsFortyPercentOfThePanel(_ size: PixelSize) throws {
        var board = try RenderSupport.board("cricket-banner")
        for score in ["187/6", "999/9"] {
            if let index = board.fields.firstIndex(where: { $0.key == "score" }) { board.fields[index].text = score }
            let report = try RenderSupport.renderer().inkReport(board, size: size)
            let ink = try #require(report.first { $0.key == "score" }?.ink, "score not drawn at \(size)")
            #expect(ink.height * 10 >= size.height * 4, "\(score) at \(size): \(ink.height) of \(size.height) pixels")
        }
    }
}
