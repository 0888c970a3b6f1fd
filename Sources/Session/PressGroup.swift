import FoundationEssentials
import MatchEngine

/// The actions one press records (its own, then the follow-ups the state calls for: the
/// openers, the next bowler), staged on a trial copy of the match. Each is checked and applied
/// to the copy in turn, so the next follow-up is asked of the state it will follow;
/// `LiveMatch.commit` then writes them all as one journal group with one fdatasync and only
/// then makes the copy the match (ADR 047). If the disk refuses, the copy is dropped: none of
/// the press is applied, as none of it is on the disk.
struct PressGroup {
    struct Staged {
        /// The action as the match keeps it (names cleaned, ADR 046): the one written.
        let action: MatchAction
        let line: Data
        let at: Timestamp?
        /// What the action earned for the page cycle, asked of the state it left: the engine
        /// answers for the last applied action only.
        let slides: [EventSlide]
    }

    /// The match as it will be once the group is durable.
    private(set) var session: any SportSession
    private(set) var staged: [Staged] = []

    init(session: any SportSession) { self.session = session }

    /// Applies `typed` to the staged state, which is its check: the copy is thrown away if
    /// the engine or the disk refuses, so the rules need not run once to check and again to
    /// apply. A refused action changes nothing (`apply` throws before it changes the state),
    /// and a name a scorer may not enter is refused as `check` refuses it (ADR 046).
    mutating func stage(_ typed: MatchAction, at time: Timestamp?) throws(LineRejection) {
        if let refusal = typed.nameRefusal { throw refusal }
        let action = typed.admitted
        try session.apply(action, at: time)
        staged.append(Staged(action: action, line: action.line(at: time), at: time, slides: session.eventSlides(at: time)))
    }

    /// The same actions staged again on `session` (the match folded anew from its journal, so
    /// an undo can reach behind a snapshot).
    func restaged(on session: any SportSession) throws(LineRejection) -> PressGroup {
        var group = PressGroup(session: session)
        for entry in staged { try group.stage(entry.action, at: entry.at) }
        return group
    }
}
