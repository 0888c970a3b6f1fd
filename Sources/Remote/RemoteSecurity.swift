import Logging
import Synchronization

/// Everything the web app's security keeps (docs/remote.md, ADR 027): the tokens, the pairing
/// desk, the write limits and the scorer sockets. One value shared by every request.
public final class RemoteSecurity: Sendable {
    public let tokens: TokenBook
    public let pairing: Mutex<PairingDesk>
    public let writes: WriteLimiter
    public let sockets: ScorerSockets
    public let clock: any MonotonicClock

    public init(tokens: TokenBook, pairing: PairingDesk? = nil, writes: WriteLimiter? = nil, sockets: ScorerSockets = ScorerSockets(),
                clock: any MonotonicClock = SystemMonotonicClock()) {
        self.tokens = tokens
        self.pairing = Mutex(pairing ?? PairingDesk(clock: clock))
        self.writes = writes ?? WriteLimiter(clock: clock)
        self.sockets = sockets
        self.clock = clock
    }

    /// Tokens in memory only: for tests of other areas, which issue a token with
    /// `tokens.issue(label:)` and send it as the cookie.
    public static func inMemory() -> RemoteSecurity { RemoteSecurity(tokens: TokenBook(path: nil)) }
}
