import Desk
import Session
import Store

/// What a job from the web server works with, on the session's thread only: the session (its
/// commands take the same path as a button press) and the data directory. Never leaves that
/// thread; jobs copy out what they answer.
public final class RemoteDesk {
    public let session: ScoringSession
    public let store: MatchStore
    /// Shows a pairing code on the local displays for `seconds` (nil: hides it), never on the
    /// live view or MQTT; set by the CLI, which owns the displays (ADR 027).
    public var showPairingCode: ((_ code: String?, _ seconds: Int) -> Void)?
    /// The hall's desk, on a kiosk run with `[desk]` (docs/desk.md); nil on a court's kiosk.
    public var hall: DeskOffice?

    public init(session: ScoringSession, store: MatchStore) {
        self.session = session
        self.store = store
    }
}
