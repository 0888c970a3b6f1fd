import Foundation
import MatchEngine
import Testing
@testable import Settings

/// `[pages]`: what the big screen shows between balls, read key by key, each mistake named.
@Suite struct PagesConfigTests {
    static func problems(_ text: String) -> [String] { ConfigProblems.of(text) }

    @Test func withoutPagesTheScreenShowsTheLiveBoardOnly() throws {
        let config = try ConfigLoader.parse("", file: "s.toml")
        #expect(config.pages.mode == .main)
        #expect(config.pages.cycle == [.batting, .fallOfWickets, .bowling, .partnership, .target, .gameSummary, .sponsor])
        #expect(config.pages.eventSeconds == 15)
        #expect(config.pages.sponsors.isEmpty)
        #expect(config.pages.sponsorsFolder(dataDirectory: "/var/lib/scoreline") == "/var/lib/scoreline/sponsors")
    }

    @Test func everyKeyIsRead() throws {
        let config = try ConfigLoader.parse("""
            [pages]
            mode = "auto"
            cycle = ["bowling", "sponsors", "batting"]
            mainSeconds = 2
            pageSeconds = 3
            eventSeconds = 8
            sponsorSeconds = 5
            sponsorsFolder = "/srv/sponsors"

            [[pages.sponsor]]
            image = "acme.png"

            [[pages.sponsor]]
            image = "brew.png"
            from = 2026-05-01
            until = 2026-09-30
            """, file: "s.toml")
        let pages = config.pages
        #expect(pages.mode == .auto)
        #expect(pages.cycle == [.bowling, .sponsor, .batting])
        #expect([pages.mainSeconds, pages.pageSeconds, pages.eventSeconds, pages.sponsorSeconds] == [Int]([2, 3, 8, 5]))
        #expect(pages.sponsorsFolder(dataDirectory: "/var/lib/scoreline") == "/srv/sponsors")
        #expect(pages.sponsors.map(\.image) == ["acme.png", "brew.png"])
        #expect(pages.sponsors[0].from?.description == nil)
        #expect(pages.sponsors[0].until?.description == nil)
        #expect(pages.sponsors[1].from?.description == "2026-05-01")
        #expect(pages.sponsors[1].until?.description == "2026-09-30")
    }

    @Test func eachMistakeNamesItsKeyAndWhatIsAccepted() {
        let found = Self.problems("""
            [pages]
            mode = "cycle"
            cycle = ["batting", "main", "scorecard", "batting", 3]
            mainSeconds = 0
            pageSeconds = 601
            eventSeconds = "15"
            sponsorSecond = 4

            [[pages.sponsor]]
            image = "../etc/passwd"

            [[pages.sponsor]]
            from = 2026-05-01

            [[pages.sponsor]]
            image = "late.png"
            from = 2026-06-01
            until = 2026-05-01

            [[pages.sponsor]]
            image = "when.png"
            until = 2026-05-01T10:00:00Z
            colour = "red"
            """)
        let accepted = #"one of "batting", "bowling", "fallOfWickets", "gameSummary", "partnership", "sponsors", "target""#
        #expect(found == [
            #"s.toml: pages.mode: must be one of "main", "events", "auto" (found "cycle")."#,
            #"s.toml: pages.cycle[4]: must be text in quotes (found 3)."#,
            #"s.toml: pages.cycle[1]: must be \#(accepted) (found "main")."#,
            #"s.toml: pages.cycle[2]: must be \#(accepted) (found "scorecard")."#,
            #"s.toml: pages.cycle[3]: "batting" is already in the cycle; each page appears once (sponsors take turns by themselves)."#,
            "s.toml: pages.mainSeconds: must be a whole number from 1 to 600 (found 0).",
            "s.toml: pages.pageSeconds: must be a whole number from 1 to 600 (found 601).",
            #"s.toml: pages.eventSeconds: must be a whole number from 1 to 120 (found "15")."#,
            #"s.toml: pages.sponsor[0].image: must be a file name in the sponsors folder, such as "acme.png" (no "/", not starting with ".") (found "../etc/passwd")."#,
            #"s.toml: pages.sponsor[1].image: is needed: the image's file name in the sponsors folder, such as "acme.png"."#,
            "s.toml: pages.sponsor[2].until: must not be before from (2026-06-01); found 2026-05-01, so this sponsor would never show.",
            #"s.toml: pages.sponsor[3].until: must be a local date such as 2026-05-01 (year, month and day; no time) (found "2026-05-01T10:00:00Z")."#,
            #"s.toml: pages.sponsor[3].colour: unknown key; this table takes "from", "image", "until"."#,
            #"s.toml: pages.sponsorSecond: unknown key; did you mean "sponsorSeconds"?"#,
        ])
    }
}
