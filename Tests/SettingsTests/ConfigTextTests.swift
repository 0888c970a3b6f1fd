import Foundation
import Testing
@testable import Settings

/// Text TOML allows (emoji, unicode keys, `inf`) is read, and text it refuses (a table header
/// with no name, a NUL) is refused with its line, never with "not a TOML file" or a crash.
@Suite struct ConfigTextTests {
    @Test func anEmojiInATextIsRead() throws {
        let config = try ConfigLoader.parse("[display]\nvenue = \"Riverside Oval 🏏\"\n", file: "s.toml")
        #expect(config.display.venue == "Riverside Oval 🏏")
    }

    @Test func anEmojiInACommentIsIgnored() throws {
        let config = try ConfigLoader.parse("# the club's board 🏏\ndata_dir = \"/tmp/club\"\n", file: "s.toml")
        #expect(config.dataDirectory == "/tmp/club")
    }

    @Test func emojiTeamNamesReachThePresetsMatch() throws {
        let config = try ConfigLoader.parse("""
            [presets.club]
            sport = "cricket"
            teams = [{ name = "Reds 🔴" }, { name = "Blues 🔵" }]
            """, file: "s.toml")
        let record = try #require(config.presets["club"])
        struct Team: Decodable { let name: String }
        struct Record: Decodable { let teams: [Team] }
        #expect(try JSONDecoder().decode(Record.self, from: record).teams.map(\.name) == ["Reds 🔴", "Blues 🔵"])
    }

    @Test func anUnknownEmojiKeyIsNamed() {
        #expect(problemKeys("[display]\n\"🏏\" = 1\n") == ["display.🏏"])
    }

    /// TOML allows an empty quoted key; the problem must still name it (a fuzzer finding).
    @Test func anEmptyKeyIsNamedWhenUnknown() {
        #expect(problemKeys("\"\" = 1\n[display]\n\"\" = 2\n") == ["display.\"\"", "\"\""])
    }

    /// Columns count characters, as an editor does: the emoji before the mistake is one.
    @Test func aMistakeAfterAnEmojiNamesItsLineAndColumn() {
        #expect(failure("# 🏏 club\na = \"🏏\" b\n").hasPrefix("s.toml: line 2, column 9: "))
    }

    @Test func infinityIsRefusedByItsKey() {
        #expect(problemKeys("[display]\nrotate = inf\n") == ["display.rotate"])
        #expect(problemKeys("[display]\nrotate = nan\n") == ["display.rotate"])
    }

    /// toml++ 3.4 aborts the process on these (an assertion in its key parser).
    @Test(arguments: [
        ("[\n", "line 1, column 2: "),
        ("[[[1]]]\n", "line 1, column 3: "),
        ("[[=\n", "line 1, column 3: "),
        ("data_dir = \"/tmp\"\n  [ {x}]\n", "line 2, column 5: "),
        // A byte order mark is not part of the first line (an editor on Windows may write one).
        ("\u{FEFF}[\n", "line 1, column 2: "),
    ])
    func aTableHeaderWithNoNameIsASyntaxError(_ text: String, _ position: String) {
        let message = failure(text)
        #expect(message.hasPrefix("s.toml: \(position)"))
        #expect(message.contains("a table header needs a name"))
    }

    /// toml++ 3.4 aborts on these too (an assertion in its value parser).
    @Test(arguments: [
        ("s = [}\n", "line 1, column 6: "),
        ("s = [1,\n  }\n", "line 2, column 3: "),
        ("s = [\u{2028}]\n", "line 1, column 6: "),
    ])
    func aListElementThatCannotStartAValueIsASyntaxError(_ text: String, _ position: String) {
        let message = failure(text)
        #expect(message.hasPrefix("s.toml: \(position)"))
        #expect(message.contains("a value must be"))
    }

    /// toml++ 3.4 aborts on this one in its time parser.
    @Test func aDateWithABrokenTimeIsASyntaxError() {
        let message = failure("a = 1979-02-27T:\n")
        #expect(message.hasPrefix("s.toml: line 1, column 5: "))
        #expect(message.contains("(found \"1979-02-27T:\")"))
    }

    /// Every shape of value TOML 1.0 has, in a preset, where the config passes values on.
    @Test func everyKindOfValueIsRead() {
        let values = [
            "true", "false", "0", "+17", "-0", "1_000", "0xDEAD_beef", "0o755", "0b1101", "3.1415", "-0.01", "5e+22",
            "6.626e-34", "1E6", "inf", "-inf", "nan", "+nan", "1979-05-27T07:32:00Z", "1979-05-27T00:32:00.999999-07:00",
            "1979-05-27 07:32:00", "1979-05-27t07:32:00", "1979-05-27", "07:32:00", "00:32:00.999999", "\"text\"",
            "'literal'", "[1, [2], { a = 3 }]", "{ x = 1, y = [true] }",
        ]
        for value in values {
            // The unknown key proves the file was read as TOML, value and all.
            #expect(problemKeys("unknown = \(value)\n") == ["unknown"], "\(value)")
        }
    }

    @Test func inlineTablesInAListAreValues() {
        #expect(problemKeys("a = [{ b = 1 }, { c = [2, 3] }, ]\n") == ["a"])
    }

    /// A line that starts with "[" inside a list that goes on over several lines is a value.
    @Test func aListOfListsOverSeveralLinesIsNotAHeader() {
        #expect(problemKeys("a = [\n[{}],\n[ {}],\n]\n") == ["a"])
    }

    /// The text goes to the parser as a C string: a NUL would end the file there in silence.
    @Test func aNulIsRefusedWithItsLine() {
        let message = failure("data_dir = \"/tmp\"\n\u{0}preset = \"nope\"\n")
        #expect(message.hasPrefix("s.toml: line 2, column 1: "))
    }

    private func problemKeys(_ text: String) -> [String] {
        do {
            _ = try ConfigLoader.parse(text, file: "s.toml")
            return []
        } catch {
            return error.problems.map(\.key)
        }
    }

    private func failure(_ text: String) -> String {
        do {
            _ = try ConfigLoader.parse(text, file: "s.toml")
            return "accepted"
        } catch {
            return error.description
        }
    }
}
