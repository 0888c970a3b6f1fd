import Foundation
import Store
import Testing
@testable import Images

/// `scoreline backup` and `restore` carry the roster's pictures byte for byte, and a restore
/// never replaces a picture already here (ADR 053, issue 41).
struct PictureBackupTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("images-backup-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func backupAndRestoreCarryPicturesByteForByte() throws {
        let base = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let source = base + "/source", target = base + "/target"
        try RosterFile(root: source).write(Roster(players: [RosterPlayer(id: "p1", name: "A Khan")],
                                                 teams: [RosterTeam(id: "t1", name: "Riverside", short: "RIV", players: ["p1"])]))
        let pictures = RosterPictures(root: source)
        _ = try pictures.set("p1", bytes: RosterPicturesTests.face, name: nil)
        _ = try pictures.set("t1", bytes: try TestPictures.png(width: 30, height: 20) { _, _ in (0, 0, 255, 255) }, name: nil)
        let names = try ImageStore(root: source).names()
        #expect(names.count == 2)

        let out = base + "/club.backup"
        let written = try BackupWriter(store: MatchStore(root: source)).write(to: out, config: nil)
        #expect(written.leftOut.isEmpty)
        // The roster, then its two pictures.
        #expect(written.written == ["roster.json"] + names.map { "images/" + $0 })

        let report = try BackupRestorer.restore(out, into: MatchStore(root: target), config: nil)
        #expect(report.isClean)
        for name in names {
            #expect(try ImageStore(root: target).read(name) == ImageStore(root: source).read(name))
        }
        #expect(try RosterFile(root: target).read() == RosterFile(root: source).read())
    }

    /// A file already at a picture's name (here: damaged, different bytes) is left as it is and
    /// named; the restore does not write over it.
    @Test func restoreNeverReplacesAPictureHere() throws {
        let base = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let source = base + "/source", target = base + "/target"
        try RosterFile(root: source).write(Roster(players: [RosterPlayer(id: "p1", name: "A Khan")]))
        _ = try RosterPictures(root: source).set("p1", bytes: RosterPicturesTests.face, name: nil)
        let name = try #require(try ImageStore(root: source).names().first)
        try FileManager.default.createDirectory(atPath: target + "/images", withIntermediateDirectories: true)
        try Data([7, 7, 7]).write(to: URL(fileURLWithPath: target + "/images/" + name))

        let out = base + "/club.backup"
        _ = try BackupWriter(store: MatchStore(root: source)).write(to: out, config: nil)
        let report = try BackupRestorer.restore(out, into: MatchStore(root: target), config: nil)
        #expect(report.notRestored.map(\.item) == ["images/" + name])
        #expect(try ImageStore(root: target).read(name) == [7, 7, 7])
    }

    @Test func backupPathsForPicturesAreCheckedNames() {
        let good = String(repeating: "0", count: 64) + ".png"
        #expect(Backup.item("images/" + good) == .success(.image(good)))
        #expect(Backup.item("images/../roster.json") == .failure(.escapes("images/../roster.json")))
        #expect(Backup.item("images/evil.png") == .failure(.unknownPath("images/evil.png")))
    }
}
