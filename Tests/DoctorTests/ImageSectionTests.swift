@testable import Doctor
import Foundation
import Testing

/// `scoreline doctor`'s "Roster pictures" (ADR 053): the folder's size, every file it cannot
/// vouch for, every reference with no file; and no section at all before any picture.
@Suite struct ImageSectionTests {
    @Test func noPicturesNoSection() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        try tree.directory("data")
        #expect(Doctor.report(tree.environment()).section("Roster pictures") == nil)
    }

    /// One file named by a hash its 3 bytes do not have (one picture, 3 bytes rounded up to
    /// 1 KiB), one of 2,000 bytes not named as a picture at all (not read, not counted), and a
    /// roster that names a picture that is not there. Each is a warning; the scoreboard can
    /// still run.
    @Test func sizeAndEveryUnsoundFileAreSaid() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        let wrong = String(repeating: "a", count: 64) + ".jpg"
        let missing = String(repeating: "c", count: 64) + ".png"
        try tree.write("data/images/" + wrong, "abc")
        try tree.write("data/images/holiday.jpg", String(repeating: "x", count: 2000))
        try tree.write("data/roster.json", #"{"schemaVersion":1,"players":[],"teams":[{"id":"t1","name":"R","short":"R","players":[],"logo":"\#(missing)"}]}"#)
        let report = Doctor.report(tree.environment())
        let section = try #require(report.section("Roster pictures"))
        #expect(section.lines.map(\.text) == [
            "\(tree.root)/data/images: 1 file, 1 KiB.",
            "images/\(wrong) no longer matches its name's hash (damaged on the disk); set that photo or logo again",
            "images/holiday.jpg is not a stored image (names are a SHA-256 and .jpg or .png) or cannot be read; remove it",
            "The roster names images/\(missing), which is missing or damaged: set that photo or logo again (scoreline roster photo set).",
        ])
        #expect(section.lines.dropFirst().allSatisfy { $0.level == .warning })
    }
}

/// The matches' photos in the same section (ADR 056): counted, and one whose bytes are not its
/// name's hash named. "abc" hashes to ba7816bf…15ad (SHA-256's own test vector), so a photo
/// named that is sound; one named all "d"s holding "abc" is damaged. 3 bytes each: 1 KiB.
@Suite struct MatchPhotoSectionTests {
    @Test func matchPhotosAreCountedAndADamagedOneNamed() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        let sound = "photo-ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad.jpg"
        let damaged = "photo-" + String(repeating: "d", count: 64) + ".jpg"
        try tree.write("data/matches/m1/meta.json", "{}")
        try tree.write("data/matches/m1/" + sound, "abc")
        try tree.write("data/matches/m1/" + damaged, "abc")
        let section = try #require(Doctor.report(tree.environment()).section("Roster pictures"))
        #expect(section.lines.map(\.text) == [
            "Match photos: 2 files, 1 KiB, in the matches' folders.",
            "matches/m1/\(damaged) no longer matches its name's hash (damaged on the disk); add that photo to the match again, or restore it from a backup",
        ])
        #expect(section.lines.map(\.level) == [.info, .warning])
    }
}
