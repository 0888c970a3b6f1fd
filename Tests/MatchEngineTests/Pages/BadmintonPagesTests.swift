import Testing
@testable import MatchEngine

@Suite("Pages: badminton")
struct BadmintonPagesTests {
    /// Five points a game (win by two), best of three, Ana v Bea, the match called at 10:00.
    static func session() throws -> BadmintonSession {
        let format = Badminton.format(.bwf21) {
            $0.pointsToWin = 5
            $0.cap = nil
            $0.intervalAt = nil
        }
        var setup = Badminton.singles(format)
        setup.at = Badminton.time("10:00:00")
        return try BadmintonSession(setup: setup)
    }

    static func clock(_ seconds: Int) -> Timestamp? {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return Badminton.time("\(two(10 + seconds / 3600)):\(two(seconds % 3600 / 60)):\(two(seconds % 60))")
    }

    @Test("Game 1: A, BBBB, AAAAA is 6-4 to Ana; longest runs 5 and 4; 12 min from the call to the last rally")
    func gameSummary() throws {
        var s = try Self.session()
        #expect(s.pagePhase == .atBreak, "before the first rally")
        #expect(s.page(.gameSummary, at: nil) == nil)
        // Ten rallies, one every 73 s: the last at 730 s = 10:12:10; (730 + 30) / 60 = 12 min.
        for (i, c) in "ABBBBAAAAA".enumerated() {
            #expect(s.eventSlides(at: nil).isEmpty)
            try s.apply(.point(c == "A" ? .a : .b, at: Self.clock(73 * (i + 1))))
            if i < 9 { #expect(s.pagePhase == .inPlay) }
        }
        #expect(s.pagePhase == .atBreak, "the game is won, the next not begun")
        let slides = s.eventSlides(at: nil)
        #expect(slides.map(\.kind) == [.gameWon])
        #expect(slides.first?.rare == false)
        let page = try #require(s.page(.gameSummary, at: nil))
        #expect(slides.first?.board == page)
        #expect(page.layout == .badmintonGameSummary)
        #expect(["title", "leftName", "leftPoints", "leftRun", "rightName", "rightPoints", "rightRun", "head.run", "duration"]
            .map { page.text(BoardKey(rawValue: $0)) }
            == ["Game 1 to Ana", "Ana", "6", "5", "Bea", "4", "4", "Longest run", "12 min"])

        // Game 2 starts at 10:14:00 (the advance); Bea wins 5-0, the last rally at 10:19:00:
        // 5 min. Ends changed after game 1, so Bea is at the left end.
        try s.apply(.advanceGame(at: Self.clock(14 * 60)))
        #expect(s.pagePhase == .atBreak)
        #expect(s.page(.gameSummary, at: nil)?.text("title") == "Game 1 to Ana", "the last completed game")
        for minute in 15...19 { try s.apply(.point(.b, at: Self.clock(minute * 60))) }
        let second = try #require(s.page(.gameSummary, at: nil))
        #expect(["title", "leftName", "leftPoints", "leftRun", "rightName", "rightPoints", "rightRun", "duration"]
            .map { second.text(BoardKey(rawValue: $0)) }
            == ["Game 2 to Bea", "Bea", "5", "5", "Ana", "0", "0", "5 min"])
        try s.apply(.advanceGame(at: Self.clock(21 * 60)))
        try s.apply(BadmintonAction(.retire(.b)))
        #expect(s.pagePhase == .finished)
        #expect(s.eventSlides(at: nil).isEmpty)
        #expect(s.page(.batting, at: nil) == nil)
    }

    @Test("A game logged by its score alone: no runs or duration to show, a dash in their place")
    func loggedGame() throws {
        var s = try Self.session()
        try s.apply(BadmintonAction(.loggedResult([PerSide(a: 5, b: 3), PerSide(a: 5, b: 1)])))
        #expect(s.pagePhase == .finished)
        let page = try #require(s.page(.gameSummary, at: nil))
        #expect([page.text("title"), page.text("leftRun"), page.text("rightRun"), page.text("duration")]
            == ["Game 2 to Ana", "-", "-", "-"])
    }
}
