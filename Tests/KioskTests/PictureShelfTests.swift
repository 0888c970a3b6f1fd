import Foundation
import Images
@testable import Kiosk
import Renderer
import Store
import Testing

/// The shelf the big screen's pictures will come from (ADR 053): a stored picture by its name,
/// decoded once; a sponsor's name goes to the sponsors' folder; the budget holds.
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

    /// The red pixel as a logo: stored 384x384 (a square's longest side 384), opaque red; the
    /// canvas is `0xAARRGGBB`, so 0xFFFF0000. The same canvas object the second time: decoded once.
    @Test func aStoredPictureIsDecodedOnceAtItsSize() throws {
        let data = try Self.dataDirectory()
        defer { try? FileManager.default.removeItem(atPath: data) }
        _ = try RosterPictures(root: data).set("t1", bytes: Self.redPixel, name: "riv.png")
        let name = try #require(try RosterFile(root: data).read().teams[0].logo)
        let shelf = PictureShelf(sponsors: FolderImageShelf(folder: data + "/sponsors"), dataDirectory: data)
        let canvas = try #require(shelf.image(named: name))
        #expect(canvas.width == 384 && canvas.height == 384)
        #expect(canvas.pixels[192 * canvas.stride + 192] == 0xFFFF_0000)
        #expect(shelf.image(named: name) === canvas)
    }

    @Test func otherNamesAreTheSponsorsAndMissingPicturesAreNothing() throws {
        let data = try Self.dataDirectory()
        defer { try? FileManager.default.removeItem(atPath: data) }
        try Data(Self.redPixel).write(to: URL(fileURLWithPath: data + "/sponsors/bakery.png"))
        let shelf = PictureShelf(sponsors: FolderImageShelf(folder: data + "/sponsors"), dataDirectory: data)
        #expect(shelf.image(named: "bakery.png")?.width == 1)
        #expect(shelf.image(named: String(repeating: "d", count: 64) + ".jpg") == nil)
        #expect(shelf.image(named: "../roster.json") == nil)
    }

    /// A budget smaller than one 384x384 picture (576 KiB) shows none.
    @Test func theBudgetHolds() throws {
        let data = try Self.dataDirectory()
        defer { try? FileManager.default.removeItem(atPath: data) }
        _ = try RosterPictures(root: data).set("t1", bytes: Self.redPixel, name: nil)
        let name = try #require(try RosterFile(root: data).read().teams[0].logo)
        let shelf = PictureShelf(sponsors: FolderImageShelf(folder: data + "/sponsors"), dataDirectory: data, maxDecodedBytes: 500 << 10)
        #expect(shelf.image(named: name) == nil)
    }
}
