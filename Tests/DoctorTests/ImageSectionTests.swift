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
