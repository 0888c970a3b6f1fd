import Foundation
import Glibc
import Testing
@testable import Store
import StoreTesting

/// The listing tells what each entry of `matches/` is from the directory itself (`d_type`,
/// ADR 052), so it must refuse what the `lstat` a match refused before: a link to a match
/// folder elsewhere is never read through, and a file where a folder belongs is named.
@Suite struct MatchFolderKindsTests {
    @Test func theListingNamesEachEntryByWhatItIs() throws {
        let store = try MatchOpenTests.storeMatch()
        defer { try? FileManager.default.removeItem(atPath: store.root) }
        let elsewhere = try MatchOpenTests.storeMatch()
        defer { try? FileManager.default.removeItem(atPath: elsewhere.root) }
        let matches = store.root + "/matches"
        // m2: a link to a whole match folder of another data directory; m3: a plain file;
        // m4: a FIFO (a listing must not open it).
        try FileManager.default.createSymbolicLink(atPath: matches + "/m2", withDestinationPath: elsewhere.directory(of: "m1"))
        #expect(FileManager.default.createFile(atPath: matches + "/m3", contents: Data("x".utf8)))
        #expect(mkfifo(matches + "/m4", 0o644) == 0)

        let entries = try PosixFileLayer().entries(matches)
        #expect(entries == [DirectoryEntry(name: "m1", kind: .directory), DirectoryEntry(name: "m2", kind: .symbolicLink),
                            DirectoryEntry(name: "m3", kind: .regular), DirectoryEntry(name: "m4", kind: .fifo)])

        let listed = try store.list()
        #expect(listed.map(\.matchId) == ["m1", "m2", "m3", "m4"])
        #expect(listed.first?.meta?.title == "Riverside v Hillcrest")
        // Worked out from StoreMessages.phrase: what each is, and that it is not a match folder.
        let said = listed.dropFirst().map { listed -> String in
            if case .unreadable(_, let why) = listed { return "\(why)" }
            return "readable"
        }
        #expect(said[0].contains("\(matches)/m2 is a symbolic link, not a match folder"), "said: \(said[0])")
        #expect(said[1].contains("\(matches)/m3 is a regular file, not a match folder"), "said: \(said[1])")
        #expect(said[2].contains("\(matches)/m4 is a FIFO (named pipe), not a match folder"), "said: \(said[2])")
    }

    /// The simulated disk's listing cannot tell kinds; it looks at each name instead.
    @Test func aLayerWithoutKindsLooksAtEachName() throws {
        let disk = SimulatedDisk()
        try disk.makeDirectory("/d/a")
        try disk.replaceAtomically("/d/b", with: Array("x".utf8))
        #expect(try disk.entries("/d") == [DirectoryEntry(name: "a", kind: .directory), DirectoryEntry(name: "b", kind: .regular)])
    }

    /// One read for a small file: what it holds, whole, and a file that grew after its size
    /// was taken is still read to its end.
    @Test func aRegularFileIsReadWhole() throws {
        let dir = try JournalFormatTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for size in [0, 1, 4095, 4096, 4097, 70_000, (1 << 20) + 3] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let path = dir + "/f\(size)"
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            #expect(try PosixFileLayer().readRegularFile(path) == bytes, "size \(size)")
        }
        let fd = open(dir + "/f1", O_RDONLY)
        defer { close(fd) }
        let grown = try PosixFileLayer.readAll(fd, path: dir + "/f1", limit: .max, length: 0) { _ in .notFound("") }
        #expect(grown == [7])
    }
}
