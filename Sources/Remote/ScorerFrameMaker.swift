import MatchEngine
import Session

/// Makes the scorers' state message from each publication, on the session's thread. The pad
/// depends on the match and its last action only, so it is built again only when they change;
/// a clock tick re-sends the board with the pad already made.
public final class ScorerFrameMaker {
    private let session: ScoringSession
    private var cached: (matchId: String?, seq: Int?, pad: ScoringPad)?

    public init(session: ScoringSession) {
        self.session = session
    }

    public func frame(for publication: ScoringSession.Publication) -> ScorerFrame {
        let current = session.current
        let pad: ScoringPad
        if let cached, cached.matchId == current?.matchId, cached.seq == current?.seq {
            pad = cached.pad
        } else {
            pad = current?.session.scoringPad() ?? .noMatch
            cached = (current?.matchId, current?.seq, pad)
        }
        return ScorerFrame(seq: publication.seq, board: publication.live, pad: pad)
    }
}
