import Foundation
import Testing
@testable import MatchEngine

/// Typed actions and their journal lines: the engine writes each line once, in the form the
/// decoders read, with keys in a fixed order (`type` first, `at` last).
@Suite struct MatchActionTests {
    static let cricketNewMatch = Data(#"{"type":"newMatch","sport":"cricket","matchId":"m","teams":[{"name":"Riverside"},{"name":"Hillcrest"}]}"#.utf8)
    static let badmintonNewMatch = Data(#"{"type":"newMatch","sport":"badminton","matchId":"b","sides":[{"name":"Ana"},{"name":"Bea"}]}"#.utf8)
    static let at = Timestamp("2026-11-22T14:03:07Z")

    static func text(_ action: MatchAction, at: Timestamp? = nil) -> String {
        String(decoding: action.line(at: at), as: UTF8.self)
    }

    /// The lines other code compares byte for byte (the display VM tests among them).
    @Test func exactLines() {
        let lines: [(MatchAction, String)] = [
            (.cricket(.openers(striker: nil, nonStriker: nil)), #"{"type":"openers"}"#),
            (.cricket(.bowler(name: nil)), #"{"type":"bowler"}"#),
            (.cricket(.delivery(Delivery(bat: 1))), #"{"type":"delivery","bat":1}"#),
            (.cricket(.delivery(Delivery(wides: 2))), #"{"type":"delivery","wides":2}"#),
            (.cricket(.delivery(Delivery(wicket: WicketEvent(kind: .out)))), #"{"type":"delivery","wicket":{"kind":"out"}}"#),
            (.cricket(.delivery(Delivery(wicket: WicketEvent(kind: .runOut, playerOut: "Batter 2")))),
             #"{"type":"delivery","wicket":{"kind":"runOut","playerOut":"Batter 2"}}"#),
            (.cricket(.newBatter(name: nil, onStrike: nil)), #"{"type":"newBatter"}"#),
            (.undo, #"{"type":"undo"}"#),
            (.badminton(.point(.a)), #"{"type":"point","side":"A"}"#),
            (.badminton(.advanceGame(server: nil, receiver: nil)), #"{"type":"advanceGame"}"#),
            (.cricket(.endInnings(reason: .declared)), #"{"type":"endInnings","reason":"declared"}"#),
        ]
        for (action, expected) in lines {
            #expect(Self.text(action) == expected)
        }
    }

    @Test func theTimeComesLastAsWritten() {
        #expect(Self.text(.cricket(.delivery(Delivery(bat: 4, noBalls: 1))), at: Self.at)
            == #"{"type":"delivery","bat":4,"noBalls":1,"at":"2026-11-22T14:03:07Z"}"#)
        #expect(Self.text(.undo, at: Self.at) == #"{"type":"undo","at":"2026-11-22T14:03:07Z"}"#)
        #expect(Self.text(.badminton(.warning(.b, player: "Bea")), at: Self.at)
            == #"{"type":"warning","side":"B","player":"Bea","at":"2026-11-22T14:03:07Z"}"#)
    }

    @Test func namesAreEscapedOnlyWhereJSONNeedsIt() {
        #expect(Self.text(.cricket(.bowler(name: "Ö \"Q\" a/b\\c\n")))
            == #"{"type":"bowler","name":"Ö \"Q\" a/b\\c\n"}"#)
    }

    static let cricketActions: [CricketAction] = [
        .openers(striker: nil, nonStriker: nil), .openers(striker: "Asha", nonStriker: "Bilal"),
        .bowler(name: nil), .bowler(name: "Kofi"),
        .delivery(Delivery()),
        .delivery(Delivery(bat: 3, wides: 0, noBalls: 1, byes: 0, legByes: 0, penalty: 5, boundary: false)),
        .delivery(Delivery(wides: 2, byes: 0, wicket: WicketEvent(kind: .stumped, playerOut: "Asha", fielder: "Keeper"))),
        .delivery(Delivery(byes: 2, legByes: 1, boundary: true)),
        .newBatter(name: nil, onStrike: nil), .newBatter(name: "Cai", onStrike: false),
        .retire(batter: "Asha", out: false), .retire(batter: "Asha", out: true),
        .timedOut(batter: nil), .timedOut(batter: "Dev"),
        .renamePlayer(from: "Batter 1", to: "Asha"), .renamePlayer(from: "Batter 1", to: "Asha", team: "Riverside"),
        .amendWicket(batter: "Asha", kind: .caught, fielder: "Kofi"), .amendWicket(batter: "Asha", kind: .lbw, fielder: nil),
        .penaltyRuns(runs: 5, to: .batting), .penaltyRuns(runs: 5, to: .fielding),
        .setStrike(striker: "Bilal"),
        .endOver, .continueOver,
        .endInnings(reason: .declared), .endInnings(reason: .rain), .endInnings(reason: .forfeited), .endInnings(reason: .allOut),
        .followOn,
        .setTarget(runs: 120, overs: nil, method: nil), .setTarget(runs: 87, overs: OversNotation(overs: 9, balls: 2), method: .dls),
        .superOver,
        .endMatch(reason: .noResult, winner: nil, parScore: nil), .endMatch(reason: .dls, winner: "Riverside", parScore: 101),
        .endMatch(reason: .award, winner: "Hillcrest", parScore: nil),
        .warn,
        .deadBallRuns(runs: 4), .housePenalty(runs: 10), .bonusRuns(runs: 6),
        .newPair(striker: nil, nonStriker: nil), .newPair(striker: "Asha", nonStriker: "Bilal"),
        .lastHour(minOvers: 20),
    ]

    static let badmintonKinds: [BadmintonAction.Kind] = [
        .point(.a), .point(.b), .minus(.a), .minus(.b),
        .advanceGame(server: nil, receiver: nil), .advanceGame(server: "A2", receiver: nil),
        .advanceGame(server: "A2", receiver: "B1"),
        .retire(.a), .walkover(.b), .pause, .resume,
        .warning(.a, player: nil), .warning(.b, player: "B1"), .fault(.a, player: "A1"), .fault(.b, player: nil),
        .loggedResult([PerSide(a: 21, b: 19), PerSide(a: 30, b: 29)]),
    ]

    /// Every kind of action, so a case the encoder forgets fails here.
    @Test func everyCaseIsCovered() {
        let cricketTypes = Set(Self.cricketActions.map(\.typeName))
        #expect(cricketTypes.union(["undo"]) == Set(CricketDecoding.actionTypes))
        let badmintonTypes = Set(Self.badmintonKinds.map(\.typeName))
        #expect(badmintonTypes.union(["undo"]) == Set(BadmintonDecoding.actionTypes))
    }

    @Test(arguments: [nil, at])
    func cricketActionsRoundTrip(at: Timestamp?) throws {
        for action in Self.cricketActions.map(MatchAction.cricket) + [.undo] {
            let decoded = try CricketSession.decode(line: action.line(at: at))
            #expect(decoded.action == action, "\(Self.text(action))")
            #expect(decoded.at == at)
        }
    }

    @Test(arguments: [nil, at])
    func badmintonActionsRoundTrip(at: Timestamp?) throws {
        for action in Self.badmintonKinds.map(MatchAction.badminton) + [.undo] {
            let decoded = try BadmintonSession.decode(line: action.line(at: at))
            #expect(decoded.action == action, "\(Self.text(action))")
            #expect(decoded.at == at)
        }
    }

    static func refusal(_ body: () throws -> Void) -> LineRejection? {
        do {
            try body()
            return nil
        } catch {
            return error as? LineRejection
        }
    }

    @Test func aCricketLineMayCarryATimeButOnlyAValidOne() throws {
        let decoded = try CricketSession.decode(line: Data(#"{"type":"delivery","bat":4,"at":"2026-11-22T14:03:07+01:00"}"#.utf8))
        #expect(decoded.action == .cricket(.delivery(Delivery(bat: 4))))
        #expect(decoded.at?.seconds == Timestamp("2026-11-22T13:03:07Z")?.seconds)
        let refused = Self.refusal { _ = try CricketSession.decode(line: Data(#"{"type":"delivery","at":"yesterday"}"#.utf8)) }
        #expect(refused?.message == "\"at\" must be an ISO-8601 time such as \"2026-11-22T14:03:07Z\", not \"yesterday\".")
        #expect(refused?.code == .refused)
        // A time of the wrong JSON type is named as the field it is.
        let number = Self.refusal { _ = try CricketSession.decode(line: Data(#"{"type":"delivery","at":5}"#.utf8)) }
        #expect(number?.message == "In \"delivery\", \"at\" must be text in quotes.")
    }

    @Test func anActionOfTheOtherSportIsRefusedAndChangesNothing() throws {
        var cricket = try CricketSession(newMatch: Self.cricketNewMatch)
        let before = cricket.state
        let refused = Self.refusal { try cricket.apply(.badminton(.point(.a)), at: nil) }
        #expect(refused?.message == "This is a cricket match: a badminton action cannot be recorded in it.")
        #expect(cricket.state == before)

        var badminton = try BadmintonSession(newMatch: Self.badmintonNewMatch)
        let refusedToo = Self.refusal { try badminton.apply(.cricket(.delivery(Delivery(bat: 4))), at: nil) }
        #expect(refusedToo?.message == "This is a badminton match: a cricket action cannot be recorded in it.")
        #expect(badminton.state.game.points.isEmpty)
    }

    @Test func typedAndLineApplyAgree() throws {
        var typed = try BadmintonSession(newMatch: Self.badmintonNewMatch)
        var lines = typed
        let actions: [MatchAction] = [.badminton(.point(.a)), .badminton(.point(.b)), .undo, .badminton(.point(.a))]
        for (index, action) in actions.enumerated() {
            let at = Timestamp("2026-11-22T14:00:0\(index)Z")
            try typed.apply(action, at: at)
            try lines.apply(line: action.line(at: at))
        }
        #expect(typed.state == lines.state)
        #expect(typed.state.game.score == PerSide(a: 2, b: 0))
        #expect(typed.state.clock.latest == Timestamp("2026-11-22T14:00:03Z")?.seconds)
    }

    @Test func undoBehindASnapshotSaysSoByItsCode() throws {
        var session = try CricketSession(newMatch: Self.cricketNewMatch)
        for action in [CricketAction.openers(striker: nil, nonStriker: nil), .bowler(name: nil), .delivery(Delivery(bat: 1))] {
            try session.apply(.cricket(action), at: nil)
        }
        let saved = try #require(session.snapshotState())
        var resumed = try #require(CricketSession(newMatch: Self.cricketNewMatch, snapshotState: saved, actionCount: 3))
        let refused = Self.refusal { try resumed.apply(.undo, at: nil) }
        #expect(refused?.code == .undoNeedsFullHistory)
        // With nothing at all to undo the refusal is an ordinary one.
        var fresh = try CricketSession(newMatch: Self.cricketNewMatch)
        #expect(Self.refusal { try fresh.apply(.undo, at: nil) }?.code == .refused)
    }

    @Test func sportNames() {
        #expect(CricketSession.sport == "cricket" && BadmintonSession.sport == "badminton")
        #expect(SportRegistry.sessions.keys.sorted() == ["badminton", "cricket"])
    }
}
