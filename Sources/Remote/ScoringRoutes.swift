import FoundationEssentials
import Hummingbird
import HummingbirdWebSocket
import NIOWebSocket
import MatchEngine
import RemoteProtocol
import Session

/// The scorer's pad: `GET /score` (the page) and the scoring socket `/ws/score`
/// (docs/remote.md, "The scorer's channel"). Only a paired scorer may open either; every
/// command goes through the session gate onto the session's thread, the same path as a press.
enum ScoringRoutes {
    static func register(on router: Router<RemoteContext>, app: RemoteApp) {
        router.get("/score") { _, context -> Response in
            guard let scorer = context.scorer else { return .redirect(to: "/pair", type: .normal) }
            let sport = await app.gate.run { desk in desk.session.sport } ?? nil
            return app.web.page("score", ScorePage(csrf: scorer.csrf, sport: sport))
        }
        router.ws("/ws/score") { request, context in
            // The upgrade is a GET, which the scorer gate lets through: the page of another
            // site must not open a scorer's socket with the scorer's cookie. ScorerGate checks
            // the same before any route; checked again here so the route is never open without
            // it. Any other refusal (not paired, too many pages) is one the page can tell its
            // scorer: the socket opens and closes at once with it, nothing sent (`SocketRefusal`).
            guard ScorerGate.originRefusal(request) == nil else { return .dontUpgrade }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            func refuse(_ refusal: SocketRefusal) async throws {
                try await outbound.close(WebSocketErrorCode(codeNumber: refusal.closeCode), reason: refusal.why)
            }
            if let refusal = context.requestContext.socketRefusal { return try await refuse(refusal) }
            guard let scorer = context.requestContext.scorer else { return try await refuse(.notPaired) }
            guard app.security.sockets.enter(scorer.tokenId) else {
                return try await refuse(.tooManySockets(app.security.sockets.maxPerToken))
            }
            // The token is looked up again before each command: a phone revoked (`scoreline
            // remote revoke`) or expired while its pad is open scores nothing more.
            let token = context.request.cookies[TokenBook.cookieName]?.value ?? ""
            defer { app.security.sockets.leave(scorer.tokenId) }
            guard let (id, frames) = app.scorers.join() else { return try await refuse(.full) }
            defer { app.scorers.leave(id) }
            let bucket = "\(scorer.tokenId)/\(id)"
            defer { app.security.commands.forget(bucket) }
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for try await message in inbound.messages(maxSize: RemoteLimits.maxBody) {
                        let reply: ScorerReply
                        switch message {
                        case .text(let text):
                            guard app.security.tokens.scorer(forToken: token) == scorer else {
                                try await outbound.write(.text(ScorerReply.bad(FormRefusal(GateMessages.notPaired)).json))
                                let revoked = SocketRefusal.notPaired
                                try await outbound.close(WebSocketErrorCode(codeNumber: revoked.closeCode), reason: revoked.why)
                                return
                            }
                            reply = await answer(Array(text.utf8), scorer: scorer, gate: app.gate) { app.security.commands.take(bucket) }
                        case .binary: reply = .bad(FormRefusal(ScoringMessages.notText))
                        }
                        try await outbound.write(.text(reply.json))
                    }
                }
                group.addTask {
                    for await frame in frames { try await outbound.write(.text(frame.json)) }
                }
                try await group.next()
                group.cancelAll()
            }
        }
    }

    /// One command's reply: decoded, then handled on the session's thread. The phone's tab id
    /// is kept apart from every other scorer's (and the buttons') by the token's id, so two
    /// phones that pick the same id never share answers.
    /// `limit` takes the command from its socket's bucket: nil, or the seconds to wait.
    static func answer(_ bytes: [UInt8], scorer: ScorerPass, gate: SessionGate, limit: () -> Int?) async -> ScorerReply {
        let message: ScorerMessage
        do throws(FormRefusal) {
            message = try ScorerMessage.decode(bytes)
        } catch {
            return .bad(error)
        }
        if let wait = limit() {
            return ScorerReply(client: message.client, number: message.number, outcome: "limited", seq: nil, why: ScoringMessages.limited(seconds: wait))
        }
        let body: SessionCommand.Body = switch message.body {
        case .line(let line): .line(line)
        case .startNext: .startNext
        }
        let command = SessionCommand(body, client: "phone:\(scorer.tokenId):\(message.client)", number: message.number, basedOn: message.basedOn)
        guard let reply = await gate.run({ desk in desk.session.handle(.command(command)) }), let reply else {
            return ScorerReply(client: message.client, number: message.number, outcome: "busy", seq: nil, why: ScoringMessages.busy)
        }
        return ScorerReply(message, reply)
    }

    struct ScorePage {
        var title = "Score"
        var scorer = true
        var csrf: String
        var sport: String?
        var noMatch: Bool { sport == nil }
    }
}
