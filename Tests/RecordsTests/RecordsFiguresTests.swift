import Testing
@testable import Records

/// Each expected figure worked out by hand.
@Suite struct RecordsFiguresTests {
    @Test func averagesRoundHalfUp() {
        // 101 runs, 3 outs: 33.666… → 33.67.
        #expect(RecordsFigures.average(runs: 101, outs: 3) == "33.67")
        #expect(RecordsFigures.average(runs: 50, outs: 0) == "-")
        // 45 off 30: 150.00.
        #expect(RecordsFigures.strikeRate(runs: 45, balls: 30) == "150.00")
        // 1 off 8 balls: 12.5 → 12.50.
        #expect(RecordsFigures.strikeRate(runs: 1, balls: 8) == "12.50")
    }

    @Test func bowlingFigures() {
        // 31 runs off 24 balls: 7.75 an over.
        #expect(RecordsFigures.economy(runs: 31, balls: 24) == "7.75")
        // 25 balls is 4 overs and 1 ball.
        #expect(RecordsFigures.overs(balls: 25) == "4.1")
        // 60 balls, 7 wickets: 8.571… → 8.57.
        #expect(RecordsFigures.bowlingStrikeRate(balls: 60, wickets: 7) == "8.57")
        #expect(RecordsFigures.economy(runs: 0, balls: 0) == "-")
    }

    @Test func percentages() {
        #expect(RecordsFigures.percent(2, of: 3) == "67%")
        #expect(RecordsFigures.percent(1, of: 8) == "13%")  // 12.5 rounds up
        #expect(RecordsFigures.percent(0, of: 5) == "0%")
        #expect(RecordsFigures.percent(1, of: 0) == nil)
    }

    @Test func netRunRate() {
        // 180 in 20 overs (120 balls) = 9.00; 150 conceded in 20 overs = 7.50: +1.50.
        #expect(RecordsFigures.netRunRate(runsFor: 180, ballsFor: 120, runsAgainst: 150, ballsAgainst: 120) == "+1.50")
        // 100 in 100 balls = 6.00 an over; 121 in 110 balls = 6.60: −0.60.
        #expect(RecordsFigures.netRunRate(runsFor: 100, ballsFor: 100, runsAgainst: 121, ballsAgainst: 110) == "-0.60")
    }

    @Test func seasonsThroughTheNewYear() {
        let calendar = SeasonCalendar(startMonth: 9)
        #expect(calendar.season(of: "2026-10-04") == "2026/27")
        #expect(calendar.season(of: "2027-02-14") == "2026/27")
        #expect(calendar.season(of: "2026-08-31") == "2025/26")
        #expect(calendar.season(of: "2099-12-01") == "2099/00")
        #expect(SeasonCalendar().season(of: "2026-03-01") == "2026")
        #expect(SeasonCalendar().season(of: "soon") == "Undated")
    }
}
