import Displays
import Foundation
import MatchEngine
import ProjectionCenter
import Testing
import Renderer
@testable import Settings

/// The config file: the shipped examples load, and every mistake is named with what is accepted.
@Suite struct ConfigTests {
    static let root: URL = {
        var dir = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { dir.deleteLastPathComponent() }
        return dir
    }()

    /// A preset too long to be a journal line is refused by `config check`, naming its size,
    /// not at the ground when the kiosk would record it.
    @Test func aPresetTooLongForAJournalLineIsRefusedAtCheck() {
        func names(_ n: Int) -> String { (0..<n).map { "\"Player number \($0) with a long name\"" }.joined(separator: ", ") }
        // 2,000 names of about 35 bytes: some 70 KB, past a journal line's 64 KiB.
        let text = "[presets.big]\nsport = \"cricket\"\nteams = [{ name = \"X\", players = [\(names(2000))] }, { name = \"Y\" }]\n"
        do {
            _ = try ConfigLoader.parse(text, file: "s.toml")
            Issue.record("a preset past 64 KiB was accepted")
        } catch {
            #expect(error.problems.map(\.key) == ["presets.big"])
            #expect(error.description.contains("s.toml: presets.big: this set-up is "))
            #expect(error.description.contains("bytes as a journal line; a match's first line holds at most 65024"))
        }
        let small = "[presets.ok]\nsport = \"cricket\"\nteams = [{ name = \"X\", players = [\(names(11))] }, { name = \"Y\" }]\n"
        #expect(throws: Never.self) { try ConfigLoader.parse(small, file: "s.toml") }
    }

    @Test(arguments: ["ground-scoreboard", "cricket-button-box", "badminton-court"])
    func everyExampleConfigLoads(_ name: String) throws {
        let config = try ConfigLoader.load(Self.root.appendingPathComponent("deploy/examples/\(name).toml").path)
        let preset = try #require(config.preset)
        #expect(config.presets[preset] != nil)
    }

    @Test func theGroundExampleSaysWhatItMeans() throws {
        let config = try ConfigLoader.load(Self.root.appendingPathComponent("deploy/examples/ground-scoreboard.toml").path)
        #expect(config.display.output == .auto)
        #expect(config.display.maxMode == ScorelineConfig.Size(width: 1920, height: 1080))
        #expect(config.display.theme == .daylight)
        #expect(config.display.venue == "Riverside Oval")
        #expect(config.dataDirectory == "/var/lib/scoreline")
        #expect(config.pages.mode == .auto)
        #expect(config.pages.cycle == [.batting, .fallOfWickets, .bowling, .partnership, .target, .sponsor])
        // The sponsor is an example to uncomment once its image is in the folder.
        #expect(config.pages.sponsors.isEmpty)
    }

    @Test func theScreenKeysReachTheDisplay() throws {
        let config = try ConfigLoader.parse("""
            [display]
            output = "drm"
            card = "/dev/dri/card1"
            connector = "HDMI-A-2"
            mode = "1920x1080@50"
            max_mode = "1280x720"
            """, file: "s.toml")
        #expect(config.display.output == .drm)
        #expect(config.display.card == "/dev/dri/card1")
        #expect(config.display.connector == "HDMI-A-2")
        #expect(config.display.mode == ModeRequest(width: 1920, height: 1080, refresh: 50))
        #expect(config.display.maxMode == ScorelineConfig.Size(width: 1280, height: 720))
    }

    @Test func everyProblemIsNamedAtOnce() {
        let text = """
            preset = "nope"
            [display]
            output = "hdmi"
            rotate = 45
            them = "dark"
            mode = "big"
            [presets.a]
            sport = "cricket"
            teams = [{ name = "X" }]
            [extra]
            """
        #expect(throws: (any Error).self) { try ConfigLoader.parse(text, file: "s.toml") }
        do {
            _ = try ConfigLoader.parse(text, file: "s.toml")
        } catch {
            #expect(error.problems.map(\.key) == ["display.output", "display.mode", "display.rotate", "display.them", "presets.a", "extra", "preset"])
            #expect(error.description.components(separatedBy: "\n") == [
                #"s.toml: display.output: must be "auto", "drm", "fbdev", "ledmatrix" or "png:/path/to/frame.png" (found "hdmi")."#,
                #"s.toml: display.mode: must be WIDTHxHEIGHT or WIDTHxHEIGHT@HZ with each side from 16 to 16384 and HZ from 1 to 1000, such as "1920x1080" or "1920x1080@50" (found "big")."#,
                "s.toml: display.rotate: must be 0, 90, 180 or 270 (found 45).",
                #"s.toml: display.them: unknown key; did you mean "theme"?"#,
                "s.toml: presets.a: The match set-up is not valid: a match needs exactly two teams, each with a name.",
                #"s.toml: extra: unknown key; this table takes "bluetooth", "brightness", "data_dir", "desk", "display", "fonts", "inputs", "ledmatrix", "mqtt", "network", "overlay", "pages", "preset", "presets", "publish", "records", "remote", "serial_board"."#,
                #"s.toml: preset: no preset called "nope"; the presets are "demo-cricket", "demo-badminton", "hundred", "u11-pairs", "u9-ecb-pairs", "indoor", "league-win-draw"."#,
            ])
        }
    }

    /// Each club format in docs/actions.md ("Club formats") starts by its name, as the demos do.
    @Test(arguments: ["hundred", "u11-pairs", "u9-ecb-pairs", "indoor", "league-win-draw"])
    func aClubFormatIsAPresetByItsName(_ name: String) throws {
        let config = try ConfigLoader.parse("preset = \"\(name)\"\n", file: "s.toml")
        #expect(config.preset == name)
        let record = try #require(DemoPresets.record(name))
        let object = try #require(try JSONSerialization.jsonObject(with: record) as? [String: Any])
        #expect(object["type"] as? String == "newMatch")
        #expect(object["sport"] as? String == "cricket")
        #expect((object["teams"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["Riverside", "Hillcrest"])
        // The format alone: nothing beside it changes its rules.
        #expect((object["rules"] as? [String: String]) == ["format": name])
    }

    @Test func aMistypedFormatIsRefusedWithThePresetsThereAre() {
        do {
            _ = try ConfigLoader.parse("preset = \"u11-pair\"\n", file: "s.toml")
            Issue.record("a preset no one defines was accepted")
        } catch {
            #expect(error.description == #"s.toml: preset: no preset called "u11-pair"; the presets are "demo-cricket", "demo-badminton", "hundred", "u11-pairs", "u9-ecb-pairs", "indoor", "league-win-draw"."#)
        }
        // A table of the same name is the club's own, and is taken instead.
        let own = try? ConfigLoader.parse("preset = \"u11-pairs\"\n[presets.u11-pairs]\nsport = \"cricket\"\nteams = [{ name = \"Eagles\" }, { name = \"Hawks\" }]\nrules = { format = \"u11-pairs\", startingRuns = 150 }\n", file: "s.toml")
        #expect(own?.presets["u11-pairs"].map { String(decoding: $0, as: UTF8.self).contains("Eagles") } == true)
    }

    @Test func aSyntaxErrorGivesLineAndColumn() {
        do {
            _ = try ConfigLoader.parse("a = 1\nb = [\n", file: "s.toml")
            Issue.record("a broken file was accepted")
        } catch {
            #expect(error.description.hasPrefix("s.toml: line 2, column"))
        }
    }

    /// `display.region`: an LED wall's window of the HDMI picture (docs/displays.md).
    @Test func regionIsAWindowOfTheScreen() throws {
        let config = try ConfigLoader.parse("[display]\nregion = \"256x128+0+0\"", file: "s.toml")
        #expect(config.display.region == Rect(x: 0, y: 0, width: 256, height: 128))
        #expect(try ConfigLoader.parse("", file: "s.toml").display.region == nil)
        do {
            _ = try ConfigLoader.parse("[display]\nregion = \"256x128\"", file: "s.toml")
            Issue.record("a region without its place was accepted")
        } catch {
            #expect(error.description == #"s.toml: display.region: must be WIDTHxHEIGHT+X+Y, the window of the screen the board is drawn in, with each side from 8 to 16384 and X and Y from 0, such as "256x128+0+0" (found "256x128")."#)
        }
    }

    @Test func outputsAndTypesAreChecked() throws {
        let png = try ConfigLoader.parse("[display]\noutput = \"png:/tmp/frame.png\"\nrotate = 90\ntheme = \"indoor\"", file: "s.toml")
        #expect(png.display.output == .png("/tmp/frame.png"))
        #expect(png.display.rotate == 90)
        #expect(png.display.theme == .indoor)
        do {
            _ = try ConfigLoader.parse("data_dir = 5\n[display]\ntheme = true", file: "s.toml")
            Issue.record("wrong types were accepted")
        } catch {
            #expect(error.problems.map(\.message) == [
                "must be text in quotes (found 5).",
                #"must be one of "daylight", "indoor" (found true)."#,
            ])
        }
    }

    @Test func theConfigModeTakesARefresh() throws {
        var display = ScorelineConfig.Display()
        display.card = "/dev/dri/card1"
        display.connector = "HDMI-A-2"
        display.mode = ModeRequest(parsing: "1280x720@50")
        display.maxMode = ScorelineConfig.Size(width: 1280, height: 720)
        #expect(display.displayRequest == DisplayRequest(
            card: "/dev/dri/card1", connector: "HDMI-A-2", mode: ModeRequest(width: 1280, height: 720, refresh: 50),
            maxMode: PixelSize(width: 1280, height: 720)))
    }
}

/// `[brightness]` (docs/displays.md): each problem names its key and what is accepted.
@Suite("Brightness config")
struct BrightnessConfigTests {
    @Test func aScheduleByClockAndSun() throws {
        let config = try ConfigLoader.parse("""
            [brightness]
            latitude = 13.06
            longitude = 80.28
            step = 20
            [[brightness.schedule]]
            at = "sunrise+0:30"
            percent = 100
            [[brightness.schedule]]
            at = "22:00"
            percent = 30
            """, file: "s.toml")
        #expect(config.brightness == BrightnessConfig(latitude: 13.06, longitude: 80.28, schedule: [
            .init(at: .sunrise(offset: 30), percent: 100), .init(at: .clock(22 * 60), percent: 30),
        ], step: 20))
    }

    @Test func mistakesAreNamed() {
        do {
            _ = try ConfigLoader.parse("""
                [brightness]
                latitude = 95
                [[brightness.schedule]]
                at = "dusk"
                percent = 100
                [[brightness.schedule]]
                at = "sunset"
                percent = 0
                """, file: "s.toml")
            Issue.record("a bad schedule was accepted")
        } catch {
            #expect(error.problems.map(\.key) == ["brightness.latitude", "brightness.schedule[0].at", "brightness.schedule[1].percent"])
            #expect(error.problems.first?.message == "must be a number of degrees from -90 to 90, north and east positive (found 95).")
        }
    }

    /// A schedule that is not a list of tables is named, and the rest of `[brightness]` is
    /// still checked (the lists of tables share one reader, `ConfigReader.tables`; the schedule's
    /// own copy used to stop at the first problem and leave the rest unread).
    @Test func aScheduleThatIsNoListStillLetsTheRestBeChecked() {
        do {
            _ = try ConfigLoader.parse("""
                [brightness]
                schedule = 5
                stepp = 2
                """, file: "s.toml")
            Issue.record("a bad schedule was accepted")
        } catch {
            // By hand: BrightnessMessages.scheduleTables with the value found; then the typo,
            // which the old reader never reached (it returned at the schedule).
            #expect(error.problems.map(\.key) == ["brightness.schedule", "brightness.stepp"])
            #expect(error.problems.first?.message == "must be a list of entries, each [[brightness.schedule]] with at and percent (found 5).")
            #expect(error.problems.last?.message.hasPrefix("unknown key") == true)
        }
    }
}

/// `[records]` (docs/records.md): the season's first month.
@Suite("Records config")
struct RecordsConfigTests {
    @Test func aSeasonFromSeptember() throws {
        #expect(try ConfigLoader.parse("[records]\nseason_start_month = 9\n", file: "s.toml").seasonStartMonth == 9)
        #expect(try ConfigLoader.parse("", file: "s.toml").seasonStartMonth == 1)
    }

    @Test func mistakesAreNamed() {
        do {
            _ = try ConfigLoader.parse("[records]\nseason_start_month = 13\nseason = 2026\n", file: "s.toml")
            Issue.record("a month 13 was accepted")
        } catch {
            #expect(error.problems.map(\.key) == ["records.season_start_month", "records.season"])
            #expect(error.problems.first?.message.contains("a whole number from 1 to 12") == true, "said: \(error.problems)")
        }
    }
}
