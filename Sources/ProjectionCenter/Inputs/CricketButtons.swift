import FoundationEssentials
import InputKeys
import MatchEngine

/// The cricket meaning of each logical button (docs/inputs.md, "Cricket flows").
enum CricketButtons {
    /// An extra the next run button applies to.
    enum Modifier: String, Equatable {
        case wide, noBall, bye, legBye
    }

    enum Primary: Equatable {
        case line(String)
        case arm(Modifier?)
        case ignore(String)
        case startNext
    }

    static func primary(for event: ButtonEvent, state s: CricketState, modifier: Modifier?) -> Primary {
        // Between innings and after the match a ball cannot be scored; the press says which
        // hold moves things on instead of passing on the engine's CLI-worded refusal.
        if let why = notInPlay(s), scoring.contains(event.button) { return .ignore(why) }
        switch (event.button, event.kind) {
        case (.undo, _):
            // Undo first takes back an armed extra, which was never recorded.
            return modifier != nil ? .arm(nil) : .line(#"{"type":"undo"}"#)
        case (.wide, .press), (.noBall, .press), (.bye, .press), (.legBye, .press):
            guard let m = Modifier(rawValue: event.button.rawValue) else { return .ignore("") }
            // The same extra twice is the plain extra: a wide with no runs is "wide, wide".
            if modifier == m { return .line(delivery(runs: 0, modifier: m, rules: s.setup.rules)) }
            return .arm(m)
        case (.dot, .press):
            return .line(delivery(runs: 0, modifier: modifier, rules: s.setup.rules))
        case (let b, .press) where runs(b) != nil:
            return .line(delivery(runs: runs(b) ?? 0, modifier: modifier, rules: s.setup.rules))
        case (.wicket, .press):
            return .line(wicket(kind: modifier == nil ? "out" : "runOut", playerOut: nil, modifier: modifier, rules: s.setup.rules))
        case (.wicket, .long):
            guard let nonStriker = s.nonStriker else { return .ignore("no non-striker to run out") }
            return .line(wicket(kind: "runOut", playerOut: nonStriker, modifier: modifier, rules: s.setup.rules))
        case (.advance, .long):
            return advance(s)
        case (.advance, .press):
            return .ignore(notInPlay(s) ?? ButtonMessages.holdToEndInnings)
        case (.startNext, _):
            return s.phase == .finished ? .startNext : .ignore("the match is not over")
        default:
            return .ignore("\(event.button) does nothing in cricket")
        }
    }

    /// The buttons that score a ball (or arm an extra for one).
    static let scoring: Set<Button> = [.dot, .run1, .run2, .run3, .run4, .run6, .wide, .noBall, .bye, .legBye, .wicket]

    /// Why no ball can be scored now, worded as the hold that moves on; nil while a ball can
    /// be (the first press of a match brings the openers by itself).
    static func notInPlay(_ s: CricketState) -> String? {
        switch s.phase {
        case .inPlay: nil
        case .awaitingOpeners: s.innings.isEmpty ? nil : ButtonMessages.inningsBreak
        case .awaitingResult: ButtonMessages.awaitingResult
        case .finished: ButtonMessages.matchOver
        }
    }

    /// A held Advance: the deliberate end of an innings, or the start of the next one.
    private static func advance(_ s: CricketState) -> Primary {
        switch s.phase {
        case .inPlay: return .line(#"{"type":"endInnings","reason":"declared"}"#)
        case .awaitingOpeners: return .line(#"{"type":"openers"}"#)
        case .awaitingResult: return .line(#"{"type":"endMatch","reason":"noResult"}"#)
        case .finished: return .startNext
        }
    }

    static func runs(_ b: Button) -> Int? {
        switch b {
        case .run1: 1
        case .run2: 2
        case .run3: 3
        case .run4: 4
        case .run6: 6
        default: nil
        }
    }

    static func delivery(runs: Int, modifier: Modifier?, rules: CricketRulesConfig) -> String {
        switch modifier {
        case nil: runs == 0 ? #"{"type":"delivery"}"# : #"{"type":"delivery","bat":\#(runs)}"#
        // Runs on a wide are all wides, penalty included (docs/actions.md).
        case .wide: #"{"type":"delivery","wides":\#(rules.wideRuns + runs)}"#
        case .noBall: runs == 0
            ? #"{"type":"delivery","noBalls":\#(rules.noBallRuns)}"#
            : #"{"type":"delivery","noBalls":\#(rules.noBallRuns),"bat":\#(runs)}"#
        case .bye: #"{"type":"delivery","byes":\#(runs)}"#
        case .legBye: #"{"type":"delivery","legByes":\#(runs)}"#
        }
    }

    static func wicket(kind: String, playerOut: String?, modifier: Modifier?, rules: CricketRulesConfig) -> String {
        let who = playerOut.map { #","playerOut":\#(jsonString($0))"# } ?? ""
        let extra: String
        switch modifier {
        case nil, .bye, .legBye: extra = ""
        case .wide: extra = #","wides":\#(rules.wideRuns)"#
        case .noBall: extra = #","noBalls":\#(rules.noBallRuns)"#
        }
        return #"{"type":"delivery"\#(extra),"wicket":{"kind":"\#(kind)"\#(who)}}"#
    }

    /// What the state needs before the next ball that a box has no button for.
    static func followUp(after s: CricketState, alternateEnds: Bool) -> [String] {
        if s.phase == .awaitingOpeners, s.innings.isEmpty { return [#"{"type":"openers"}"#] }
        guard s.phase == .inPlay, let inn = s.current, inn.closed == nil else { return [] }
        if s.striker == nil || s.nonStriker == nil { return [#"{"type":"newBatter"}"#] }
        guard s.needsBowler else { return [] }
        // overLog ends with the over just bowled; the one before it was from this end.
        if alternateEnds, inn.overLog.count >= 2, let name = inn.overLog[inn.overLog.count - 2].bowlers.last {
            return [#"{"type":"bowler","name":\#(jsonString(name))}"#, #"{"type":"bowler"}"#]
        }
        return [#"{"type":"bowler"}"#]
    }

    static func jsonString(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where c.value < 0x20: let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }
}
