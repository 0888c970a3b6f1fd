import Synchronization

/// Open scorer WebSockets per token: a phone has a tab or two, so a token holding
/// `maxPerToken` already is refused another (a leaked token cannot open hundreds).
/// `ScorerGate` refuses the upgrade when full; the `/ws/score` handler `enter`s when the socket
/// opens and `leave`s when it closes.
public final class ScorerSockets: Sendable {
    public let maxPerToken: Int
    private let open = Mutex([String: Int]())

    public init(maxPerToken: Int = 4) {
        self.maxPerToken = maxPerToken
    }

    public func count(_ tokenId: String) -> Int { open.withLock { $0[tokenId] ?? 0 } }

    public func hasRoom(_ tokenId: String) -> Bool { count(tokenId) < maxPerToken }

    /// false (nothing counted) when the token has `maxPerToken` open already.
    public func enter(_ tokenId: String) -> Bool {
        open.withLock { open in
            let now = open[tokenId] ?? 0
            guard now < maxPerToken else { return false }
            open[tokenId] = now + 1
            return true
        }
    }

    public func leave(_ tokenId: String) {
        open.withLock { open in
            let left = (open[tokenId] ?? 1) - 1
            open[tokenId] = left > 0 ? left : nil
        }
    }
}
