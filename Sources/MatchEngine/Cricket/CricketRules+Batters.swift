/// Batters coming and going, strike corrections, and fixing names and dismissals later.
extension CricketRules {
    static func newBatter(_ s: inout CricketState, _ requested: String?, onStrike: Bool?)
        throws(CricketRejection)
    {
        try requireInPlay(s)
        if soloBatter(s) { throw .noBattersLeft }
        guard s.striker == nil || s.nonStriker == nil else { throw .noVacancy }
        guard let inn = s.current else { throw .inningsNotStarted }
        let name = requested ?? nextPlaceholder(CricketMessages.placeholderBatter, taken: Set(inn.batters.map(\.name)))
        if name == s.striker || name == s.nonStriker { throw .batterAlreadyIn(name) }
        if let i = inn.batterIndex(name) {
            // Only a batter who retired hurt (not out) may come back.
            guard inn.batters[i].status == .retiredHurt else { throw .batterAlreadyOut(name) }
            withCurrent(&s) { $0.batters[i].status = .batting }
        } else {
            withCurrent(&s) { $0.batters.append(BatterScore(name: name)) }
        }
        let survivor = s.striker ?? s.nonStriker
        switch onStrike {
        case .none:
            if s.striker == nil { s.striker = name } else { s.nonStriker = name }
        case .some(true):
            s.striker = name
            s.nonStriker = survivor
        case .some(false):
            s.striker = survivor ?? name
            s.nonStriker = survivor == nil ? nil : name
        }
        // The partnership was closed when the place fell empty (`closePartnership`); runs
        // added since (house-rule bonus runs, penalty runs) belong to the one starting now.
    }

    static func retire(_ s: inout CricketState, _ batter: String, out: Bool) throws(CricketRejection) {
        try requireInPlay(s)
        guard batter == s.striker || batter == s.nonStriker else { throw .notAtCrease(batter) }
        if out {
            dismiss(&s, (.retiredOut, batter, nil), bowler: nil)
            checkInningsEnd(&s)
            return
        }
        let pair = [s.striker, s.nonStriker].compactMap { $0 }
        withCurrent(&s) { inn in
            if let i = inn.batterIndex(batter) { inn.batters[i].status = .retiredHurt }
            closePartnership(&inn, pair: pair)
        }
        vacate(&s, batter)
    }

    /// The incoming batter took too long (Law 40) and is out without facing.
    static func timedOut(_ s: inout CricketState, _ requested: String?) throws(CricketRejection) {
        try requireInPlay(s)
        guard s.striker == nil || s.nonStriker == nil else { throw .noVacancy }
        guard let inn = s.current else { throw .inningsNotStarted }
        let name = requested ?? nextPlaceholder(CricketMessages.placeholderBatter, taken: Set(inn.batters.map(\.name)))
        if inn.batterIndex(name) != nil { throw .batterAlreadyIn(name) }
        withCurrent(&s) { $0.batters.append(BatterScore(name: name)) }
        let (striker, nonStriker) = (s.striker, s.nonStriker)
        dismiss(&s, (.timedOut, name, nil), bowler: nil)
        // The batters in do not move: the place stays empty for the next one.
        s.striker = striker
        s.nonStriker = nonStriker
        settleSolo(&s)
        checkInningsEnd(&s)
    }

    static func setStrike(_ s: inout CricketState, _ name: String) throws(CricketRejection) {
        try requireInPlay(s)
        if name == s.striker { return }
        guard name == s.nonStriker else { throw .notAtCrease(name) }
        (s.striker, s.nonStriker) = (s.nonStriker, s.striker)
    }

    /// Fills in or corrects how a batter was out; only the bowler's credit can change.
    static func amendWicket(_ s: inout CricketState, _ batter: String, _ kind: DismissalKind, _ fielder: String?)
        throws(CricketRejection)
    {
        // A batter who stays in after a dismissal (pairs, indoor) has one to amend too: the latest.
        guard let i = s.innings.lastIndex(where: { inn in
            inn.batters.contains { $0.name == batter && ($0.status == .out || $0.outs != nil) }
        }), let b = s.innings[i].batterIndex(batter), let old = s.innings[i].batters[b].dismissal
        else { throw .noWicketToAmend(batter) }
        // Some carry their own effects (a wicket without a ball, minus ten runs): they are
        // recorded with their own actions, never reached by amending another kind.
        if !old.kind.amendable || !kind.amendable { throw .cannotAmend(old.kind, to: kind) }
        if let ball = old.context {
            if kind.strikerOnly && !ball.wasStriker { throw .dismissalNeedsStriker(kind) }
            if ball.offNoBall && !kind.possibleOffNoBall { throw .dismissalNotPossibleOffNoBall(kind) }
            if ball.offWide && !kind.possibleOffWide { throw .dismissalNotPossibleOffWide(kind) }
            if ball.freeHit && !kind.possibleOffNoBall { throw .dismissalNotPossibleOnFreeHit(kind) }
        }
        if old.kind.creditsBowler != kind.creditsBowler, let bowler = old.bowler,
            let k = s.innings[i].bowlerIndex(bowler)
        {
            s.innings[i].bowlers[k].wickets += kind.creditsBowler ? 1 : -1
        }
        s.innings[i].batters[b].dismissal = Dismissal(
            kind: kind, bowler: old.bowler, fielder: amendedFielder(kind, fielder, old: old.fielder), context: old.context)
    }

    /// The fielder after an amendment: none for a kind that takes none (caught → bowled drops
    /// the catcher); `""` clears it; none given keeps the one recorded.
    static func amendedFielder(_ kind: DismissalKind, _ fielder: String?, old: String?) -> String? {
        guard kind.takesFielder else { return nil }
        guard let fielder else { return old }
        return fielder.isEmpty ? nil : fielder
    }

    static func penaltyRuns(_ s: inout CricketState, _ runs: Int, to side: CricketAction.PenaltySide)
        throws(CricketRejection)
    {
        try requireInPlay(s)
        guard let inn = s.current else { throw .inningsNotStarted }
        switch side {
        case .batting:
            withCurrent(&s) { inn in
                inn.runs += runs
                inn.extras.penalty += runs
                // Runs added while a pair is together are its partnership's, extras included,
                // so the partnerships add up to the total.
                inn.partnership.runs += runs
            }
        case .fielding:
            // Law 41.17: to the fielding side's latest completed innings, else its next one.
            // A follow-on is an innings like any other; only super overs are kept apart.
            let team = 1 - inn.battingTeam
            let superOver = inn.kind == .superOver
            if let earlier = s.innings.dropLast().lastIndex(where: {
                $0.battingTeam == team && ($0.kind == .superOver) == superOver
            }) {
                s.innings[earlier].runs += runs
                s.innings[earlier].extras.penalty += runs
                if inn.target != nil { withCurrent(&s) { $0.target?.runs += runs } }
            } else {
                s.pendingPenalty[team] += runs
            }
        }
        checkInningsEnd(&s)
    }
}
