import Foundation
import InputKeys
import MatchEngine
@testable import Kiosk
@testable import ScorelineCLI
import Session
import Store
import Testing

/// A club format starts by its name (`--preset u11-pairs`, `preset = "u11-pairs"`) and a box
/// scores it from the first press, the next pair coming in on a held Advance.
@Suite struct FormatPresetTests {
    @Test func everyBuiltInPresetStartsAMatchTheEngineTakes() throws {
        for name in DemoPresets.names {
            let record = try #require(DemoPresets.record(name), "\(name)")
            let session = try SportRegistry.start(newMatch: record)
            guard let format = CricketFormats.rules(named: name) else { continue }
            // The format's rules exactly: the preset adds teams and nothing else.
            #expect((session as? CricketSession)?.state.setup.rules == format, "\(name)")
        }
        #expect(DemoPresets.record("u11-pair") == nil)
    }

    @Test func configCheckTakesAFormatNameAndListsThemForATypo() throws {
        let dir = RunCommandTests.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/s.toml"
        try Data("preset = \"u11-pairs\"\n".utf8).write(to: URL(fileURLWithPath: file))
        #expect(try ReplayCommandTests.scoreline(["config", "check", "--config", file]).status == 0)
        try Data("preset = \"u11-pair\"\n".utf8).write(to: URL(fileURLWithPath: file))
        let typo = try ReplayCommandTests.scoreline(["config", "check", "--config", file])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains(#"preset: no preset called "u11-pair"; the presets are "demo-cricket", "demo-badminton", "hundred", "u11-pairs", "u9-ecb-pairs", "indoor", "league-win-draw"."#))
    }

    @Test func typedPressesScoreAnU11PairsMatchStartedByItsName() throws {
        let dir = RunCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The first pair's four overs (24 balls), a press the box ignores until the next pair
        // is in, the held Advance that brings it, and a four.
        let presses = Array(repeating: "dot", count: 24) + ["run1", "advance:long", "run4"]
        let run = try ReplayCommandTests.scoreline(
            ["run", "--preset", "u11-pairs", "--input", "stdin", "--data-dir", dir + "/data", "--output", "png:\(dir)/f.png", "--size", "320x180"],
            stdin: presses.joined(separator: "\n") + "\n")
        #expect(run.status == 0)
        let store = MatchStore(root: dir + "/data")
        let records = try store.read(try #require(store.currentMatchId())).records
        // newMatch, openers, a bowler for each of overs 1-5, 24 + 1 balls, the pair: 33.
        #expect(records.count == 33)
        var session = try CricketSession(newMatch: Data(records[0].payload))
        #expect(session.state.setup.rules == CricketFormats.rules(named: "u11-pairs"))
        for record in records.dropFirst() { try session.apply(line: Data(record.payload)) }
        let innings = try #require(session.state.current)
        // 200 to start, the four, no wicket; the 1 pressed while the pair was due is not a run.
        #expect(innings.runs == 204 && innings.legalBalls == 25)
        #expect(innings.format?.pairs.map(\.batters) == [["Batter 1", "Batter 2"], ["Batter 3", "Batter 4"]])
        #expect(innings.format?.pairs.map(\.runs) == [0, 4])
    }

    /// The terminal's key help for a pairs game says what a held Advance (`E`) does there.
    @Test func theTerminalHelpNotesTheNextPairOnlyInAPairsGame() throws {
        let dir = RunCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let session = ScoringSession(store: MatchStore(root: dir))
        defer { session.close() }
        session.preset = DemoPresets.record("u11-pairs")
        try session.start()
        // Every cricket match says which side the penalty key's runs go to.
        let penalty = [BoxPress(.penalty): "+5 batting", BoxPress(.penalty, .long): "+5 fielding"]
        #expect(TerminalBoard.notes(session) == penalty.merging([BoxPress(.advance, .long): "next pair"]) { a, _ in a })
        session.preset = DemoPresets.record("demo-cricket")
        try session.startNext()
        #expect(TerminalBoard.notes(session) == penalty)
    }

    /// The help leaves out the keys of house rules the match does not play, and keeps those
    /// it does: the demo plays none; a match with P5 alone keeps `h` but not `H` or `!`.
    @Test func theTerminalHelpShowsOnlyTheHouseRulesTheMatchPlays() throws {
        let dir = RunCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let session = ScoringSession(store: MatchStore(root: dir))
        defer { session.close() }
        session.preset = DemoPresets.record("demo-cricket")
        try session.start()
        let shown = TerminalBoard.shown(KeyMap.cricketTerminal, session)
        #expect(Set(KeyMap.cricketTerminal.keys).subtracting(shown.keys) == ["!", "h", "H"])
        session.preset = Data(#"{"type":"newMatch","sport":"cricket","teams":[{"name":"Reds"},{"name":"Blues"}],"rules":{"oversPerInnings":6,"houseRules":{"p5":true}}}"#.utf8)
        try session.startNext()
        #expect(Set(KeyMap.cricketTerminal.keys).subtracting(TerminalBoard.shown(KeyMap.cricketTerminal, session).keys) == ["!", "H"])
        #expect(TerminalBoard.notes(session)[BoxPress(.housePenalty)] == "P5")
    }

    @Test func aPresetNoOneDefinesIsRefusedWithTheList() throws {
        let dir = RunCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try ReplayCommandTests.scoreline(
            ["run", "--preset", "u11-pair", "--input", "stdin", "--data-dir", dir + "/data", "--output", "png:\(dir)/f.png", "--size", "320x180"], stdin: "")
        #expect(run.status != 0)
        #expect(run.stderr.contains("No preset called u11-pair; the presets are demo-cricket, demo-badminton, hundred, u11-pairs, u9-ecb-pairs, indoor, league-win-draw."))
    }
}
