import Desk
import Hummingbird
import HummingbirdWebSocket
import NIOCore
import RemoteProtocol

/// The web app's door (docs/remote.md, ADR 027), before any route runs. Every request: the
/// `scoreline_scorer` cookie's token is looked up and `context.scorer` set. Every request that
/// is not GET or HEAD (a write) and the scorer's WebSocket: an `Origin` naming another host
/// than `Host` → 403; no token or an unknown one → 401; the CSRF header not the token's → 403;
/// too many writes → 429; a body over 64 KB → 413 (a picture's upload reads its own body, up
/// to 8 MB, with its own sentence: `PictureRoutes`). Pairing needs no token (the Origin check
/// still holds): it is how a phone gets one.
public struct ScorerGate: RouterMiddleware {
    public typealias Context = RemoteContext

    /// The header a write echoes the page's CSRF value in.
    public static let csrfHeader = "X-Scoreline-CSRF"
    /// Writes that need no token.
    public static let openWrites: Set<String> = ["/pair/start", "/pair"]
    /// WebSockets only a scorer may open.
    public static let scorerSockets: Set<String> = ["/ws/score"]

    let security: RemoteSecurity

    public init(security: RemoteSecurity) {
        self.security = security
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.scorer = request.cookies[TokenBook.cookieName].flatMap { security.tokens.scorer(forToken: $0.value) }
        let path = request.uri.path
        if request.method == .get || request.method == .head {
            guard Self.scorerSockets.contains(path) else { return try await next(request, context) }
            if let refusal = Self.originRefusal(request) { return refusal }
            let refusal: SocketRefusal? = if let scorer = context.scorer {
                security.sockets.hasRoom(scorer.tokenId) ? nil : .tooManySockets(security.sockets.maxPerToken)
            } else {
                .notPaired
            }
            guard let refusal else { return try await next(request, context) }
            // A browser never sees why an upgrade failed (the upgrader answers a bare 400), so
            // the socket opens and closes at once with the refusal's code and sentence
            // (`SocketRefusal`); a plain GET of the path gets the same as JSON.
            guard Self.isUpgrade(request) else { return JSONReply.refusal(refusal.status, refusal.why) }
            context.socketRefusal = refusal
            return try await next(request, context)
        }
        if let refusal = Self.originRefusal(request) { return refusal }
        if !Self.openWrites.contains(path) {
            guard let scorer = context.scorer else { return JSONReply.refusal(.unauthorized, GateMessages.notPaired) }
            let sent = request.headers.first { $0.name.canonicalName == Self.csrfHeader.lowercased() }?.value
            guard let sent, PairingDesk.sameDigits(sent, scorer.csrf) else {
                return JSONReply.refusal(.forbidden, GateMessages.csrf)
            }
            if let wait = security.writes.take(scorer.tokenId) {
                return JSONReply.refusal(.tooManyRequests, GateMessages.tooFast, headers: [.retryAfter: String(wait)])
            }
        }
        // A picture's upload reads its own body, with its own limit and sentence (ADR 056).
        if PictureRoutes.isUpload(path) { return try await next(request, context) }
        return try await Self.withBodyLimit(request, context: context, limit: Self.bodyLimit(path), next: next)
    }

    /// A WebSocket upgrade request: `Upgrade: websocket`.
    static func isUpgrade(_ request: Request) -> Bool {
        request.headers[.upgrade]?.lowercased() == "websocket"
    }

    /// 64 KB for every write but the import of a JSON export, which holds whole matches (a T20
    /// is about 60 KB): 4 MB there.
    static func bodyLimit(_ path: String) -> Int {
        switch path {
        case "/import": MatchRoutes.maxImport
        // The desk's day as CSV: up to 5,000 matches (DeskCSV's own limit, checked again there).
        case "/desk/import": DeskCSV.maxBytes
        default: RemoteLimits.maxBody
        }
    }

    /// The body is read here, whole and at most `limit`, so every route sees it in memory and
    /// an oversized one is answered 413 with a sentence (Hummingbird's own 413 has no body).
    static func withBodyLimit(_ request: Request, context: Context, limit: Int, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limit {
            return JSONReply.refusal(.contentTooLarge, GateMessages.tooLarge(limit))
        }
        var request = request
        do {
            _ = try await request.collectBody(upTo: limit)
        } catch is NIOTooManyBytesError {
            return JSONReply.refusal(.contentTooLarge, GateMessages.tooLarge(limit))
        }
        return try await next(request, context)
    }

    /// 403 when the request says it comes from a page of another site: its `Origin` host and
    /// port differ from the `Host` it was sent to. No `Origin` (a tool, not a browser) passes;
    /// the token and the CSRF header still hold.
    static func originRefusal(_ request: Request) -> Response? {
        guard let origin = request.headers[.origin] else { return nil }
        guard let host = request.head.authority, sameAuthority(origin: origin, host: host) else {
            return JSONReply.refusal(.forbidden, GateMessages.otherOrigin)
        }
        return nil
    }

    /// `http://scoreboard.local:8080` against `scoreboard.local:8080`: the same host (letters
    /// in any case) and the same port, a missing port being the scheme's default.
    static func sameAuthority(origin: String, host: String) -> Bool {
        let parts = origin.split(separator: "://", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[1].contains("/") else { return false }
        let scheme = parts[0].lowercased()
        let defaultPort = scheme == "https" ? 443 : scheme == "http" ? 80 : nil
        guard let defaultPort, let a = authority(String(parts[1]), defaultPort: defaultPort),
              let b = authority(host, defaultPort: defaultPort) else { return false }
        return a == b
    }

    private static func authority(_ text: String, defaultPort: Int) -> (host: String, port: Int)? {
        let lower = text.lowercased()
        let host: Substring
        var portText: Substring?
        if lower.hasPrefix("[") {
            guard let close = lower.firstIndex(of: "]") else { return nil }
            host = lower[...close]
            let rest = lower[lower.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { return nil }
                portText = rest.dropFirst()
            }
        } else if let colon = lower.lastIndex(of: ":") {
            host = lower[..<colon]
            portText = lower[lower.index(after: colon)...]
        } else {
            host = lower[...]
        }
        guard !host.isEmpty else { return nil }
        guard let portText else { return (String(host), defaultPort) }
        guard let port = Int(portText), (1...65535).contains(port) else { return nil }
        return (String(host), port)
    }
}

