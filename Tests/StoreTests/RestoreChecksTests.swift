import Foundation
import Testing
@testable import Store

/// What a restore checks before it installs anything (issue 39): a match whose meta.json names
/// another match, and a config the kiosk would refuse, are named and left out.
@Suite struct RestoreChecksTests {
    @Test func aMatchWhoseMetaNamesAnotherIsNotRestored() throws {
        let source = try BackupTests.source()
        // m2's meta.json edited to name m1: restored, it could be opened by neither id.
        let metaPath = source.directory(of: "m2") + "/meta.json"
        let edited = try String(contentsOfFile: metaPath, encoding: .utf8).replacingOccurrences(of: #""m2""#, with: #""m1""#)
        try edited.write(toFile: metaPath, atomically: false, encoding: .utf8)
        let out = try BackupTests.backup(source)
        let target = try BackupTests.empty()
        let report = try BackupRestorer.restore(out, into: target, config: nil)
        #expect(report.notRestored.map(\.item) == ["match m2"], "\(report.notRestored)")
        #expect(report.notRestored.first?.why == StoreMessages.metaNamesAnother("m1", folder: "m2"))
        #expect(!report.restored.contains("match m2"))
        #expect(try target.storedIds() == ["m1"])
        #expect(!report.isClean)
    }

    @Test func aConfigTheCheckRefusesIsNotInstalled() throws {
        let config = try JournalFormatTests.temporaryDirectory() + "/scoreline.toml"
        try "[display]\nrotate = 45\n".write(toFile: config, atomically: false, encoding: .utf8)
        let out = try BackupTests.backup(try BackupTests.source(), config: config)
        let fresh = try JournalFormatTests.temporaryDirectory() + "/new/scoreline.toml"
        let report = try BackupRestorer.restore(out, into: try BackupTests.empty(), config: fresh) { bytes in
            String(decoding: bytes, as: UTF8.self).contains("rotate = 45") ? "display.rotate: must be 0, 90, 180 or 270 (found 45)." : nil
        }
        #expect(report.notRestored.map(\.item) == ["config \(fresh)"])
        #expect(report.notRestored.first?.why.hasSuffix("display.rotate: must be 0, 90, 180 or 270 (found 45).") == true)
        #expect(!FileManager.default.fileExists(atPath: fresh))
        #expect(report.restored.sorted() == ["current", "match m1", "match m2", "roster.json"])
    }
}
