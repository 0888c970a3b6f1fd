import Foundation
import Store
import StoreTesting
import Testing
@testable import Images

/// The store and the roster's references: a picture is durable before the roster names it,
/// a refusal loses nothing already stored, a stored file is never replaced (ADR 053).
struct RosterPicturesTests {
    static let root = "/data"

    static func disk(players: [RosterPlayer] = [RosterPlayer(id: "p1", name: "A Khan")],
                     teams: [RosterTeam] = [RosterTeam(id: "t1", name: "Riverside", short: "RIV", players: ["p1"])]) throws -> SimulatedDisk {
        let disk = SimulatedDisk()
        try RosterFile(root: root, files: disk).write(Roster(players: players, teams: teams))
        return disk
    }

    static let face = TestPictures.jpeg(width: 120, height: 160) { x, _ in x < 60 ? (200, 150, 120) : (40, 40, 40) }

    @Test func photoIsStoredDurablyAndTheRosterKeepsItsName() throws {
        let disk = try Self.disk()
        let said = try RosterPictures(root: Self.root, files: disk).set("p1", bytes: Self.face, name: "khan.jpg")
        let roster = try RosterFile(root: Self.root, files: disk).read()
        let reference = try #require(roster.players[0].photo)
        #expect(ImageReference.isValid(reference) && reference.hasSuffix(".jpg"))
        #expect(said == "Photo for A Khan stored as images/\(reference).\n")
        // Durable: after a power cut that keeps nothing unsynced, the file and the roster are there.
        disk.powerCut()
        let bytes = try #require(try ImageStore(root: Self.root, files: disk).read(reference))
        #expect(ImageReference.matches(reference, bytes: bytes))
        #expect(try RosterFile(root: Self.root, files: disk).read().players[0].photo == reference)
    }

    @Test func logoGoesOnTheTeam() throws {
        let disk = try Self.disk()
        let badge = try TestPictures.png(width: 100, height: 100) { _, _ in (0, 0, 255, 255) }
        _ = try RosterPictures(root: Self.root, files: disk).set("t1", bytes: badge, name: "riv.png")
        let logo = try #require(try RosterFile(root: Self.root, files: disk).read().teams[0].logo)
        #expect(logo.hasSuffix(".png"))
    }

    /// Every hostile picture after a good photo: each refused, the roster and the stored file
    /// exactly as they were.
    @Test func refusalsLoseNothing() throws {
        let disk = try Self.disk()
        let pictures = RosterPictures(root: Self.root, files: disk)
        _ = try pictures.set("p1", bytes: Self.face, name: "khan.jpg")
        let rosterBefore = try #require(try disk.read(Self.root + "/roster.json"))
        let names = try ImageStore(root: Self.root, files: disk).names()
        let truncated = Array(Self.face.prefix(Self.face.count / 2))
        let hostile: [(String, [UInt8])] = [
            ("bomb.jpg", HostileImageTests.bomb()), ("half.jpg", truncated), ("cmyk.jpg", TestPictures.cmykJPEG(width: 8, height: 8)),
            ("wave.gif", Array("GIF89a".utf8)), ("../../etc/passwd", Self.face),
        ]
        for (name, bytes) in hostile {
            #expect(throws: RosterPictureError.self) { try pictures.set("p1", bytes: bytes, name: name) }
        }
        #expect(try disk.read(Self.root + "/roster.json") == rosterBefore)
        #expect(try ImageStore(root: Self.root, files: disk).names() == names)
    }

    /// A sound file already at a name is left alone: storing the same picture again leaves the
    /// same file (the same inode, on a real disk), not a rewritten copy.
    @Test func soundStoredFileIsNeverRewritten() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let image = try ImagePipeline.normalise(Self.face, kind: .headshot)
        let store = ImageStore(root: root)
        try store.store(image)
        let path = root + "/images/" + image.name
        let inode = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        #expect(inode != nil)
        #expect(try store.store(image) == image.name)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int == inode)
        #expect(try store.read(image.name) == image.bytes)
    }

    /// A damaged copy at the name (bytes that do not hash to it, as the doctor reports) is put
    /// right when the picture is set again: the doctor's advice works.
    @Test func damagedStoredFileIsRepairedBySettingItAgain() throws {
        let disk = SimulatedDisk()
        let image = try ImagePipeline.normalise(Self.face, kind: .headshot)
        let path = Self.root + "/images/" + image.name
        try disk.makeDirectory(Self.root + "/images")
        _ = try disk.createNew(path, with: [1, 2, 3])
        #expect(try ImageStore(root: Self.root, files: disk).store(image) == image.name)
        #expect(try disk.read(path) == image.bytes)
    }

    @Test func referencesThatArePathsResolveToNothing() {
        let store = ImageStore(root: Self.root, files: SimulatedDisk())
        #expect(store.path(for: "../roster.json") == nil)
        #expect(store.path(for: String(repeating: "a", count: 64) + ".gif") == nil)
        #expect(store.path(for: String(repeating: "A", count: 64) + ".jpg") == nil)
        #expect(store.path(for: String(repeating: "a", count: 64) + ".jpg") == Self.root + "/images/" + String(repeating: "a", count: 64) + ".jpg")
    }

    @Test func clearForgetsTheReferenceAndKeepsTheFile() throws {
        let disk = try Self.disk()
        let pictures = RosterPictures(root: Self.root, files: disk)
        _ = try pictures.set("p1", bytes: Self.face, name: nil)
        let names = try ImageStore(root: Self.root, files: disk).names()
        #expect(try pictures.clear("p1") == "Photo for A Khan cleared; the image file stays in images/ (other entries or backups may use it).\n")
        #expect(try RosterFile(root: Self.root, files: disk).read().players[0].photo == nil)
        #expect(try ImageStore(root: Self.root, files: disk).names() == names)
        #expect(try pictures.clear("p1") == "A Khan has no photo; nothing changed.\n")
    }

    @Test func unknownIdIsASentence() throws {
        let disk = try Self.disk()
        #expect(throws: RosterPictureError.self) { try RosterPictures(root: Self.root, files: disk).set("p9", bytes: Self.face, name: nil) }
        do {
            _ = try RosterPictures(root: Self.root, files: disk).clear("p9")
        } catch {
            #expect(error.description == "There is no player or team \"p9\" in /data/roster.json; a player's id starts with p (p1, p2…), a team's with t.")
        }
    }

    /// A roster without pictures is written without the keys, and one written before issue 41
    /// reads with none.
    @Test func rosterWithoutPicturesHasNoPictureKeys() throws {
        let disk = try Self.disk()
        let text = String(decoding: try #require(try disk.read(Self.root + "/roster.json")), as: UTF8.self)
        #expect(!text.contains("photo") && !text.contains("logo"))
        let old = Array(#"{"schemaVersion":1,"players":[{"id":"p1","name":"A"}],"teams":[]}"#.utf8)
        try disk.replaceAtomically(Self.root + "/roster.json", with: old)
        #expect(try RosterFile(root: Self.root, files: disk).read().players[0].photo == nil)
    }

    /// The doctor's figures: two sound files with their sizes, one file not named by a hash,
    /// one whose bytes no longer match, and a roster reference with no file.
    @Test func auditCountsAndNamesTheUnsound() throws {
        let disk = try Self.disk()
        let pictures = RosterPictures(root: Self.root, files: disk)
        _ = try pictures.set("p1", bytes: Self.face, name: nil)
        let badge = try TestPictures.png(width: 10, height: 10) { _, _ in (0, 0, 255, 255) }
        _ = try pictures.set("t1", bytes: badge, name: nil)
        let store = ImageStore(root: Self.root, files: disk)
        let good = try store.names()
        let sizes = try good.map { try #require(try store.read($0)).count }
        let damaged = String(repeating: "b", count: 64) + ".jpg"
        _ = try disk.createNew(Self.root + "/images/" + damaged, with: [9, 9])
        _ = try disk.createNew(Self.root + "/images/notes.txt", with: [1])
        var roster = try RosterFile(root: Self.root, files: disk).read()
        roster.players.append(RosterPlayer(id: "p2", name: "B", photo: String(repeating: "c", count: 64) + ".jpg"))
        try RosterFile(root: Self.root, files: disk).write(roster)

        let audit = ImageStoreAudit.run(root: Self.root, files: disk)
        // The two sound files and the 2-byte damaged one; notes.txt is not a picture, not read.
        #expect(audit.files == 3)
        #expect(audit.bytes == sizes.reduce(0, +) + 2)
        #expect(audit.unreadable.count == 2)
        #expect(audit.unreadable.contains { $0.hasPrefix("images/\(damaged) no longer matches") })
        #expect(audit.unreadable.contains { $0.hasPrefix("images/notes.txt is not a stored image") })
        #expect(audit.missing == [String(repeating: "c", count: 64) + ".jpg"])
    }
}
