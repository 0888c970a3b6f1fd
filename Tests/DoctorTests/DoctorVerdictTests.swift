@testable import Doctor
import Foundation
import Store
import Testing

/// What makes `scoreline doctor` exit 1: no fonts, no writable data directory, an invalid
/// config. Each message names the path and what to do; the reason is on the last line.
@Suite struct DoctorVerdictTests {
    static let validConfig = """
        data_dir = "/nowhere/overridden"
        [display]
        theme = "indoor"
        """

    @Test func everythingPresentIsReadyAndExitsZero() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        try tree.directory("data")
        try tree.write("scoreline.toml", Self.validConfig)
        let report = Doctor.report(tree.environment(config: tree.root + "/scoreline.toml"))
        #expect(report.exitCode == 0)
        #expect(report.texts("Scoreline")[1] == "Config \(tree.root)/scoreline.toml: valid (output auto, theme indoor, data in /nowhere/overridden, preset none, no presets).")
        #expect(report.texts("Data directory").prefix(2) == ["\(tree.root)/data (from --data-dir)", "writable"])
        #expect(report.texts("Data directory").contains("No match in progress."))
        #expect(report.text.hasSuffix("\nREADY: everything the scoreboard needs is present.\n"))
        // The probe file is gone again.
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.root + "/data").isEmpty)
    }

    @Test func aMissingDataDirectoryIsNamedWithWhatToDo() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        let report = Doctor.report(tree.environment())
        let data = "\(tree.root)/data"
        let problem = try #require(report.section("Data directory")?.lines.first { $0.level == .essential })
        #expect(problem.text.hasPrefix("\(data) does not exist. Create it (sudo install -d -o scoreline -g scoreline \(data))"))
        #expect(report.exitCode == 1)
        #expect(report.text.hasSuffix("\nNOT READY: the data directory \(data) does not exist.\n"))
        // The sections after it still ran.
        #expect(report.texts("systemd") == ["Not running under systemd (started by hand)."])
    }

    @Test func anInvalidConfigNamesTheKeyAndTheFile() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        try tree.directory("data")
        try tree.write("scoreline.toml", "[display]\nrotate = 45\n")
        let path = tree.root + "/scoreline.toml"
        let report = Doctor.report(tree.environment(config: path))
        let problems = report.section("Scoreline")?.lines.filter { $0.level == .essential } ?? []
        #expect(problems.map(\.text) == ["\(path): display.rotate: must be 0, 90, 180 or 270 (found 45)."])
        #expect(report.texts("Scoreline").contains("Fix the lines above (docs/config.md lists every key), then check again with `scoreline config check --config \(path)`."))
        #expect(report.exitCode == 1)
        #expect(report.text.hasSuffix("\nNOT READY: the config file is not valid.\n"))
    }

    @Test func aNamedConfigThatIsMissingIsAProblem() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        try tree.directory("data")
        let report = Doctor.report(tree.environment(config: tree.root + "/nope.toml"))
        #expect(report.section("Scoreline")?.lines.contains { $0.level == .essential && $0.text.hasPrefix("\(tree.root)/nope.toml: no such file") } == true)
        #expect(report.exitCode == 1)
    }

    @Test func missingFontsAreNamedAndStopTheScoreboard() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        try tree.directory("data")
        try tree.directory("fonts")
        // Not a font at all, under the primary face's name.
        try tree.write("fonts/NotoSans-Bold.ttf", "not a font\n")
        try tree.write("scoreline.toml", "[fonts]\ndirectory = \"\(tree.root)/fonts\"\n")
        let report = Doctor.report(tree.environment(config: tree.root + "/scoreline.toml"))
        let lines = try #require(report.section("Fonts")?.lines)
        #expect(lines[0].text == "From the config's fonts.directory: \(tree.root)/fonts")
        #expect(lines[1].level == .essential)
        #expect(lines[1].text.hasPrefix("FreeType could not open \(tree.root)/fonts/NotoSans-Bold.ttf"))
        #expect(lines[2].text == "Font file not found: \(tree.root)/fonts/NotoSansDevanagari-Bold.ttf. Point the font setting at an existing .ttf/.otf file, or restore the fonts/ directory.")
        #expect(lines.last?.text.hasPrefix("Install the fonts (the package puts them in /usr/share/scoreline/fonts: sudo apt install --reinstall scoreline)") == true)
        #expect(report.exitCode == 1)
        #expect(report.text.hasSuffix("\nNOT READY: fonts are missing or unreadable.\n"))
    }

    @Test func theCurrentMatchAndQueueAreCounted() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        let store = MatchStore(root: tree.root + "/data")
        let journal = try store.create(matchId: "m1", sport: "cricket", title: "Riverside v Hillcrest", newMatch: Array(#"{"type":"newMatch"}"#.utf8))
        try journal.append(Array(#"{"type":"delivery","bat":4}"#.utf8), at: nil)
        try journal.append(Array(#"{"type":"delivery","bat":1}"#.utf8), at: nil)
        journal.close()
        _ = try store.enqueue(Array(#"{"type":"newMatch"}"#.utf8))
        let report = Doctor.report(tree.environment())
        let texts = report.texts("Data directory")
        #expect(texts.contains("1 match stored"))
        #expect(texts.contains("1 match queued"))
        #expect(texts.contains("Current match m1 (Riverside v Hillcrest): journal intact, 3 records, last sequence number 3"))
        #expect(report.exitCode == 0)
    }

    /// A torn tail is described and left exactly as it is: repair is the scoreboard's job.
    @Test func aDamagedJournalTailIsReportedAndLeftAlone() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        let store = MatchStore(root: tree.root + "/data")
        let journal = try store.create(matchId: "m1", sport: "cricket", title: "T", newMatch: Array(#"{"type":"newMatch"}"#.utf8))
        try journal.append(Array(#"{"type":"delivery","bat":4}"#.utf8), at: nil)
        journal.close()
        let path = store.journalPath(of: "m1")
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data(#"{"seq":3,"pay"#.utf8))  // 13 bytes, no newline: a torn write
        handle.closeFile()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let report = Doctor.report(tree.environment())
        let line = try #require(report.section("Data directory")?.lines.first { $0.text.hasPrefix("Current match m1") })
        #expect(line.level == .warning)
        #expect(line.text == "Current match m1 (T): journal has 2 intact records up to sequence number 2, then the last write was cut off (13 bytes after the last intact action); the scoreboard sets it aside when it next opens the match. Nothing was changed.")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.directory(of: "m1")).sorted() == ["journal.jsonl", "meta.json"])
        #expect(report.exitCode == 0)
    }
}
