@testable import Displays
import Foundation
import Glibc
import Testing

/// The temporary frames a kiosk killed mid-write left beside its PNG are removed at the next
/// open, those of processes that are gone only (issue 39: 274 were left after a day of kills).
@Suite struct FrameLeftoverTests {
    @Test func onlyTheTemporariesOfGoneProcessesAreRemoved() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // 4,194,305 is past Linux's largest pid (2^22), so no process has it; this one is alive.
        let gone = dir + "/frame.png.tmp-4194305.png"
        let mine = dir + "/frame.png.tmp-\(getpid()).png"
        let other = dir + "/other.png.tmp-4194305.png"
        for path in [gone, mine, other, dir + "/frame.png"] { #expect(FileManager.default.createFile(atPath: path, contents: Data([1]))) }
        #expect(ImageFileDisplay.removeLeftovers(beside: dir + "/frame.png") == [gone])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["frame.png", "frame.png.tmp-\(getpid()).png", "other.png.tmp-4194305.png"])
        #expect(ImageFileDisplay.removeLeftovers(beside: dir + "/frame.png") == [])
    }
}
