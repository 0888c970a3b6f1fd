import Hummingbird
import NIOCore
import RemoteProtocol
import HummingbirdWebSocket

/// Each request's context: Hummingbird's own storage, the WebSocket upgrade slot, and the
/// scorer the request's token names (set by `ScorerGate`; nil for a viewer).
public struct RemoteContext: RequestContext, WebSocketRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let webSocket: WebSocketHandlerReference<Self>
    /// The paired scorer, when the request carries a valid token cookie.
    public var scorer: ScorerPass?
    /// Why the scoring socket this request opens is to be closed at once (`ScorerGate`).
    public var socketRefusal: SocketRefusal?

    /// The address the request came from, without its port ("" when unknown): whose wrong
    /// pairing codes these are. Behind a reverse proxy every phone is the proxy.
    public let peer: String

    /// The address and port the request came to: the captive-portal probes are answered only
    /// on the hotspot's address (`CaptivePortalRoutes`).
    public let local: String
    public let localPort: Int?

    public init(source: Source) {
        coreContext = .init(source: source)
        webSocket = .init()
        peer = source.channel.remoteAddress?.ipAddress ?? ""
        local = source.channel.localAddress?.ipAddress ?? ""
        localPort = source.channel.localAddress?.port
    }

    /// Bodies past this are refused with 413 before any handler reads them.
    public var maxUploadSize: Int { RemoteLimits.maxBody }
}

/// What a valid scorer token gives a request: who it is (the token's public id, shown by
/// `scoreline remote list`) and the CSRF value its pages carry and its writes must echo.
public struct ScorerPass: Sendable, Equatable {
    public var tokenId: String
    public var csrf: String

    public init(tokenId: String, csrf: String) {
        self.tokenId = tokenId
        self.csrf = csrf
    }
}

/// Why a scoring socket is refused. The upgrade is answered and the socket closed at once with
/// code 4000 + the HTTP status a plain request gets (4401 not paired or revoked, 4429 too many
/// pages open, 4503 the kiosk full) and the sentence as the reason, which a browser can read.
public enum SocketRefusal: Sendable, Equatable {
    case notPaired
    case tooManySockets(Int)
    case full

    public var status: HTTPResponse.Status {
        switch self {
        case .notPaired: .unauthorized
        case .tooManySockets: .tooManyRequests
        case .full: .serviceUnavailable
        }
    }

    public var closeCode: Int { 4000 + status.code }

    public var why: String {
        switch self {
        case .notPaired: GateMessages.notPaired
        case .tooManySockets(let limit): GateMessages.tooManySockets(limit)
        case .full: GateMessages.socketsFull
        }
    }
}
