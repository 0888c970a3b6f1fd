import EventLoop
import Foundation
import Images
@testable import Kiosk
import Renderer
import Store
import Testing

/// The shelf the big screen's pictures come from (ADR 055): a stored picture by its name,
/// fitted once per size and kept only fitted, within the budget the sponsors share; made on
/// the spot for `render`, off the drawing thread for the kiosk.
@Suite struct PictureShelfTests {
    /// A 1x1 opaque red PNG (the well-known 70-byte one).
    static let redPixel = [UInt8](Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==") ?? Data())

    static func dataDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-pictures-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path + "/sponsors", withIntermediateDirectories: true)
        try RosterFile(root: path).write(Roster(players: [RosterPlayer(id: "p1", name: "A Khan")],
                                               teams: [RosterTeam(id: "t1", name: "Riverside", short: "RIV", players: ["p1"])]))
        return path
    }

    /// The red pixel stored as Riverside's logo; its stored name.
    static func redLogo(_ data: String) throws -> String {
        _ = try RosterPictures(root: data).set("t1", bytes: Self.redPixel, name: "riv.png")
        return try #require(try RosterFile(root: data).read().teams[0].logo)
    }

    /// The red pixel as a logo is stored 384x384 (a square's longest side 384, ADR 053); fitted
    /// to 96x96 it is red all over, and the second ask is the same canvas: fitted once.
    @Test func aStoredPictureIsFittedOncePerSize() throws {
        let data = try Self.dataDirectory()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let name = try Self.redLogo(data)
        let budget = DecodedBudget(limit: 1 << 20)
        let shelf = PictureShelf(dataDirectory: data, budget: budget)
        #expect(shelf.size(of: name) == PixelSize(width: 384, height: 384))
        let canvas = try #require(shelf.fitted(name, size: PixelSize(width: 96, height: 96), background: 0x202020))
        #expect(canvas.width == 96 && canvas.height == 96)
        #expect(canvas[48, 48] & 0xFF_FFFF == 0xFF_0000)
        #expect(shelf.fitted(name, size: PixelSize(width: 96, height: 96), background: 0x202020) === canvas)
        // Only the fitted copy is kept: 96 x 96 x 4 bytes, not the 384-pixel decode.
        #expect(budget.used == 96 * 96 * 4)
    }

    @Test func missingAndStrangeNamesAreNothing() throws {
        let data = try Self.dataDirectory()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let shelf = PictureShelf(dataDirectory: data, budget: DecodedBudget(limit: 1 << 20))
        let absent = String(repeating: "d", count: 64) + ".jpg"
        #expect(shelf.size(of: absent) == nil)
        #expect(shelf.fitted(absent, size: PixelSize(width: 10, height: 10), background: 0) == nil)
        #expect(shelf.size(of: "../roster.json") == nil)
        #expect(shelf.fitted("../roster.json", size: PixelSize(width: 10, height: 10), background: 0) == nil)
    }

    /// One budget for sponsors and pictures: a 100x100 sponsor (40,000 bytes decoded) in a
    /// 60,000-byte budget leaves 20,000, so a 100x100 picture (40,000) is not shown, while a
    /// 70x70 one (19,600) is.
    @Test func theSponsorsAndThePicturesShareOneBudget() throws {
        let data = try Self.dataDirectory()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let name = try Self.redLogo(data)
        let sponsor = Canvas(width: 100, height: 100)
        sponsor.fill(Rect(x: 0, y: 0, width: 100, height: 100), 0xFF00_FF00)
        try ImageFile.writePNG(sponsor, to: data + "/sponsors/bakery.png")
        let budget = DecodedBudget(limit: 60_000)
        let sponsors = FolderImageShelf(folder: data + "/sponsors", budget: budget)
        #expect(sponsors.image(named: "bakery.png")?.width == 100)
        #expect(budget.used == 40_000)
        let shelf = PictureShelf(dataDirectory: data, budget: budget)
        #expect(shelf.fitted(name, size: PixelSize(width: 70, height: 70), background: 0) != nil)
        #expect(budget.used == 59_600)
        let other = PictureShelf(dataDirectory: data, budget: budget)
        #expect(other.fitted(name, size: PixelSize(width: 100, height: 100), background: 0) == nil)
    }

    /// Copies least recently drawn go first: a budget of 100,000 bytes holds two of 40,000;
    /// the third pushes out the first, and the second (drawn again just before) stays.
    @Test func theOldestCopyGivesWay() throws {
        let data = try Self.dataDirectory()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let name = try Self.redLogo(data)
        let budget = DecodedBudget(limit: 100_000)
        let shelf = PictureShelf(dataDirectory: data, budget: budget)
        let a = PixelSize(width: 100, height: 100), b = PixelSize(width: 100, height: 100)
        _ = shelf.fitted(name, size: a, background: 1)
        let second = shelf.fitted(name, size: b, background: 2)
        #expect(shelf.fitted(name, size: a, background: 1) != nil)
        #expect(shelf.fitted(name, size: b, background: 2) === second)
        _ = shelf.fitted(name, size: a, background: 3)
        #expect(budget.used == 80_000)
        #expect(shelf.fitted(name, size: b, background: 2) === second, "drawn last but one: kept")
    }

    /// The pictures' own cap within the budget: 100,000 bytes hold two 100x100 copies
    /// (40,000 each) whatever the shared budget has left; a third pushes out the oldest.
    @Test func theFittedCopiesKeepToTheirCap() throws {
        let data = try Self.dataDirectory()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let name = try Self.redLogo(data)
        let budget = DecodedBudget(limit: 128 << 20)
        let shelf = PictureShelf(dataDirectory: data, budget: budget, maxFittedBytes: 100_000)
        let size = PixelSize(width: 100, height: 100)
        let first = shelf.fitted(name, size: size, background: 1)
        _ = shelf.fitted(name, size: size, background: 2)
        _ = shelf.fitted(name, size: size, background: 3)
        #expect(first != nil)
        #expect(shelf.fittedBytes == 80_000)
        #expect(budget.used == 80_000)
        // The first was pushed out: asked again, it is made again (a new canvas).
        #expect(shelf.fitted(name, size: size, background: 1) !== first)
    }

    /// The kiosk's way: the first ask answers nil at once (nothing waits on a decode), the
    /// bell rings when the copy is made, and the next ask has it.
    @Test func inTheBackgroundTheFirstAskDoesNotWait() throws {
        let data = try Self.dataDirectory()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let name = try Self.redLogo(data)
        let bell = try #require(Doorbell())
        let shelf = PictureShelf(dataDirectory: data, budget: DecodedBudget(limit: 1 << 20), work: .background(wake: { bell.ring() }))
        let size = PixelSize(width: 50, height: 50)
        var canvas = shelf.fitted(name, size: size, background: 0)
        // Made on a task: wait for its bell (a condition, with a generous deadline), at most
        // twice (the size may come first if asked; here only the copy was asked).
        for _ in 0..<2 where canvas == nil {
            #expect(bell.wait(milliseconds: 10_000))
            bell.answer()
            canvas = shelf.fitted(name, size: size, background: 0)
        }
        #expect(canvas?.width == 50)
        #expect(shelf.size(of: name) == PixelSize(width: 384, height: 384))
    }
}
