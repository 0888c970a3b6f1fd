import Hummingbird
import RemoteProtocol
import HummingbirdWebSocket

/// Each request's context: Hummingbird's own storage, the WebSocket upgrade slot, and the
/// scorer the request's token names (set by `ScorerGate`; nil for a viewer).
public struct RemoteContext: RequestContext, WebSocketRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let webSocket: WebSocketHandlerReference<Self>
    /// The paired scorer, when the request carries a valid token cookie.
    public var scorer: ScorerPass?

    public init(source: Source) {
        coreContext = .init(source: source)
        webSocket = .init()
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
