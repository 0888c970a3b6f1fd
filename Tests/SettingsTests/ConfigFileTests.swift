import Foundation
import Glibc
import Testing
@testable import Settings

/// The config file is read like every named input (a regular file, at most 1 MiB, never
/// blocking) and must be UTF-8; a preset's `at` must be a time (issue 39). Each of these was
/// accepted, or said "no such file", before.
@Suite struct ConfigFileTests {
    static func folder() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-config-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    static func problems(_ path: String) -> String {
        do {
            _ = try ConfigLoader.load(path)
            return ""
        } catch {
            return error.description
        }
    }

    @Test func aFIFOIsRefusedAsOneWithoutBlocking() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/fifo.toml", 0o600) == 0)
        let said = Self.problems(dir + "/fifo.toml")
        #expect(said.hasPrefix(dir + "/fifo.toml: it is a FIFO (named pipe)"), "said: \(said)")
        #expect(said.contains("a config file must be a regular file of at most 1 MiB"), "said: \(said)")
        #expect(!said.contains("no such file"))
    }

    /// 1 MiB and one byte: refused by its size (sparse, so nothing is written).
    @Test func aFileOverOneMebibyteIsRefusedUnread() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/big.toml"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, (1 << 20) + 1) == 0)
        #expect(Self.problems(path).contains("it holds at least 1048577 bytes; a config file must be a regular file of at most 1 MiB"))
    }

    /// "Caf" then 0xE9 (Latin-1's é) on line 2: byte 22 counts `[display]\n` (10 bytes) and
    /// `venue = "Caf` (12), from 0.
    @Test func invalidUTF8IsNamedByLineNotReplaced() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/latin1.toml"
        try Data(Array("[display]\nvenue = \"Caf".utf8) + [0xE9] + Array("\"\n".utf8)).write(to: URL(fileURLWithPath: path))
        #expect(Self.problems(path) == "\(path): line 2 is not UTF-8 text (byte 22 of the file); a config file is UTF-8. Save it as UTF-8 and check the names on that line.")
    }

    @Test func aPresetsTimeMustBeATime() {
        let said = ConfigProblems.of("""
            [presets.club]
            sport = "cricket"
            at = "not a time"
            teams = [{ name = "A" }, { name = "B" }]
            """)
        #expect(said.count == 1 && said.first?.hasPrefix("s.toml: presets.club.at: ") == true, "said: \(said)")
    }

    /// What `restore` asks before installing a backup's config.
    @Test func restoredConfigBytesAreChecked() {
        #expect(ConfigLoader.problems(Array("[display]\nrotate = 45\n".utf8))?.contains("display.rotate") == true)
        #expect(ConfigLoader.problems(Array("[display]\nrotate = 90\n".utf8)) == nil)
    }
}
