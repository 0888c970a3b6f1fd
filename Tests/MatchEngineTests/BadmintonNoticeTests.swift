import Testing
@testable import MatchEngine

/// Intervals, change of ends, game and match point, and what the board says about them.
@Suite struct BadmintonNoticeTests {
    static func field(_ s: BadmintonState, _ key: BoardKey) -> String? { BadmintonBoard.build(s)[key]?.text }

    @Test func midGameIntervalAt11WithItsLengthAndStart() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles())
        try Badminton.play(&m, String(repeating: "A", count: 10) + "BBBBBBBBBB")
        #expect(m.state.interval == nil)
        try m.apply(.point(.a, at: Badminton.time("14:10:00")))
        #expect(m.state.interval == BadmintonState.Interval(seconds: 60, from: Badminton.time("14:10:00"), betweenGames: false))
        #expect(Self.field(m.state, "interval") == "Interval 1:00")
        #expect(Self.field(m.state, "intervalSeconds") == "60")
        #expect(Self.field(m.state, "intervalFrom") == "2026-11-22T14:10:00Z")
        // A page that shows every field shows the words only, never the follower's data.
        let people = BadmintonBoard.build(m.state).forPeople
        #expect(people["interval"]?.text == "Interval 1:00")
        #expect(people["intervalSeconds"] == nil && people["intervalFrom"] == nil)
        // Not the deciding game: no change of ends at 11.
        #expect(!m.state.changeEnds)
        #expect(Self.field(m.state, "changeEnds") == nil)
        // A card during the interval does not hide it; the next rally does.
        try m.apply(.init(.warning(.b, player: nil)))
        #expect(m.state.interval?.seconds == 60)
        try Badminton.play(&m, "B")
        #expect(m.state.interval == nil)
        // B reaching 11 later is no second interval.
        #expect(m.state.game.score == PerSide(a: 11, b: 11))
        #expect(m.state.interval == nil)
    }

    @Test func betweenGamesIntervalAndChangeOfEnds() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles())
        try Badminton.play(&m, String(repeating: "B", count: 20))
        try m.apply(.point(.b, at: Badminton.time("14:20:00")))
        #expect(m.state.phase == .gameWon)
        #expect(m.state.interval == BadmintonState.Interval(seconds: 120, from: Badminton.time("14:20:00"), betweenGames: true))
        #expect(m.state.changeEnds)
        #expect(Self.field(m.state, "interval") == "Interval 2:00")
        #expect(Self.field(m.state, "changeEnds") == "Change ends")
        #expect(Self.field(m.state, "gameResult") == "Game 1 to Bea 21-0")
        // The game stays on the board at its final score until it is advanced.
        #expect(m.state.game.leftEnd(m.state.format) == .a)
        #expect(Self.field(m.state, "leftPoints") == "0")
        #expect(Self.field(m.state, "rightPoints") == "21")
        try m.apply(.advanceGame())
        #expect(m.state.game.leftEnd(m.state.format) == .b)
        #expect(Self.field(m.state, "leftName") == "Bea*")
        #expect(Self.field(m.state, "leftGames") == "1")
        #expect(Self.field(m.state, "leftGameScores") == "21")
        #expect(Self.field(m.state, "rightGameScores") == "0")
        #expect(m.state.changeEnds)
        #expect(m.state.interval?.seconds == 120)
        try Badminton.play(&m, "A")
        #expect(!m.state.changeEnds)
        #expect(m.state.interval == nil)
    }

    @Test func decidingGameChangesEndsAtTheIntervalPoint() throws {
        for (format, mark) in [(BadmintonFormat.bwf21, 11), (.bwf15, 8)] {
            var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles(format))
            try Badminton.play(&m, String(repeating: "A", count: format.pointsToWin))
            try m.apply(.advanceGame())
            try Badminton.play(&m, String(repeating: "B", count: format.pointsToWin))
            try m.apply(.advanceGame())
            #expect(m.state.game.start.decider)
            #expect(m.state.game.leftEnd(format) == .a)
            try Badminton.play(&m, String(repeating: "B", count: mark - 1) + String(repeating: "A", count: mark - 1))
            #expect(m.state.game.leftEnd(format) == .a)
            #expect(!m.state.changeEnds)
            try Badminton.play(&m, "A")
            #expect(m.state.game.leftEnd(format) == .b, "\(format.name)")
            #expect(m.state.changeEnds)
            #expect(m.state.interval?.seconds == 60)
            #expect(Self.field(m.state, "changeEnds") == "Change ends")
            // The side that stood at the right end (B) is now drawn on the left.
            #expect(Self.field(m.state, "leftName") == "Bea")
            #expect(Self.field(m.state, "rightName") == "Ana*")
            // Taking the point back undoes the change of ends too.
            try m.apply(.minus(.a))
            #expect(m.state.game.leftEnd(format) == .a)
        }
    }

    @Test func gamePointAndMatchPoint() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles())
        try Badminton.play(&m, String(repeating: "A", count: 20))
        #expect(Self.field(m.state, "gamePoint") == "Game point Ana")
        try Badminton.play(&m, "A")
        try m.apply(.advanceGame())
        try Badminton.level(&m, to: 20)
        #expect(Self.field(m.state, "gamePoint") == nil)
        try Badminton.play(&m, "B")
        #expect(Self.field(m.state, "gamePoint") == "Game point Bea")
        try Badminton.play(&m, "A")
        try Badminton.play(&m, "A")
        #expect(Self.field(m.state, "gamePoint") == "Match point Ana")
        #expect(BadmintonBoard.build(m.state)["gamePoint"]?.compact == "MP")
    }

    @Test func bothSidesAtGamePointUnderTheCap() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles())
        try Badminton.level(&m, to: 29)
        #expect(Self.field(m.state, "gamePoint") == "Game point both sides")
    }

    @Test func resultLines() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles())
        try Badminton.play(&m, String(repeating: "B", count: 19) + String(repeating: "A", count: 21))
        try m.apply(.advanceGame())
        try Badminton.play(&m, String(repeating: "B", count: 21))
        try m.apply(.advanceGame())
        try Badminton.play(&m, String(repeating: "B", count: 21))
        let board = BadmintonBoard.build(m.state)
        #expect(board.layout == .result)
        #expect(board["status"]?.text == "Bea won 19-21, 21-0, 21-0")

        var retired = try MatchHistory<BadmintonRules>(setup: Badminton.singles())
        try Badminton.play(&retired, "AB")
        try retired.apply(.init(.retire(.a)))
        #expect(Self.field(retired.state, "status") == "Bea won: Ana retired")
        var walkover = try MatchHistory<BadmintonRules>(setup: Badminton.singles())
        try walkover.apply(.init(.walkover(.b)))
        #expect(Self.field(walkover.state, "status") == "Ana won by walkover")
    }

    @Test func elapsedTimeSkipsPauses() throws {
        var setup = Badminton.singles()
        setup.at = Badminton.time("14:00:00")
        var m = try MatchHistory<BadmintonRules>(setup: setup)
        try m.apply(.point(.a, at: Badminton.time("14:05:00")))
        try m.apply(.init(.pause, at: Badminton.time("14:06:00")))
        #expect(m.state.clock.elapsedSeconds == 360)
        #expect(Self.field(m.state, "paused") == "Play suspended")
        #expect(Self.field(m.state, "elapsed") == "6:00")
        try m.apply(.init(.resume, at: Badminton.time("14:16:00")))
        #expect(m.state.clock.elapsedSeconds == 360)
        try m.apply(.point(.a, at: Badminton.time("15:16:30")))
        #expect(m.state.clock.elapsedSeconds == 360 + 3630)
        #expect(Self.field(m.state, "elapsed") == "1:06:30")
        // Match time stops with the result.
        try m.apply(.init(.retire(.b), at: Badminton.time("15:20:00")))
        #expect(m.state.clock.elapsedSeconds == 360 + 3630 + 210)
    }

    @Test func aCorrectedResultRestartsMatchTimeAtTheCorrection() throws {
        var setup = Badminton.singles(Badminton.format(.bwf21) { $0.games = 1 })
        setup.at = Badminton.time("14:00:00")
        var m = try MatchHistory<BadmintonRules>(setup: setup)
        try Badminton.play(&m, String(repeating: "A", count: 20))
        try m.apply(.point(.a, at: Badminton.time("14:20:00")))
        #expect(m.state.phase == .finished)
        try m.apply(.init(.minus(.a), at: Badminton.time("14:25:00")))
        #expect(m.state.phase == .inPlay)
        #expect(m.state.clock.elapsedSeconds == 1200)
        try m.apply(.point(.b, at: Badminton.time("14:26:00")))
        #expect(m.state.clock.elapsedSeconds == 1260)
    }

    @Test func timestampsParseWithOffsets() {
        #expect(Timestamp("1970-01-01T00:00:00Z")?.seconds == 0)
        #expect(Timestamp("2000-03-01T00:00:00Z")?.seconds == 951_868_800)
        #expect(Timestamp("2026-11-22T15:00:00+01:00")?.seconds == Timestamp("2026-11-22T14:00:00Z")?.seconds)
        #expect(Timestamp("2026-11-22T14:00:00.250Z")?.seconds == Timestamp("2026-11-22T14:00:00Z")?.seconds)
        #expect(Timestamp("22/11/2026 14:00") == nil)
        #expect(Timestamp("2026-11-22T14:00:00Zjunk") == nil)
    }

    @Test func boardStaysSmall() throws {
        var setup = Badminton.doubles(Badminton.format(.noCap) { $0.games = 5 })
        setup.sides.a.name = String(repeating: "Long Club Name ", count: 4)
        var m = try MatchHistory<BadmintonRules>(setup: setup)
        for _ in 0..<4 {
            try m.apply(.init(.warning(.a, player: "A1")))
            try m.apply(.init(.fault(.b, player: "B2"), at: Badminton.time("18:59:59")))
            try m.apply(.init(.fault(.a, player: "A2")))
            try Badminton.level(&m, to: 40)
            try Badminton.play(&m, m.state.game.number % 2 == 0 ? "AA" : "BB")
            try m.apply(.advanceGame())
        }
        try m.apply(.init(.pause, at: Badminton.time("19:00:00")))
        let json = try Badminton.encoder.encode(BadmintonBoard.build(m.state))
        print("Badminton board, a long doubles match with cards, paused between games: \(json.count) bytes of JSON")
        #expect(json.count < 4096, "\(json.count) bytes")
    }
}
