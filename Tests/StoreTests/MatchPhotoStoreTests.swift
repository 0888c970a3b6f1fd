import Foundation
import Testing
@testable import Store

/// A match's photos in its folder (ADR 056): added once, never written over; the bin, a
/// restore from the bin, a backup and its restore, an export and its import carry them byte
/// for byte. The store does not look inside a photo, so any bytes stand for one here.
@Suite struct MatchPhotoStoreTests {
    static let first = "photo-" + String(repeating: "a", count: 64) + ".jpg"
    static let second = "photo-" + String(repeating: "b", count: 64) + ".jpg"
    /// Starts as a JPEG does (FF D8 FF), as an import checks; the rest is the test's own.
    static let firstBytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0] + Array("first photo".utf8)
    static let secondBytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0] + Array("second photo".utf8)

    static func withPhotos() throws -> MatchStore {
        let store = try BackupTests.source()
        #expect(try store.addPhoto(first, bytes: firstBytes, to: "m2"))
        #expect(try store.addPhoto(second, bytes: secondBytes, to: "m2"))
        return store
    }

    static func file(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map(Array.init) }

    @Test func aPhotoIsAddedOnceAndNeverWrittenOver() throws {
        let store = try Self.withPhotos()
        #expect(try store.photos(of: "m2") == [Self.first, Self.second])
        #expect(try store.photos(of: "m1") == [])
        // The same name again: nothing written, the first bytes kept.
        #expect(try store.addPhoto(Self.first, bytes: [0xFF, 0xD8, 0xFF, 1], to: "m2") == false)
        #expect(try store.readPhoto(Self.first, of: "m2") == Self.firstBytes)
        #expect(Self.file(store.directory(of: "m2") + "/" + Self.first) == Self.firstBytes)
        // A name that is not a photo's, and a match that is not here.
        #expect(throws: StoreError.unreadable(path: "../meta.json", why: StoreMessages.notAPhotoName)) {
            try store.addPhoto("../meta.json", bytes: Self.firstBytes, to: "m2")
        }
        #expect(try store.readPhoto("meta.json", of: "m2") == nil)
        #expect(throws: StoreError.notFound("match m9")) { try store.addPhoto(Self.first, bytes: Self.firstBytes, to: "m9") }
        #expect(try store.files.kind(of: store.directory(of: "m9")) == nil)
    }

    @Test func aMatchKeepsAtMostItsLimitOfPhotos() throws {
        let store = try BackupTests.source()
        for n in 0..<MatchStore.maxPhotos {
            let hex = String(format: "%064x", n)
            #expect(try store.addPhoto("photo-\(hex).jpg", bytes: Self.firstBytes, to: "m1"))
        }
        let one = "photo-" + String(repeating: "f", count: 64) + ".jpg"
        #expect(throws: StoreError.unreadable(path: store.directory(of: "m1"), why: StoreMessages.tooManyPhotos(48))) {
            try store.addPhoto(one, bytes: Self.firstBytes, to: "m1")
        }
    }

    @Test func aDeletedMatchsPhotosGoToTheBinAndComeBack() throws {
        let store = try Self.withPhotos()
        try store.delete("m2")
        #expect(try store.photos(of: "m2") == [])
        let entry = try #require(try store.files.list(store.root + "/bin").first { $0.hasPrefix("m2@") })
        #expect(Self.file("\(store.root)/bin/\(entry)/\(Self.first)") == Self.firstBytes)
        #expect(Self.file("\(store.root)/bin/\(entry)/\(Self.second)") == Self.secondBytes)
        try store.restore("m2")
        #expect(try store.photos(of: "m2") == [Self.first, Self.second])
        #expect(try store.readPhoto(Self.first, of: "m2") == Self.firstBytes)
        #expect(try store.readPhoto(Self.second, of: "m2") == Self.secondBytes)
    }

    @Test func aBackupCarriesPhotosBeforeTheJournalAndARestoreGivesThemBackByteForByte() throws {
        let source = try Self.withPhotos()
        let out = try BackupTests.backup(source)
        let paths = try BackupTests.lines(out).compactMap { line -> String? in
            guard let range = line.range(of: #""path":""#) else { return nil }
            return String(line[range.upperBound...].prefix { $0 != "\"" })
        }
        #expect(paths.suffix(4) == ["matches/m2/meta.json", "matches/m2/\(Self.first)", "matches/m2/\(Self.second)", "matches/m2/journal.jsonl"])
        let target = try BackupTests.empty()
        let report = try BackupRestorer.restore(out, into: target, config: nil)
        #expect(report.isClean, "\(report)")
        #expect(try target.readPhoto(Self.first, of: "m2") == Self.firstBytes)
        #expect(try target.readPhoto(Self.second, of: "m2") == Self.secondBytes)
    }

    /// The match is here as the backup has it, with one photo of the two and, at the other's
    /// name, other bytes: the missing photo goes in, the one in the way is named and kept.
    @Test func aRestoreAddsAMissingPhotoAndNeverWritesOverOne() throws {
        let source = try Self.withPhotos()
        let out = try BackupTests.backup(source)
        // The target is made from the same backup, then loses one photo and has the other's
        // bytes changed: built from a second source, its m1 could differ from this one's by the
        // second its journal was written in, on a loaded machine.
        let target = try BackupTests.empty()
        _ = try BackupRestorer.restore(out, into: target, config: nil)
        try FileManager.default.removeItem(atPath: target.directory(of: "m2") + "/" + Self.first)
        try Data([0xFF, 0xD8, 0xFF, 9]).write(to: URL(fileURLWithPath: target.directory(of: "m2") + "/" + Self.second))
        let report = try BackupRestorer.restore(out, into: target, config: nil)
        #expect(report.restored == ["matches/m2/\(Self.first)"])
        #expect(report.notRestored.map(\.item) == ["matches/m2/\(Self.second)"])
        #expect(report.alreadyHere.contains("match m2"))
        #expect(try target.readPhoto(Self.first, of: "m2") == Self.firstBytes)
        #expect(try target.readPhoto(Self.second, of: "m2") == [0xFF, 0xD8, 0xFF, 9])
    }

    /// A different match under the same id gets none of the backup's photos.
    @Test func aDifferentMatchHereGetsNoneOfTheBackupsPhotos() throws {
        let out = try BackupTests.backup(try Self.withPhotos())
        let target = try BackupTests.empty()
        let journal = try target.create(matchId: "m2", sport: "cricket", title: "other", newMatch: BackupTests.newMatch("m2"), makeCurrent: false)
        journal.close()
        let report = try BackupRestorer.restore(out, into: target, config: nil)
        #expect(report.notRestored.map(\.item).contains("match m2"))
        #expect(try target.photos(of: "m2") == [])
        // Nothing of the restore's staging is left behind.
        #expect(try target.files.list(target.root).filter { $0.hasPrefix("restore.tmp-") } == [])
    }

    @Test func anExportCarriesPhotosAndAnImportAddsThemByteForByte() throws {
        let source = try Self.withPhotos()
        let json = try MatchExport.json(source, matchIds: ["m2"])
        let text = String(decoding: json, as: UTF8.self)
        // "first photo" after FF D8 FF E0, in base64: the JSON holds the bytes themselves.
        #expect(text.contains(#""name":"\#(Self.first)""#))
        #expect(text.contains(Data(Self.firstBytes).base64EncodedString()))
        // Into an empty directory: the match and both photos.
        let target = try BackupTests.empty()
        let report = try MatchExport.importJSON(json, source: "export.json", into: target)
        #expect(report.added == ["m2"])
        #expect(report.photosAdded == ["m2/\(Self.first)", "m2/\(Self.second)"])
        #expect(try target.readPhoto(Self.first, of: "m2") == Self.firstBytes)
        #expect(try target.readPhoto(Self.second, of: "m2") == Self.secondBytes)
        // Into a copy that has the match and other bytes at one photo's name: the unchanged
        // match gains nothing it has, and that file stays as it is.
        let again = try MatchExport.importJSON(json, source: "export.json", into: target)
        #expect(again.unchanged == ["m2"] && again.photosAdded == [])
        // An export of a match without photos has no "photos" key: files made before are alike.
        #expect(!String(decoding: try MatchExport.json(source, matchIds: ["m1"]), as: UTF8.self).contains("photos"))
    }

    @Test func anImportRefusesAPhotoThatIsNotOne() throws {
        let source = try Self.withPhotos()
        var text = String(decoding: try MatchExport.json(source, matchIds: ["m2"]), as: UTF8.self)
        text = text.replacingOccurrences(of: Self.first, with: "photo-x.jpg")
        #expect(throws: StoreError.unreadable(path: "export.json", why: StoreMessages.exportBadPhoto("match m2, photo 1", StoreMessages.notAPhotoName))) {
            try MatchExport.importJSON(Array(text.utf8), source: "export.json", into: try BackupTests.empty())
        }
        // The caller's content check (Images' hash and decode) refuses the whole file.
        #expect(throws: StoreError.unreadable(path: "export.json", why: StoreMessages.exportBadPhoto("match m2, photo 1", "no"))) {
            try MatchExport.importJSON(try MatchExport.json(source, matchIds: ["m2"]), source: "export.json", into: try BackupTests.empty(),
                                       checkPhoto: { _ in "no" })
        }
    }
}
