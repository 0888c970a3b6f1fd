import Testing
@testable import Remote

/// The records page's query string, field by field.
@Suite struct StatsQueryTests {
    @Test func aFormsFieldsReadAsTyped() throws {
        // A GET form writes a space as "+" and "/" as %2F.
        let query = try StatsQuery.parse("season=2026%2F27&team=Riverside+CC&format=20-over&name=").get()
        #expect(query == StatsQuery(season: "2026/27", team: "Riverside CC", format: "20-over", name: nil))
        #expect(try StatsQuery.parse(nil).get() == StatsQuery())
        #expect(try StatsQuery.parse("team=+Hill+").get().team == "Hill")
    }

    @Test func eachRefusalNamesItsField() {
        func refused(_ raw: String) -> StatsRefusal? {
            if case .failure(let refusal) = StatsQuery.parse(raw) { refusal } else { nil }
        }
        #expect(refused("colour=red")?.message == "colour is not a filter here; the page takes season, team, format and name.")
        #expect(refused("team=a&team=b")?.field == "team")
        #expect(refused("team=%ZZ")?.message == "team is not readable text; type it again.")
        #expect(refused("name=%00")?.field == "name")
        #expect(refused("name=%FF%FE")?.field == "name")
        #expect(refused("team=" + String(repeating: "x", count: 81))?.message == "team is longer than 80 characters; no name is that long.")
        #expect(refused("team=" + String(repeating: "x", count: 80)) == nil)
    }

    @Test func aFilterThatNamesNothingSaysWhatThereIs() {
        let query = StatsQuery(season: "1999", format: nil)
        #expect(query.check(seasons: ["2026", "2025"], formats: ["20-over"])?.message == "No match is in season 1999; the seasons are 2026, 2025.")
        #expect(StatsQuery(format: "hundred").check(seasons: [], formats: ["20-over", "singles"])?.message
                == "No match is of format hundred; the formats played are 20-over, singles.")
    }
}
