import Foundation
import PropertyBased
import Testing
@testable import MatchEngine

/// Properties over random legal action sequences: each sequence is a list of numbers, and
/// each number picks one of the actions that are legal in the state reached so far, so the
/// sequences stay meaningful (and shrink to short ones) whatever the numbers are.
@Suite struct BadmintonPropertyTests {
    /// Formats small enough that random play reaches game and match ends often.
    static let setups: [(setup: BadmintonSetup, line: String)] = {
        func make(_ format: BadmintonFormat, doubles: Bool, rules: String) -> (BadmintonSetup, String) {
            var setup = doubles ? Badminton.doubles(format) : Badminton.singles(format)
            setup.at = Timestamp("2026-11-22T14:00:00Z")
            let sides = doubles
                ? #"[{"name":"Aces","players":["A1","A2"]},{"name":"Bats","players":["B1","B2"]}]"#
                : #"[{"name":"Ana","players":["Ana"]},{"name":"Bea","players":["Bea"]}]"#
            let line = #"{"type":"newMatch","sport":"badminton","matchId":"test","format":"\#(format.name)","sides":\#(sides),"rules":\#(rules),"at":"2026-11-22T14:00:00Z"}"#
            return (setup, line)
        }
        return [
            make(.bwf21, doubles: false, rules: "{}"),
            make(Badminton.format(.noCap) { $0.pointsToWin = 3; $0.intervalAt = 2 }, doubles: true, rules: #"{"pointsToWin":3}"#),
            make(BadmintonFormat(name: "custom", pointsToWin: 4, cap: 5, games: 5, intervalAt: 2, autoAdvance: true),
                 doubles: false, rules: #"{"pointsToWin":4,"cap":5,"games":5,"autoAdvance":true}"#),
            make(Badminton.format(.bwf15) { $0.pointsToWin = 5; $0.cap = 6; $0.intervalAt = 3; $0.games = 1 },
                 doubles: true, rules: #"{"pointsToWin":5,"cap":6,"games":1}"#),
        ]
    }()

    /// One step: an action (or `nil` for undo) and the JSON line a scorer would write for it.
    struct Step {
        var action: BadmintonAction?
        var line: String
    }

    /// The actions legal in `s`, with their lines. Points come several times so games finish.
    static func options(_ s: BadmintonState, time: Int) -> [Step] {
        let stamp = "2026-11-22T\(14 + time / 3600):\(two(time / 60 % 60)):\(two(time % 60))Z"
        let at = Timestamp(stamp)
        func step(_ kind: BadmintonAction.Kind, _ json: String) -> Step {
            Step(action: BadmintonAction(kind, at: at), line: #"{"type":\#(json),"at":"\#(stamp)"}"#)
        }
        var steps = [Step(action: nil, line: #"{"type":"undo"}"#)]
        for side in BadmintonSide.allCases {
            let name = side.rawValue
            let player = s.setup.sides[side].players.last ?? ""
            if s.game.points.contains(where: { $0.side == side }), s.result.map({ $0.how == .played }) ?? true {
                steps.append(step(.minus(side), #""minus","side":"\#(name)""#))
            }
            guard s.result == nil else { continue }
            steps.append(step(.warning(side, player: player), #""warning","side":"\#(name)","player":"\#(player)""#))
            steps.append(step(.retire(side), #""retire","side":"\#(name)""#))
            if s.closedGames.isEmpty, s.game.points.isEmpty {
                steps.append(step(.walkover(side), #""walkover","side":"\#(name)""#))
            }
            if s.phase == .inPlay, !s.clock.paused {
                for _ in 0..<8 { steps.append(step(.point(side), #""point","side":"\#(name)""#)) }
                steps.append(step(.fault(side, player: nil), #""fault","side":"\#(name)""#))
            }
        }
        if s.result == nil {
            steps.append(s.clock.paused ? step(.resume, #""resume""#) : step(.pause, #""pause""#))
        }
        if s.phase == .gameWon, let winner = s.game.winner {
            let server = s.setup.sides[winner].players.last ?? ""
            for _ in 0..<6 { steps.append(step(.advanceGame(server: nil, receiver: nil), #""advanceGame""#)) }
            steps.append(step(.advanceGame(server: server, receiver: nil), #""advanceGame","server":"\#(server)""#))
        }
        // Only what the rules accept: a minus can be refused when the game would have ended
        // earlier without that point.
        return steps.filter { step in
            guard let action = step.action, case .minus = action.kind else { return true }
            return (try? BadmintonRules.apply(action, to: s)) != nil
        }
    }

    static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    static let choices = Gen.int(in: 0...9_999).array(of: 1...150)
    static let setupIndex = Gen.int(in: 0...3)

    @Test func undoRestoresTheStateExactlyAndScoresStayValid() async {
        await propertyCheck(count: 2000, input: Self.setupIndex, Self.choices) { index, choices in
            var m = try MatchHistory<BadmintonRules>(setup: Self.setups[index].setup, checkpointInterval: 16)
            for (time, choice) in choices.enumerated() {
                let options = Self.options(m.state, time: time * 7)
                let step = options[choice % options.count]
                let before = m.state
                guard let action = step.action else {
                    if (try? m.undo()) == nil { #expect(m.actions.isEmpty) }
                    continue
                }
                try m.apply(action)
                var copy = m
                try copy.undo()
                if copy.state != before { Issue.record("undo of \(step.line) did not restore the state") }
                if let problem = Self.problem(m.state) { Issue.record("after \(step.line): \(problem)") }
            }
        }
    }

    /// What is wrong with the state, if anything. Checked with `Issue.record` rather than
    /// `#expect` per value: hundreds of thousands of states go through here.
    static func problem(_ s: BadmintonState) -> String? {
        for game in s.closedGames + [s.game] {
            if game.score.a < 0 || game.score.b < 0 { return "negative score \(game.score)" }
            if game.score.a + game.score.b != game.points.count { return "score \(game.score) from \(game.points.count) points" }
        }
        if s.closedGames.contains(where: { $0.winner == nil }) { return "a closed game without a winner" }
        let won = s.gamesWon
        if won.a > s.format.gamesToWin || won.b > s.format.gamesToWin { return "games won \(won)" }
        if let result = s.result, result.how == .played, won[result.winner] != s.format.gamesToWin {
            return "result \(result) with games won \(won)"
        }
        if s.result == nil, won.a == s.format.gamesToWin || won.b == s.format.gamesToWin { return "match won without a result" }
        return nil
    }

    @Test func aFinishedMatchAcceptsNoPoints() async {
        await propertyCheck(count: 1000, input: Self.setupIndex, Self.choices) { index, choices in
            var m = try MatchHistory<BadmintonRules>(setup: Self.setups[index].setup)
            for (time, choice) in choices.enumerated() {
                let options = Self.options(m.state, time: time)
                if let action = options[choice % options.count].action { try m.apply(action) } else { try? m.undo() }
                guard m.state.phase == .finished else { continue }
                let finished = m.state
                for kind in [BadmintonAction.Kind.point(.a), .point(.b), .fault(.a, player: nil), .fault(.b, player: nil)] {
                    #expect(Badminton.rejection { () throws(BadmintonRejection) in try m.apply(.init(kind)) } == .matchOver)
                    #expect(m.state == finished)
                }
            }
        }
    }

    @Test func replayingTheLinesGivesTheLiveState() async {
        await propertyCheck(count: 500, input: Self.setupIndex, Self.choices) { index, choices in
            let (setup, newMatch) = Self.setups[index]
            #expect(try BadmintonDecoding.setup(from: Data(newMatch.utf8)) == setup)
            var live = try BadmintonSession(setup: setup)
            var lines = [newMatch]
            var expected = [String(decoding: try live.encodedState(using: Badminton.encoder), as: UTF8.self)]
            for (time, choice) in choices.enumerated() {
                let options = Self.options(live.state, time: time * 13)
                let step = options[choice % options.count]
                lines.append(step.line)
                do throws(BadmintonRejection) {
                    try live.apply(step.action)
                } catch {
                    // Only undo at the very start can be refused; replay prints the refusal.
                    expected.append(#"{"error":"\#(error.message)","line":\#(lines.count)}"#)
                    continue
                }
                expected.append(String(decoding: try live.encodedState(using: Badminton.encoder), as: UTF8.self))
            }
            let outcome = Replay().run(lines.joined(separator: "\n"), each: true)
            #expect(outcome.lines == expected)
        }
    }
}
