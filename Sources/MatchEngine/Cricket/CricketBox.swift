/// The cricket meaning of each box key (docs/inputs.md, "Cricket flows"): typed actions, the
/// same a scorer would type, so everything a box records can be replayed and corrected.
enum CricketBox {
    static func plan(for press: BoxPress, state s: CricketState, armed: BoxExtra?) -> BoxPlan {
        // Between innings, before a pairs game's next pair and after the match a ball cannot
        // be scored; the press says which hold moves things on instead of passing on the
        // engine's CLI-worded refusal.
        if let why = whyNoBall(s), scoring.contains(press.key) || betweenBalls.contains(press.key) { return .ignore(why) }
        let rules = s.setup.rules
        switch (press.key, press.kind) {
        case (.undo, _):
            // Undo first takes back an armed extra, which was never recorded.
            return armed != nil ? .arm(nil) : .record(.undo)
        case (.wide, .press), (.noBall, .press), (.bye, .press), (.legBye, .press):
            guard let extra = BoxExtra(rawValue: press.key.rawValue) else { return .ignore("") }
            // The same extra twice is the plain extra: a wide with no runs is "wide, wide".
            if armed == extra { return .record(delivery(runs: 0, armed: extra, rules: rules)) }
            return .arm(extra)
        case (.dot, .press):
            return .record(delivery(runs: 0, armed: armed, rules: rules))
        case (let key, .press) where runs(key) != nil:
            return .record(delivery(runs: runs(key) ?? 0, armed: armed, rules: rules))
        case (.wicket, .press):
            return .record(wicket(armed == nil ? .out : .runOut, playerOut: nil, armed: armed, rules: rules))
        case (.wicket, .long):
            guard let nonStriker = s.nonStriker else { return .ignore(BoxMessages.noNonStriker) }
            return .record(wicket(.runOut, playerOut: nonStriker, armed: armed, rules: rules))
        case (.advance, .long):
            return advance(s)
        case (.advance, .press):
            return .ignore(whyNoBall(s) ?? BoxMessages.holdToEndInnings)
        case (.startNext, _):
            return s.phase == .finished ? .startNext : .ignore(BoxMessages.matchNotOver)
        case (.penalty, .press), (.penalty, .long), (.warn, .press), (.warn, .long), (.housePenalty, .press),
            (.housePenalty, .long):
            return betweenBalls(press, rules: s.rules.houseRules, armed: armed)
        default:
            return .ignore(BoxMessages.doesNothing(press.key, in: CricketSession.sport))
        }
    }

    /// The keys that score a ball (or arm an extra for one).
    static let scoring: Set<BoxKey> = [.dot, .run1, .run2, .run3, .run4, .run6, .wide, .noBall, .bye, .legBye, .wicket]

    /// The keys that record something between balls (or, for P5 and P10, a ball with no runs).
    static let betweenBalls: Set<BoxKey> = [.penalty, .warn, .housePenalty]

    /// Penalty runs, 5 at a time as Law 41 awards them: to the batting side, held to the
    /// fielding side. The house rules' bowler warning, and P5 (held: P10), only in a match that
    /// plays them; else the press records nothing, rather than the openers the first press of
    /// a match would bring before the engine refused the warning. While an extra is armed the
    /// press waits: recording it would drop the extra without a word, and the next run key
    /// would score plain runs instead of the wide.
    private static func betweenBalls(_ press: BoxPress, rules house: HouseRules, armed: BoxExtra?) -> BoxPlan {
        if let armed { return .ignore(BoxMessages.extraWaiting(armed)) }
        switch (press.key, press.kind) {
        case (.penalty, .long): return .record(.cricket(.penaltyRuns(runs: lawPenalty, to: .fielding)))
        case (.penalty, _): return .record(.cricket(.penaltyRuns(runs: lawPenalty, to: .batting)))
        case (.warn, _):
            return house.bowlerWarning ? .record(.cricket(.warn)) : .ignore(BoxMessages.houseRuleOff(CricketMessages.ruleBowlerWarning))
        case (.housePenalty, .long):
            return house.p10 ? .record(.cricket(.housePenalty(runs: 10))) : .ignore(BoxMessages.houseRuleOff(CricketMessages.ruleP10))
        default:
            return house.p5 ? .record(.cricket(.housePenalty(runs: 5))) : .ignore(BoxMessages.houseRuleOff(CricketMessages.ruleP5))
        }
    }

    /// Law 41's award: 5 penalty runs each time.
    static let lawPenalty = 5

    /// Why no ball can be scored now, worded as the hold that moves on; nil while a ball can
    /// be (the first press of a match brings the openers by itself).
    static func whyNoBall(_ s: CricketState) -> String? {
        switch s.phase {
        case .inPlay: CricketRules.needsPair(s) ? BoxMessages.nextPair : nil
        case .awaitingOpeners: s.innings.isEmpty ? nil : BoxMessages.inningsBreak
        case .awaitingResult: BoxMessages.awaitingResult
        case .finished: BoxMessages.matchOver
        }
    }

    /// A held Advance: the deliberate end of an innings, or the start of the next one; in a
    /// pairs game whose pair has batted its overs, the next pair (a box cannot name them, so
    /// they are placeholders, as the openers are).
    private static func advance(_ s: CricketState) -> BoxPlan {
        switch s.phase {
        case .inPlay where CricketRules.needsPair(s): .record(.cricket(.newPair(striker: nil, nonStriker: nil)))
        case .inPlay: .record(.cricket(.endInnings(reason: .declared)))
        case .awaitingOpeners: .record(.cricket(.openers(striker: nil, nonStriker: nil)))
        case .awaitingResult: .record(.cricket(.endMatch(reason: .noResult, winner: nil, parScore: nil)))
        case .finished: .startNext
        }
    }

    static func runs(_ key: BoxKey) -> Int? {
        switch key {
        case .run1: 1
        case .run2: 2
        case .run3: 3
        case .run4: 4
        case .run6: 6
        default: nil
        }
    }

    static func delivery(runs: Int, armed: BoxExtra?, rules: CricketRulesConfig) -> MatchAction {
        let ball = switch armed {
        case nil: Delivery(bat: runs)
        // Runs on a wide are all wides, penalty included (docs/actions.md).
        case .wide: Delivery(wides: rules.wideRuns + runs)
        case .noBall: Delivery(bat: runs, noBalls: rules.noBallRuns)
        case .bye: Delivery(byes: runs)
        case .legBye: Delivery(legByes: runs)
        }
        return .cricket(.delivery(ball))
    }

    /// A wicket ball; a wide or no-ball armed before it keeps its penalty, byes do not count.
    static func wicket(_ kind: DismissalKind, playerOut: String?, armed: BoxExtra?, rules: CricketRulesConfig) -> MatchAction {
        var ball = Delivery(wicket: WicketEvent(kind: kind, playerOut: playerOut))
        switch armed {
        case nil, .bye, .legBye: break
        case .wide: ball.wides = rules.wideRuns
        case .noBall: ball.noBalls = rules.noBallRuns
        }
        return .cricket(.delivery(ball))
    }

    /// What the state needs before the next ball that a box has no key for. The next pair of
    /// a pairs game is not one of them: the scorer brings it with a held Advance, as the next
    /// innings is, so the change is one the scorer makes on purpose and sees happen.
    static func followUps(after s: CricketState, alternateEnds: Bool) -> [MatchAction] {
        if s.phase == .awaitingOpeners, s.innings.isEmpty { return [.cricket(.openers(striker: nil, nonStriker: nil))] }
        guard s.phase == .inPlay, let inn = s.current, inn.closed == nil else { return [] }
        if s.striker == nil || s.nonStriker == nil { return [.cricket(.newBatter(name: nil, onStrike: nil))] }
        guard s.needsBowler else { return [] }
        // overLog ends with the over just bowled; the one before it was from this end. Offered
        // only when the rules let that bowler on (a junior cap of two overs each, overs running),
        // else a new placeholder comes on, who has bowled nothing and so is always allowed.
        if alternateEnds, inn.overLog.count >= 2, let name = inn.overLog[inn.overLog.count - 2].bowlers.last,
            mayBowl(name, s)
        {
            return [.cricket(.bowler(name: name)), .cricket(.bowler(name: nil))]
        }
        return [.cricket(.bowler(name: nil))]
    }

    /// What the key names do not say: which side the penalty runs go to, what the house
    /// penalty key takes off, and in a pairs game that a held Advance mostly brings the next pair.
    static func keyNotes(_ s: CricketState) -> [BoxPress: String] {
        var notes = [BoxPress(.penalty): BoxMessages.penaltyToBatting, BoxPress(.penalty, .long): BoxMessages.penaltyToFielding]
        if s.rules.houseRules.p5 { notes[BoxPress(.housePenalty)] = CricketMessages.ruleP5 }
        if s.rules.houseRules.p10 { notes[BoxPress(.housePenalty, .long)] = CricketMessages.ruleP10 }
        if s.rules.oversPerPair != nil { notes[BoxPress(.advance, .long)] = BoxMessages.nextPairNote }
        return notes
    }

    /// The presses of house rules this match does not play: they record nothing, so key help
    /// leaves them out (the rules are fixed at the set-up, so this holds for the whole match).
    static func idlePresses(_ s: CricketState) -> Set<BoxPress> {
        let house = s.rules.houseRules
        var idle: Set<BoxPress> = []
        if !house.bowlerWarning { idle.formUnion([BoxPress(.warn), BoxPress(.warn, .long)]) }
        if !house.p5 { idle.insert(BoxPress(.housePenalty)) }
        if !house.p10 { idle.insert(BoxPress(.housePenalty, .long)) }
        return idle
    }

    /// Whether the engine would take `name` as the next bowler: tried on a copy of the state,
    /// so the box asks the same checks the rules make rather than a second copy of them.
    private static func mayBowl(_ name: String, _ s: CricketState) -> Bool {
        var trial = s
        do throws(CricketRejection) {
            try CricketRules.chooseBowler(&trial, name)
            return true
        } catch {
            return false
        }
    }
}
