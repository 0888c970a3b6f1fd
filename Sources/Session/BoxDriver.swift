import MatchEngine

/// Turns one press into the actions a button box records: the engine's plan for the press,
/// then the follow-ups the state calls for that a box has no button for (the openers, the
/// next batter, the next bowler), each recorded in turn. The meaning of a button is the
/// engine's, per sport; this only keeps the armed extra and runs the steps. The session stages
/// them in one group (`PressGroup`), so `session` is the match with what is staged so far.
struct BoxDriver {
    /// Alternate ends: a new over brings back the bowler of two overs ago.
    var alternateEnds = false
    /// An extra armed by Wide, No-ball, Bye or Leg-bye, applied to the next run button.
    private(set) var armed: BoxExtra?

    /// Records (stages) one action; nil when taken, else what to answer.
    typealias Record = (MatchAction) -> Failure?

    enum Failure {
        case refused(String)
        case notDurable(String)
    }

    /// A new match: nothing stays armed from the last one.
    mutating func reset() { armed = nil }

    enum Result {
        case recorded([MatchAction])
        case refused(MatchAction, String, done: [MatchAction])
        case notDurable(String, done: [MatchAction])
        case armed(BoxExtra?)
        case ignored(String)
        case startNext
    }

    mutating func press(_ press: BoxPress, in session: () -> any SportSession, record: Record) -> Result {
        switch session().boxPlan(for: press, armed: armed) {
        case .arm(let extra):
            armed = extra
            return .armed(extra)
        case .ignore(let why):
            return .ignored(why)
        case .startNext:
            return .startNext
        case .record(let action):
            armed = nil
            var done: [MatchAction] = []
            if action == .undo {
                if let failure = record(.undo) { return result(failure, .undo, done) }
                done.append(.undo)
                // The box fills every gap at once, so a gap after an undo means the undo took
                // back an action the box added by itself (a bowler, a batter): take back the
                // press too. The bound keeps a refused undo from looping.
                for _ in 0..<4 {
                    guard !session().boxFollowUps(alternateEnds: alternateEnds).isEmpty, record(.undo) == nil else { break }
                    done.append(.undo)
                }
                return .recorded(done)
            }
            if let failure = fillGaps(session, record, &done) { return result(failure, action, done) }
            if let failure = record(action) { return result(failure, action, done) }
            done.append(action)
            if let failure = fillGaps(session, record, &done) { return result(failure, action, done) }
            return .recorded(done)
        }
    }

    /// Records follow-ups while the state calls for them. Each fills one gap; candidates are
    /// tried in order until one is taken. Only a storage failure stops the press.
    private func fillGaps(_ session: () -> any SportSession, _ record: Record, _ done: inout [MatchAction]) -> Failure? {
        for _ in 0..<4 {
            var taken = false
            candidates: for candidate in session().boxFollowUps(alternateEnds: alternateEnds) {
                switch record(candidate) {
                case nil:
                    done.append(candidate)
                    taken = true
                    break candidates
                case .notDurable(let why)?:
                    return .notDurable(why)
                case .refused?:
                    continue
                }
            }
            if !taken { return nil }
        }
        return nil
    }

    private func result(_ failure: Failure, _ action: MatchAction, _ done: [MatchAction]) -> Result {
        switch failure {
        case .refused(let why): .refused(action, why, done: done)
        case .notDurable(let why): .notDurable(why, done: done)
        }
    }
}
