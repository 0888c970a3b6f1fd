import Settings
import Testing

/// Every number in the config is held to a range, and a refusal names the file, the key, the
/// value and the range (ADR 008).
@Suite struct ConfigNumberTests {
    static func problems(_ text: String) -> [String] {
        do {
            _ = try ConfigLoader.parse(text, file: "s.toml")
            return []
        } catch {
            return error.description.components(separatedBy: "\n")
        }
    }

    @Test func aPresetsRulesOutOfRangeAreNamedWithTheirValue() {
        let text = """
            [presets.club]
            sport = "cricket"
            teams = [{ name = "Riverside" }, { name = "Hillcrest" }]
            rules = { oversPerInnings = 10000000000000000 }
            [presets.court]
            sport = "badminton"
            format = "custom"
            sides = [{ name = "Ana" }, { name = "Bea" }]
            rules = { pointsToWin = 9223372036854775807 }
            """
        #expect(Self.problems(text) == [
            "s.toml: presets.club: The match set-up is not valid: rules.oversPerInnings must be from 1 to 999, or null for unlimited overs, not 10000000000000000.",
            "s.toml: presets.court: The match set-up is not valid: rules.pointsToWin must be from 1 to 99, not 9223372036854775807.",
        ])
    }

    @Test func screenSizesNameTheirRange() {
        let text = """
            [display]
            mode = "100000x100000"
            max_mode = "8x8"
            """
        #expect(Self.problems(text) == [
            #"s.toml: display.mode: must be WIDTHxHEIGHT or WIDTHxHEIGHT@HZ with each side from 16 to 16384 and HZ from 1 to 1000, such as "1920x1080" or "1920x1080@50" (found "100000x100000")."#,
            #"s.toml: display.max_mode: must be WIDTHxHEIGHT with each side from 16 to 16384, such as "1920x1080" (found "8x8")."#,
        ])
    }

    /// TOML has inf and nan; JSON, which the config passed through, has not: the whole file
    /// was refused as "not a TOML file" without a key.
    @Test func infinityAndNotANumberAreNamedByTheirKey() {
        let text = """
            [presets.club]
            sport = "cricket"
            teams = [{ name = "Riverside" }, { name = "Hillcrest" }]
            rules = { oversPerInnings = inf, followOnLead = -inf }
            [inputs.keys]
            debounce = nan
            """
        #expect(Self.problems(text) == [
            "s.toml: inputs.keys.debounce: must be a finite number (found nan); no setting takes inf or nan.",
            "s.toml: presets.club.rules.followOnLead: must be a finite number (found -inf); no setting takes inf or nan.",
            "s.toml: presets.club.rules.oversPerInnings: must be a finite number (found inf); no setting takes inf or nan.",
        ])
    }
}
