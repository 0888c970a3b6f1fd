import Logging
import Records

/// What every route works with: the gate to the session, the live boards, the pages, and the
/// log. One value, shared by every request (all of it is safe from any thread).
public struct RemoteApp: Sendable {
    public let gate: SessionGate
    public let viewers: ViewerHub
    public let web: WebAssets
    public let logger: Logger
    /// The newest state for each scorer's socket.
    public let scorers: ScorerHub
    /// Tokens, pairing and limits (ScorerGate, ADR 027).
    public let security: RemoteSecurity
    /// How the records page names seasons (`[records] season_start_month`).
    public let seasons: SeasonCalendar
    /// Where the records page reads the archive, off the session's thread; nil (tests without
    /// a data directory of their own) reads it through the gate.
    public let archives: ArchiveShelf?
    /// Where the captive-portal probes are answered: the hotspot's address; nil: nowhere.
    public let captivePortalAddress: String?
    /// Whether this kiosk is the hall's desk (`[desk]`): the desk page is served only then.
    public let hallDesk: Bool

    public init(gate: SessionGate, viewers: ViewerHub, web: WebAssets, logger: Logger, scorers: ScorerHub = ScorerHub(capacity: ScorerHub.defaultScorers),
                security: RemoteSecurity = .inMemory(), seasons: SeasonCalendar = SeasonCalendar(), archives: ArchiveShelf? = nil,
                captivePortalAddress: String? = CaptivePortalRoutes.hotspotAddress, hallDesk: Bool = false) {
        self.hallDesk = hallDesk
        self.captivePortalAddress = captivePortalAddress
        self.seasons = seasons
        self.archives = archives
        self.gate = gate
        self.scorers = scorers
        self.viewers = viewers
        self.web = web
        self.logger = logger
        self.security = security
    }
}
