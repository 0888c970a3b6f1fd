import Foundation
import Testing

/// `scoreline roster photo set|clear` through the binary (ADR 053): a logo stored and named in
/// the roster, a GIF refused with its sentence and nothing changed, then cleared.
@Suite struct RosterPhotoCommandTests {
    /// A 1x1 opaque red PNG (the well-known 70-byte one; red checked with python3-pil).
    static let redPixel = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==") ?? Data()
    static let roster = #"{"schemaVersion":1,"players":[{"id":"p1","name":"A Khan"}],"teams":[{"id":"t1","name":"Riverside","short":"RIV","players":["p1"]}]}"#

    @Test func setRefuseAndClearALogo() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-roster-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: data) }
        try Data(Self.roster.utf8).write(to: URL(fileURLWithPath: data + "/roster.json"))
        try Self.redPixel.write(to: URL(fileURLWithPath: data + "/badge.png"))
        try Data("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8).write(to: URL(fileURLWithPath: data + "/wave.gif"))

        let set = try ReplayCommandTests.scoreline(["roster", "photo", "set", "t1", data + "/badge.png", "--data-dir", data])
        #expect(set.status == 0)
        let stored = try FileManager.default.contentsOfDirectory(atPath: data + "/images")
        #expect(stored.count == 1)
        let name = try #require(stored.first)
        #expect(set.lines.first == "Logo for Riverside stored as images/\(name).")
        let roster = try String(contentsOfFile: data + "/roster.json", encoding: .utf8)
        #expect(roster.contains("\"logo\" : \"\(name)\""))

        let gif = try ReplayCommandTests.scoreline(["roster", "photo", "set", "t1", data + "/wave.gif", "--data-dir", data])
        #expect(gif.status != 0)
        #expect(gif.stderr.contains("wave.gif is a GIF; a photo or logo must be a JPEG or a PNG: save it as a PNG."))
        #expect(try String(contentsOfFile: data + "/roster.json", encoding: .utf8) == roster)

        let clear = try ReplayCommandTests.scoreline(["roster", "photo", "clear", "t1", "--data-dir", data])
        #expect(clear.status == 0)
        #expect(!(try String(contentsOfFile: data + "/roster.json", encoding: .utf8)).contains("logo"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: data + "/images") == [name])
    }
}
