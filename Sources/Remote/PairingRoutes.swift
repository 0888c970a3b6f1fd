import FoundationEssentials
import Hummingbird
import RemoteProtocol

/// Pairing a phone (docs/remote.md, ADR 027): `GET /pair` is the page, `POST /pair/start`
/// puts a code on the big screen, `POST /pair` trades the right code for a scorer token in an
/// HttpOnly, SameSite=Strict cookie. `ScorerGate` has checked the Origin already.
enum PairingRoutes {
    static func register(on router: Router<RemoteContext>, app: RemoteApp) {
        router.get("/pair") { _, context in
            app.web.page("pair", PairPage(scorer: context.scorer != nil, csrf: context.scorer?.csrf,
                                          tokenId: context.scorer?.tokenId))
        }
        router.post("/pair/start") { request, context in
            if let refusal = jsonTypeRefusal(request) { return refusal }
            let body = try await request.body.collect(upTo: RemoteLimits.maxBody)
            if let refusal = PairRequest.decodeStart(Array(buffer: body)) { return reply(refusal) }
            return await start(app, client: context.peer)
        }
        router.post("/pair") { request, context in
            if let refusal = jsonTypeRefusal(request) { return refusal }
            let body = try await request.body.collect(upTo: RemoteLimits.maxBody)
            switch PairRequest.decode(Array(buffer: body)) {
            case .failure(let refusal): return reply(refusal)
            case .success(let pair): return await pairPhone(pair, app: app, client: context.peer)
            }
        }
    }

    /// The desk, with any lockout lifted that `scoreline remote unlock` asked for since.
    static func desk<T: Sendable>(_ app: RemoteApp, _ body: (inout PairingDesk) -> T) -> T {
        let stamp = app.security.tokens.pairingUnlockStamp()
        return app.security.pairing.withLock { pairing in
            pairing.unlock(stamp: stamp)
            return body(&pairing)
        }
    }

    static func start(_ app: RemoteApp, client: String = "") async -> Response {
        let security = app.security
        switch desk(app, { $0.start(client: client) }) {
        case .shown(let code, let seconds):
            let shown = await app.gate.run { desk in
                desk.showPairingCode?(code, seconds)
                return true
            }
            guard shown != nil else {
                security.pairing.withLock { $0.withdraw(code) }
                return JSONReply.refusal(.serviceUnavailable, RemoteMessages.busy)
            }
            app.logger.notice("\(GateMessages.codeLogged(code, seconds: seconds))")
            return JSONReply.encoded(Started(expiresIn: seconds), status: .accepted)
        case .alreadyLive(let seconds):
            return JSONReply.encoded(Started(expiresIn: seconds), status: .accepted)
        case .tooSoon(let wait):
            return JSONReply.refusal(.tooManyRequests, GateMessages.tooSoon(wait), headers: [.retryAfter: String(wait)])
        case .locked(let wait):
            return JSONReply.refusal(.tooManyRequests, GateMessages.locked(wait), headers: [.retryAfter: String(wait)])
        case .lockedForAll(let wait):
            return JSONReply.refusal(.tooManyRequests, GateMessages.lockedForAll(wait), headers: [.retryAfter: String(wait)])
        }
    }

    static func pairPhone(_ pair: PairRequest, app: RemoteApp, client: String = "") async -> Response {
        let security = app.security
        switch desk(app, { $0.attempt(pair.code, client: client) }) {
        case .accepted:
            // The code is spent: it leaves the screen whether or not the token is saved.
            _ = await app.gate.run { desk in desk.showPairingCode?(nil, 0) }
            let issued: (token: String, entry: TokenEntry)
            do {
                issued = try security.tokens.issue(label: pair.label)
            } catch {
                app.logger.error("\(error.description)")
                return JSONReply.refusal(.serviceUnavailable, GateMessages.cannotIssue)
            }
            app.logger.notice("\(GateMessages.paired(issued.entry.id, label: issued.entry.label))")
            // The idle board stops inviting: told here, where the pairing happens, so nothing
            // reads the token file on a timer to find out (ADR 050).
            _ = await app.gate.run { desk in desk.session.phonePaired = true }
            var response = JSONReply.encoded(Paired(tokenId: issued.entry.id, csrf: TokenBook.csrf(forToken: issued.token)))
            response.setCookie(Cookie(name: TokenBook.cookieName, value: issued.token, maxAge: security.tokens.lifetimeDays * 86_400,
                                      path: "/", httpOnly: true, sameSite: .strict))
            return response
        case .wrong:
            return JSONReply.refusal(.forbidden, GateMessages.wrongCode, field: "code")
        case .noCode:
            return JSONReply.refusal(.conflict, GateMessages.noCode, field: "code")
        case .locked(let wait, let justLocked):
            if justLocked {
                let rules = security.pairing.withLock { $0.rules }
                app.logger.warning("\(GateMessages.lockedLog(rules.allowedFailures + 1, window: Int(rules.failureWindow), lockout: Int(rules.lockout), client: client))")
            }
            return JSONReply.refusal(.tooManyRequests, GateMessages.locked(wait), headers: [.retryAfter: String(wait)])
        case .lockedForAll(let wait, let justLocked):
            if justLocked {
                let rules = security.pairing.withLock { $0.rules }
                app.logger.warning("\(GateMessages.lockedForAllLog(rules.allowedFailuresAll + 1, window: Int(rules.failureWindow), lockout: Int(rules.lockout)))")
                _ = await app.gate.run { desk in desk.showPairingCode?(nil, 0) }
            }
            return JSONReply.refusal(.tooManyRequests, GateMessages.lockedForAll(wait), headers: [.retryAfter: String(wait)])
        }
    }

    /// Pairing takes JSON only: a form posted from another site cannot be JSON without the
    /// browser asking first (CORS), which this server never allows.
    static func jsonTypeRefusal(_ request: Request) -> Response? {
        let type = request.headers[.contentType]?.lowercased() ?? ""
        let media = type.split(separator: ";").first.map { String($0).trimmingSpaces } ?? ""
        return media == "application/json" ? nil : JSONReply.refusal(.unsupportedMediaType, GateMessages.notJSONType)
    }

    static func reply(_ refusal: PairRefusal) -> Response {
        JSONReply.refusal(HTTPResponse.Status(code: refusal.status), refusal.error, field: refusal.field)
    }

    struct Started: Encodable { var expiresIn: Int }
    struct Paired: Encodable {
        var tokenId: String
        var csrf: String
    }

    struct PairPage {
        var title = "Pair this phone"
        var scorer: Bool
        var csrf: String?
        var tokenId: String?
        var codeLength = PairRequest.codeLength
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
