import Logging
import Synchronization

/// Everything the web app's security keeps (docs/remote.md, ADR 027): the tokens, the pairing
/// desk, the write limits (requests, and commands on scoring sockets) and the scorer sockets.
/// One value shared by every request.
public final class RemoteSecurity: Sendable {
    public let tokens: TokenBook
    public let pairing: Mutex<PairingDesk>
    public let writes: WriteLimiter
    /// Commands on each scorer's socket: a scorer taps a few a second, and the issue's own
    /// burst (500 commands on one socket at once) still fits; a page or a script that keeps
    /// pouring is held to 20 a second, each refused one answered `limited`. A phone has at most
    /// `ScorerSockets.maxPerToken` sockets, so at most that many buckets.
    public let commands: WriteLimiter
    public let sockets: ScorerSockets
    /// Pictures from each scorer (ADR 056): a dozen in a row (a team's photos one after
    /// another), then one every 2 seconds; each is a decode of up to a few seconds.
    public let uploads: WriteLimiter
    public let clock: any SecondsClock

    public init(tokens: TokenBook, pairing: PairingDesk? = nil, writes: WriteLimiter? = nil, commands: WriteLimiter? = nil,
                sockets: ScorerSockets = ScorerSockets(), uploads: WriteLimiter? = nil, clock: any SecondsClock = MonotonicSeconds()) {
        self.tokens = tokens
        self.pairing = Mutex(pairing ?? PairingDesk(clock: clock))
        self.writes = writes ?? WriteLimiter(clock: clock)
        self.commands = commands ?? WriteLimiter(rate: 20, burst: 600, clock: clock)
        self.sockets = sockets
        self.uploads = uploads ?? WriteLimiter(rate: 0.5, burst: 12, clock: clock)
        self.clock = clock
    }

    /// Tokens in memory only: for tests of other areas, which issue a token with
    /// `tokens.issue(label:)` and send it as the cookie.
    public static func inMemory() -> RemoteSecurity { RemoteSecurity(tokens: TokenBook(path: nil)) }
}
