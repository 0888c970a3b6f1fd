import Foundation
import Testing
@testable import MatchEngine

/// The kiosk checks an action before its fdatasync and applies it after (issue 37). The check
/// now runs the rules on the state alone, not on a copy of the session and its history, so
/// here it is held to answering exactly as `apply` does, over random matches of both sports,
/// and the layout read without a board to the one the board has.
@Suite struct CheckAgainstStateTests {
    /// The outcome of one call: accepted, or refused with the rejection (message and code).
    private static func outcome(_ body: () throws(LineRejection) -> Void) -> LineRejection? {
        do throws(LineRejection) {
            try body()
            return nil
        } catch {
            return error
        }
    }

    /// Checks `action` on `session` (a non-mutating call: it cannot change the session), then
    /// applies it to a copy: both must agree, and the layout read without a board must be the
    /// board's own.
    private static func step(_ session: inout some SportSession, _ action: MatchAction, _ label: String) {
        let checked = outcome { () throws(LineRejection) in _ = try session.check(action) }
        var applied = session
        let refused = outcome { () throws(LineRejection) in try applied.apply(action, at: nil) }
        if checked != refused {
            Issue.record("\(label): check said \(String(describing: checked)), apply said \(String(describing: refused))")
        }
        if refused == nil { session = applied }
        if session.boardLayout != session.scoreboard.layout {
            Issue.record("\(label): layout \(session.boardLayout) but the board has \(session.scoreboard.layout)")
        }
    }

    /// 300 fixed seeds, 180 proposals each (undo among them, about one in four refused), so
    /// every phase's refusals are compared: innings breaks, results, super overs.
    @Test func cricketCheckAnswersAsApplyDoes() throws {
        for seed in 1...300 {
            var random = RandomCricket(seed: UInt64(seed))
            var session = try CricketSession(setup: random.setup())
            for index in 0..<180 {
                let proposed = random.next(for: session.state)
                Self.step(&session, proposed.map(MatchAction.cricket) ?? .undo, "seed \(seed) step \(index)")
            }
        }
    }

    /// The four badminton set-ups of the property tests, 200 seeded walks each; every option
    /// of a state is proposed, so the refused ones (a minus past a game's end) are met too.
    @Test func badmintonCheckAnswersAsApplyDoes() throws {
        for (index, setup) in BadmintonPropertyTests.setups.enumerated() {
            for seed in 1...200 {
                var rng = SeededGenerator(seed: UInt64(seed * 10 + index))
                var session = try BadmintonSession(newMatch: Data(setup.line.utf8))
                for time in 0..<120 {
                    let options = BadmintonPropertyTests.options(session.state, time: time * 7)
                    let pick = Int.random(in: 0..<options.count, using: &rng)
                    let action = options[pick].action.map { MatchAction.badminton($0.kind) } ?? .undo
                    Self.step(&session, action, "set-up \(index) seed \(seed) step \(time)")
                }
                // A cricket action in a badminton match: refused by both with the same sentence.
                Self.step(&session, .cricket(.delivery(Delivery(bat: 4))), "set-up \(index) seed \(seed) wrong sport")
            }
        }
    }

    /// Undo behind a resumed snapshot: the check gives the code that makes the kiosk fold the
    /// journal, as `apply` does; with nothing at all to undo, the ordinary refusal.
    @Test func undoChecksGiveApplysCodes() throws {
        let newMatch = Data(#"{"type":"newMatch","sport":"cricket","teams":[{"name":"Riverside"},{"name":"Hillcrest"}],"rules":{"oversPerInnings":20}}"#.utf8)
        var session = try CricketSession(newMatch: newMatch)
        for action in [CricketAction.openers(striker: nil, nonStriker: nil), .bowler(name: nil), .delivery(Delivery(bat: 1))] {
            try session.apply(.cricket(action), at: nil)
        }
        let saved = try #require(session.snapshotState())
        let resumed = try #require(CricketSession(newMatch: newMatch, snapshotState: saved, actionCount: 3))
        #expect(Self.outcome { () throws(LineRejection) in _ = try resumed.check(.undo) }?.code == .undoNeedsFullHistory)
        let fresh = try CricketSession(newMatch: newMatch)
        // Worked out from CommonMessages: the sentence every sport gives for an empty history.
        #expect(Self.outcome { () throws(LineRejection) in _ = try fresh.check(.undo) } == LineRejection(CommonMessages.nothingToUndo))
        #expect(Self.outcome { () throws(LineRejection) in _ = try session.check(.undo) } == nil)
    }
}
