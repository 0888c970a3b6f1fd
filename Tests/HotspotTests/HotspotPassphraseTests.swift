import Glibc
import Testing
@testable import Hotspot

/// The passphrase: made from the kernel's randomness at first use, stored 0600 before it is
/// shown, kept across restarts, replaced only by `rotate`, and a file that holds none refused.
@Suite struct HotspotPassphraseTests {
    /// Bytes 0 to 15 pick the alphabet's first 16 characters, "abcdefghjkmnpqrs" (no i, l, o),
    /// in groups of four.
    @Test func sixteenCharactersInGroupsOfFour() throws {
        var random = FixedRandom(batches: [Array(0...15)])
        #expect(try HotspotPassphrase.make(random: &random) == "abcd-efgh-jkmn-pqrs")
    }

    /// 248 and 255 are at or past 8 × 31 and are skipped; 247 is 7 × 31 + 30, the last
    /// character "9"; 13 ones are "b"; that is 14, so a second batch is asked for, whose 23
    /// ("2") and 30 ("9") finish it and whose rest is not used.
    @Test func bytesPastTheLastWholeRoundAreSkipped() throws {
        var random = FixedRandom(batches: [[248, 255, 247] + Array(repeating: 1, count: 13), [23, 30] + Array(repeating: 0, count: 14)])
        #expect(try HotspotPassphrase.make(random: &random) == "9bbb-bbbb-bbbb-bb29")
    }

    @Test func madeAtFirstUseStoredOwnerOnlyAndKept() throws {
        let data = try TemporaryFolder()
        let store = HotspotPassphrase(dataDirectory: data.path)
        #expect(try store.read() == nil)
        var random = FixedRandom(batches: [Array(0...15)])
        #expect(try store.current(random: &random) == "abcd-efgh-jkmn-pqrs")
        #expect(try contents(store.file) == "abcd-efgh-jkmn-pqrs\n")
        #expect(try mode(store.file) == 0o600)
        #expect(try mode(store.folder) == 0o700)
        // A second start reads it back and asks for no randomness (the batches are used up).
        var none = FixedRandom(batches: [])
        #expect(try store.current(random: &none) == "abcd-efgh-jkmn-pqrs")
    }

    /// A FIFO at the passphrase's path is refused at once, naming it, instead of holding the
    /// kiosk's start on an open that waits for a writer (the test would hang on the old code).
    @Test func aFIFOAtThePathIsRefusedWithoutWaiting() throws {
        let data = try TemporaryFolder()
        let store = HotspotPassphrase(dataDirectory: data.path)
        #expect(mkdir(store.folder, 0o700) == 0)
        #expect(mkfifo(store.file, 0o600) == 0)
        #expect(throws: HotspotFailure(HotspotMessages.notAFile(store.file))) { try store.read() }
    }

    @Test func rotateReplacesIt() throws {
        let data = try TemporaryFolder()
        let store = HotspotPassphrase(dataDirectory: data.path)
        var random = FixedRandom(batches: [Array(0...15), Array(15...30)])
        _ = try store.current(random: &random)
        // Bytes 15 to 30 are the alphabet's last 16: "stuvwxyz23456789".
        #expect(try store.rotate(random: &random) == "stuv-wxyz-2345-6789")
        #expect(try store.read() == "stuv-wxyz-2345-6789")
        #expect(try mode(store.file) == 0o600)
        #expect(access(store.folder + "/passphrase.new", F_OK) != 0)
    }

    @Test func aPassphraseTheOwnerWroteIsKept() throws {
        let data = try TemporaryFolder()
        let store = HotspotPassphrase(dataDirectory: data.path)
        mkdir(store.folder, 0o700)
        try write("club secret 2026\n", to: store.file)
        var none = FixedRandom(batches: [])
        #expect(try store.current(random: &none) == "club secret 2026")
    }

    /// Seven characters is one short of WPA2's minimum; a tab is not printable ASCII.
    @Test(arguments: ["short12\n", "tab\there ok\n", ""])
    func aFileWithNoPassphraseIsRefusedNotReplaced(text: String) throws {
        let data = try TemporaryFolder()
        let store = HotspotPassphrase(dataDirectory: data.path)
        mkdir(store.folder, 0o700)
        try write(text, to: store.file)
        var random = FixedRandom(batches: [Array(0...15)])
        #expect(throws: HotspotFailure("\(data.path)/hotspot/passphrase holds no Wi-Fi passphrase: it must be one line of 8 to 63 printable ASCII characters. Fix it, or run `scoreline network rotate` to make a new one.")) {
            try store.current(random: &random)
        }
        #expect(try contents(store.file) == text)
    }

    private func contents(_ path: String) throws -> String {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw HotspotFailure("cannot open \(path)") }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        return String(decoding: bytes[0..<max(count, 0)], as: UTF8.self)
    }

    private func write(_ text: String, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0 else { throw HotspotFailure("cannot create \(path)") }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    }

    private func mode(_ path: String) throws -> mode_t {
        var info = stat()
        guard stat(path, &info) == 0 else { throw HotspotFailure("cannot stat \(path)") }
        return info.st_mode & 0o777
    }
}
