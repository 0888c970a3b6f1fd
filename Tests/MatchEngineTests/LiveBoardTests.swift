import Foundation
import Testing
@testable import MatchEngine

/// `scoreboard(at: now)`: the board between actions. Clocks run on and short notices expire;
/// with `now == nil` the board is the replay's, from the actions alone.
@Suite struct LiveBoardTests {
    static func t(_ clock: String) -> Timestamp? { Timestamp("2026-11-22T\(clock)Z") }

    static func session<S: SportSession>(_ type: S.Type, _ lines: [String]) throws -> S {
        var session = try S(newMatch: Data(lines[0].utf8))
        for line in lines.dropFirst() { try session.apply(line: Data(line.utf8)) }
        return session
    }

    // MARK: Badminton

    /// Points to 3, so the mid-game interval comes at 2 (half of 3, rounded up).
    static let toThree = #"{"type":"newMatch","sport":"badminton","format":"custom","rules":{"pointsToWin":3,"winBy":1},"matchId":"b","sides":[{"name":"Ana"},{"name":"Bea"}],"at":"2026-11-22T14:00:00Z"}"#

    @Test func theIntervalCountsDownFromItsStart() throws {
        let s = try Self.session(BadmintonSession.self, [
            Self.toThree,
            #"{"type":"point","side":"A","at":"2026-11-22T14:00:10Z"}"#,
            #"{"type":"point","side":"A","at":"2026-11-22T14:00:20Z"}"#,
        ])
        let expected = [("14:00:20", "Interval 1:00"), ("14:00:21", "Interval 0:59"), ("14:00:22", "Interval 0:58"),
                        ("14:01:19", "Interval 0:01"), ("14:01:20", "Interval 0:00"), ("14:05:00", "Interval 0:00"),
                        // A kiosk clock behind the point's time shows the whole interval.
                        ("14:00:00", "Interval 1:00")]
        for (now, text) in expected {
            let board = s.scoreboard(at: Self.t(now))
            #expect(board["interval"]?.text == text, "\(now)")
            #expect(board["intervalSeconds"]?.text == "60")
        }
        #expect(s.scoreboard["interval"]?.text == "Interval 1:00")
    }

    @Test func theIntervalBetweenGamesIsTwoMinutes() throws {
        let s = try Self.session(BadmintonSession.self, [
            Self.toThree,
            #"{"type":"point","side":"B","at":"2026-11-22T14:00:10Z"}"#,
            #"{"type":"point","side":"B","at":"2026-11-22T14:00:20Z"}"#,
            #"{"type":"point","side":"B","at":"2026-11-22T14:00:30Z"}"#,
        ])
        #expect(s.state.phase == .gameWon)
        #expect(s.scoreboard(at: Self.t("14:00:30"))["interval"]?.text == "Interval 2:00")
        #expect(s.scoreboard(at: Self.t("14:01:31"))["interval"]?.text == "Interval 0:59")
        #expect(s.scoreboard(at: Self.t("14:01:31"))["intervalSeconds"]?.text == "120")
    }

    @Test func matchTimeRunsOnWhileTheClockRuns() throws {
        var s = try Self.session(BadmintonSession.self, [
            Self.toThree,
            #"{"type":"point","side":"A","at":"2026-11-22T14:00:10Z"}"#,
        ])
        #expect(s.scoreboard["elapsed"]?.text == "0:10")
        #expect(s.scoreboard(at: Self.t("14:00:10"))["elapsed"]?.text == "0:10")
        #expect(s.scoreboard(at: Self.t("14:00:45"))["elapsed"]?.text == "0:45")
        #expect(s.scoreboard(at: Self.t("15:02:03"))["elapsed"]?.text == "1:02:03")
        // A kiosk clock behind the last action never takes time back.
        #expect(s.scoreboard(at: Self.t("13:59:00"))["elapsed"]?.text == "0:10")

        // Paused at 0:30: the time stands until play resumes, then runs from the resume.
        try s.apply(line: Data(#"{"type":"pause","at":"2026-11-22T14:00:30Z"}"#.utf8))
        #expect(s.scoreboard(at: Self.t("14:10:00"))["elapsed"]?.text == "0:30")
        try s.apply(line: Data(#"{"type":"resume","at":"2026-11-22T14:01:00Z"}"#.utf8))
        #expect(s.scoreboard(at: Self.t("14:01:10"))["elapsed"]?.text == "0:40")

        // A finished match's time stands too: 0:30 before the pause, then 14:01 to 14:02.
        for second in ["14:01:20", "14:01:40"] {
            try s.apply(line: Data(#"{"type":"point","side":"A","at":"2026-11-22T\#(second)Z"}"#.utf8))
        }
        try s.apply(line: Data(#"{"type":"advanceGame","at":"2026-11-22T14:01:50Z"}"#.utf8))
        for _ in 0..<3 { try s.apply(line: Data(#"{"type":"point","side":"A","at":"2026-11-22T14:02:00Z"}"#.utf8)) }
        #expect(s.state.phase == .finished)
        #expect(s.scoreboard["elapsed"]?.text == "1:30")
        #expect(s.scoreboard(at: Self.t("15:00:00"))["elapsed"]?.text == "1:30")
    }

    @Test func actionsWithTimesShowMatchTimeFromTheFirst() throws {
        let untimed = #"{"type":"newMatch","sport":"badminton","matchId":"b","sides":[{"name":"Ana"},{"name":"Bea"}]}"#
        let none = try Self.session(BadmintonSession.self, [untimed, #"{"type":"point","side":"A"}"#])
        #expect(none.scoreboard(at: Self.t("14:00:00"))["elapsed"] == nil)
        let timed = try Self.session(BadmintonSession.self, [untimed, #"{"type":"point","side":"A","at":"2026-11-22T14:00:00Z"}"#])
        #expect(timed.scoreboard["elapsed"]?.text == "0:00")
        #expect(timed.scoreboard(at: Self.t("14:00:05"))["elapsed"]?.text == "0:05")
    }

    // MARK: Cricket

    static let cricket = #"{"type":"newMatch","sport":"cricket","matchId":"m","teams":[{"name":"Riverside"},{"name":"Hillcrest"}]}"#
    static let start = [cricket, #"{"type":"openers"}"#, #"{"type":"bowler"}"#]

    @Test func theFlashShowsForEightSeconds() throws {
        let s = try Self.session(CricketSession.self, Self.start + [#"{"type":"delivery","bat":4,"at":"2026-11-22T14:00:00Z"}"#])
        #expect(CricketBoard.flashSeconds == 8)
        #expect(s.scoreboard(at: Self.t("14:00:00"))["flash"]?.text == "FOUR")
        #expect(s.scoreboard(at: Self.t("14:00:07"))["flash"]?.text == "FOUR")
        #expect(s.scoreboard(at: Self.t("14:00:08"))["flash"] == nil)
        #expect(s.scoreboard(at: Self.t("14:03:00"))["flash"] == nil)
        // Without a time the board is the replay's, flash and all.
        #expect(s.scoreboard["flash"]?.text == "FOUR")
        // Only the flash depends on the time.
        var later = s.scoreboard(at: Self.t("14:00:08"))
        later.fields.append(try #require(s.scoreboard["flash"]))
        #expect(Set(later.fields.map(\.key.rawValue)) == Set(s.scoreboard.fields.map(\.key.rawValue)))
    }

    @Test func theLatestActionStartsTheFlash() throws {
        var s = try Self.session(CricketSession.self, Self.start + [#"{"type":"delivery","bat":6,"at":"2026-11-22T14:00:00Z"}"#])
        try s.apply(line: Data(#"{"type":"delivery","wicket":{"kind":"bowled"},"at":"2026-11-22T14:00:30Z"}"#.utf8))
        #expect(s.scoreboard(at: Self.t("14:00:37"))["flash"]?.text == "WICKET")
        #expect(s.scoreboard(at: Self.t("14:00:37"))["flash"]?.role == .wicket)
    }

    @Test func undoClearsTheFlash() throws {
        var s = try Self.session(CricketSession.self, Self.start + [
            #"{"type":"delivery","bat":6,"at":"2026-11-22T14:00:00Z"}"#,
            #"{"type":"delivery","bat":4,"at":"2026-11-22T14:00:30Z"}"#,
        ])
        try s.apply(line: Data(#"{"type":"undo","at":"2026-11-22T14:00:32Z"}"#.utf8))
        // The six is the last ball again, but it was not just hit.
        #expect(s.scoreboard(at: Self.t("14:00:32"))["flash"] == nil)
        #expect(s.scoreboard["flash"]?.text == "SIX")
        #expect(s.lastActionAt == nil)
    }

    @Test func aBallWithoutATimeFlashesOnlyInTheReplay() throws {
        let s = try Self.session(CricketSession.self, Self.start + [#"{"type":"delivery","bat":6}"#])
        #expect(s.scoreboard(at: Self.t("14:00:00"))["flash"] == nil)
        #expect(s.scoreboard["flash"]?.text == "SIX")
    }

    // MARK: Without a time, nothing changes

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: ["demo-cricket", "badminton-singles", "badminton-doubles", "badminton-custom"])
    func theBoardWithoutATimeIsTodays(example: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/examples/\(example).jsonl"), encoding: .utf8)
        let lines = text.split(separator: "\n").map { Data($0.utf8) }
        var fold = MatchFold()
        var checked = 0
        for line in lines {
            // Refused lines are part of some examples; the board after them is checked all the same.
            try? fold.feed(line)
            let session = try #require(fold.session)
            let board = session.scoreboard(at: nil)
            #expect(board == session.scoreboard)
            // The builders as every caller used them before `now` existed.
            if let cricket = session as? CricketSession { #expect(board == CricketBoard.build(cricket.state)) }
            if let badminton = session as? BadmintonSession { #expect(board == BadmintonBoard.build(badminton.state)) }
            checked += 1
        }
        #expect(checked == lines.count && checked > 5)
    }
}
