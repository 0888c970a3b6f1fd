import Foundation
import MatchEngine
import Testing
@testable import Settings

/// A key inside a preset that the engine never reads is refused by `config check`, naming its
/// path, as an unknown key anywhere else in the file is (issue 39): a misspelt
/// `oversPerInnigs` used to be dropped in silence and the club played unlimited overs.
@Suite struct PresetKeysTests {
    /// The cricket set-up reads `type`, `sport` (the header), `matchId`, `schemaVersion`,
    /// `teams`, `rules`, `battingFirst` and `at`; `battingFrist` is two edits (a swap) from
    /// `battingFirst` and more than two from every other, so that is the suggestion.
    @Test func aMisspeltKeyAtTheTopOfAPresetIsNamed() {
        let said = ConfigProblems.of("""
            [presets.club]
            sport = "cricket"
            teams = [{ name = "A" }, { name = "B" }]
            battingFrist = "B"
            """)
        #expect(said == [#"s.toml: presets.club.battingFrist: unknown key; did you mean "battingFirst"?"#])
    }

    /// The example of the issue: one letter missing from `oversPerInnings`.
    @Test func aMisspeltRuleIsNamedWithTheRuleItMeant() {
        let said = ConfigProblems.of("""
            [presets.club]
            sport = "cricket"
            teams = [{ name = "A" }, { name = "B" }]
            rules = { oversPerInnigs = 20 }
            """)
        #expect(said == [#"s.toml: presets.club.rules.oversPerInnigs: unknown key; did you mean "oversPerInnings"?"#])
    }

    /// A team takes `name`, `short` and `players`: `shrot` is a swap (two edits) from `short`.
    /// Badminton's sides take the same three: `plyers` is one letter short of `players`.
    @Test func aMisspeltKeyInATeamOrASideIsNamedWithItsPosition() {
        let said = ConfigProblems.of("""
            [presets.club]
            sport = "cricket"
            teams = [{ name = "A", shrot = "AAA" }, { name = "B" }]

            [presets.court]
            sport = "badminton"
            sides = [{ name = "Home" }, { name = "Away", plyers = ["X"] }]
            """)
        #expect(said == [
            #"s.toml: presets.club.teams[0].shrot: unknown key; did you mean "short"?"#,
            #"s.toml: presets.court.sides[1].plyers: unknown key; did you mean "players"?"#,
        ])
    }

    /// With nothing within two edits the sentence lists what the table takes: the house rules
    /// are `bowlerWarning`, `p5`, `p10` and `bonusRuns`, sorted as text ("p10" before "p5").
    @Test func anUnknownKeyWithNoNearNameListsWhatTheTableTakes() {
        let said = ConfigProblems.of("""
            [presets.club]
            sport = "cricket"
            teams = [{ name = "A" }, { name = "B" }]
            rules = { houseRules = { p5 = true, zzz = true } }
            """)
        #expect(said == [#"s.toml: presets.club.rules.houseRules.zzz: unknown key; this table takes "bonusRuns", "bowlerWarning", "p10", "p5"."#])
    }

    /// Keys read only in some branches count as read whenever they are there: a club format's
    /// own fields beside `format`, badminton's `cap` beside a format, and what the kiosk adds
    /// itself (`matchId`, `at`, `schemaVersion`).
    @Test func keysTheEngineReadsInSomeBranchesOnlyAreAccepted() throws {
        let config = try ConfigLoader.parse("""
            [presets.pairs]
            sport = "cricket"
            matchId = "pairs-1"
            schemaVersion = 1
            at = "2026-11-22T14:00:00Z"
            teams = [{ name = "Eagles", short = "EAG" }, { name = "Hawks" }]
            battingFirst = "Hawks"
            rules = { format = "u11-pairs", startingRuns = 150, oversPerPair = 4, houseRules = { p5 = true } }

            [presets.court]
            sport = "badminton"
            format = "bwf15"
            sides = [{ name = "Home", players = ["H"] }, { name = "Away", players = ["A"] }]
            firstServer = { side = "B", player = "A" }
            firstReceiver = "H"
            leftEnd = "A"
            rules = { cap = 21, pointsToWin = 15, autoAdvance = true }
            """, file: "s.toml")
        #expect(config.presets.keys.sorted() == ["court", "pairs"])
    }

    /// Every shipped example's presets, and the built-in demo and club-format presets, hold
    /// no key the engine does not read.
    @Test(arguments: ["ground-scoreboard", "cricket-button-box", "badminton-court"])
    func everyShippedPresetPasses(_ name: String) throws {
        let config = try ConfigLoader.load(ConfigTests.root.appendingPathComponent("deploy/examples/\(name).toml").path)
        #expect(!config.presets.isEmpty)
        for (preset, record) in config.presets {
            #expect(SportRegistry.unreadKeys(inNewMatch: record) == [], "\(name).toml: \(preset)")
        }
    }

    @Test(arguments: DemoPresets.names)
    func everyDemoPresetPasses(_ name: String) throws {
        let record = try #require(DemoPresets.record(name))
        #expect(SportRegistry.unreadKeys(inNewMatch: record) == [])
    }
}
