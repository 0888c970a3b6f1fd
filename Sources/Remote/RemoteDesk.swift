import Session
import Store

/// What a job from the web server works with, on the session's thread only: the session (its
/// commands take the same path as a button press) and the data directory. Never leaves that
/// thread; jobs copy out what they answer.
public final class RemoteDesk {
    public let session: ScoringSession
    public let store: MatchStore

    public init(session: ScoringSession, store: MatchStore) {
        self.session = session
        self.store = store
    }
}
