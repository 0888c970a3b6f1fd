import Testing
@testable import Settings

/// `[desk]` (docs/desk.md): the hall's courts, 1 to 64, required; every other key refused.
@Suite struct DeskSettingsTests {
    static func problems(_ text: String) -> [String] {
        do {
            _ = try ConfigLoader.parse(text, file: "s.toml")
            return []
        } catch {
            return error.description.components(separatedBy: "\n")
        }
    }

    @Test func theCourtsAreRead() throws {
        #expect(try ConfigLoader.parse("[desk]\ncourts = 6\n", file: "s.toml").desk == DeskSettings(courts: 6))
        #expect(try ConfigLoader.parse("", file: "s.toml").desk == nil)
    }

    @Test func aDeskWithoutCourtsOrWithTooManyIsRefused() {
        #expect(Self.problems("[desk]\n") == ["s.toml: desk.courts: [desk] needs courts = N: the hall's courts, numbered 1 to N (1 to 64)."])
        #expect(Self.problems("[desk]\ncourts = 65\n") == ["s.toml: desk.courts: must be a whole number from 1 to 64 (found 65)."])
        #expect(Self.problems("[desk]\ncourts = 6\ncourt = 2\n").first?.hasPrefix("s.toml: desk.court: unknown key") == true)
    }
}
