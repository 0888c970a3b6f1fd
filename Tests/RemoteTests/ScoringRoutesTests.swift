import Foundation
import Hummingbird
import HummingbirdTesting
import MatchEngine
import RemoteProtocol
import Session
import Store
import Synchronization
import Testing
@testable import Remote

/// A session with its own thread draining the gate, as the kiosk's loop does: the routes and
/// the scorer's channel reach it only through the gate.
final class GateThread: @unchecked Sendable {
    let gate: SessionGate
    let store: MatchStore
    let root: String
    private let desk: RemoteDesk
    private let stop = Mutex(false)
    private let done = DispatchSemaphore(value: 0)

    init() throws {
        guard let gate = SessionGate() else { throw RemoteError("no eventfd") }
        self.gate = gate
        root = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-scoring-\(UUID().uuidString)").path
        store = MatchStore(root: root)
        desk = RemoteDesk(session: ScoringSession(store: store), store: store)
        try desk.session.start()
        let thread = Thread { [self] in
            while !stop.withLock({ $0 }) {
                if gate.doorbell.wait(milliseconds: 20) {
                    gate.doorbell.answer()
                    gate.drain(into: desk)
                }
            }
            desk.session.close()
            done.signal()
        }
        thread.start()
    }

    func finish() {
        stop.withLock { $0 = true }
        done.wait()
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The match in play's journal records after the newMatch line, as the store holds them.
    func records() async -> [String] {
        await gate.run { desk in
            guard let id = desk.session.current?.matchId,
                let text = try? String(contentsOfFile: "\(desk.store.root)/matches/\(id)/journal.jsonl", encoding: .utf8)
            else { return [] }
            return text.split(separator: "\n").dropFirst().map(String.init)
        } ?? []
    }
}

/// Every request is this scorer (or, with nil, a viewer): the route tests stand in for
/// `ScorerGate`, whose own tests check tokens, CSRF and Origin.
struct TestScorer: RouterMiddleware {
    typealias Context = RemoteContext
    let pass: ScorerPass?
    func handle(_ request: Request, context: RemoteContext, next: (Request, RemoteContext) async throws -> Response) async throws -> Response {
        var context = context
        context.scorer = pass
        return try await next(request, context)
    }
}

@Suite(.serialized) struct ScoringRoutesTests {
    static let web = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("web").path
    static let pass = ScorerPass(tokenId: "0a1b2c3d", csrf: "c")

    func app(_ session: GateThread, scorer: ScorerPass?) throws -> some ApplicationProtocol {
        let remote = RemoteApp(gate: session.gate, viewers: ViewerHub(capacity: ViewerHub.defaultViewers), web: try WebAssets(directory: Self.web), logger: .init(label: "test"))
        let router = Router(context: RemoteContext.self)
        router.add(middleware: TestScorer(pass: scorer))
        SetupRoutes.register(on: router, app: remote)
        ScoringRoutes.register(on: router, app: remote)
        return Application(router: router)
    }

    static let t20 = #"{"sport":"cricket","start":"now","teams":[{"name":"Riverside","players":["Asha","Bilal","Chen"]},{"name":"Hillcrest","players":["Hana","Ivo"]}]}"#

    @Test func aViewerIsSentToPairing() async throws {
        let session = try GateThread()
        defer { session.finish() }
        try await app(session, scorer: nil).test(.router) { client in
            for page in ["/score", "/setup"] {
                try await client.execute(uri: page, method: .get) { response in
                    #expect(response.status == .seeOther)
                    #expect(response.headers[.location] == "/pair")
                }
            }
            // The route's own guard, behind the scorer gate: nothing is stored for a viewer.
            try await client.execute(uri: "/setup", method: .post, body: ByteBuffer(string: Self.t20)) { response in
                #expect(response.status == .unauthorized)
            }
        }
        #expect(try session.store.queue().isEmpty)
    }

    @Test func setUpNowThenRefusedWhileInPlayThenQueued() async throws {
        let session = try GateThread()
        defer { session.finish() }
        try await app(session, scorer: Self.pass).test(.router) { client in
            try await client.execute(uri: "/setup", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("Set up a match"))
            }
            try await client.execute(uri: "/setup", method: .post, body: ByteBuffer(string: #"{"sport":"cricket","teams":[{"name":"A"},{"name":"A"}]}"#)) { response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body) == #"{"error":"The two teams need different names.","field":"teams.1.name"}"#)
            }
            try await client.execute(uri: "/setup", method: .post, body: ByteBuffer(string: Self.t20)) { response in
                #expect(response.status == .created)
                #expect(String(buffer: response.body).contains("\"started\""))
            }
            try await client.execute(uri: "/setup", method: .post, body: ByteBuffer(string: Self.t20)) { response in
                #expect(response.status == .conflict)
                #expect(String(buffer: response.body).contains("A match is in play (Riverside v Hillcrest)"))
                #expect(String(buffer: response.body).contains(#""offer":"queue""#))
            }
            let queued = Self.t20.replacingOccurrences(of: #""start":"now""#, with: #""start":"queue""#)
            try await client.execute(uri: "/setup", method: .post, body: ByteBuffer(string: queued)) { response in
                #expect(response.status == .created)
                #expect(String(buffer: response.body) == #"{"queued":"1"}"#)
            }
            try await client.execute(uri: "/score", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("cricket-pad"))
            }
        }
        #expect(try session.store.queue().count == 1)
        // The refused set-ups stored nothing: one match, the one started.
        #expect(await session.records().isEmpty)
    }

    /// A match that is over is archived and the new one starts at once.
    @Test func startNowAfterAFinishedMatch() async throws {
        let session = try GateThread()
        defer { session.finish() }
        // One game to 2 (won by 2): two rallies to Ana finish the match.
        let oneRally = #"{"sport":"badminton","format":"custom","pointsToWin":2,"games":1,"sides":[{"name":"Ana"},{"name":"Bea"}]}"#
        try await app(session, scorer: Self.pass).test(.router) { client in
            try await client.execute(uri: "/setup", method: .post, body: ByteBuffer(string: oneRally)) { #expect($0.status == .created) }
            for n in 1...2 {
                let point = await send(#"{"type":"command","client":"t","number":\#(n),"action":{"type":"point","side":"A"}}"#, session)
                #expect(point.outcome == "recorded")
            }
            try await client.execute(uri: "/setup", method: .post, body: ByteBuffer(string: Self.t20)) { response in
                #expect(response.status == .created)
            }
        }
        let sport = await session.gate.run { desk in desk.session.sport }
        #expect(sport == "cricket")
        #expect(try session.store.storedIds().count == 2)
    }

    func send(_ text: String, _ session: GateThread, pass: ScorerPass = Self.pass, limiter: WriteLimiter? = nil) async -> ScorerReply {
        await ScoringRoutes.answer(Array(text.utf8), scorer: pass, gate: session.gate) { limiter?.take("socket") }
    }

    /// A socket's bucket (RemoteSecurity.commands: 600 at once, then 20 a second): past it a
    /// command is answered `limited`, never reaches the session, and the wait is named.
    @Test func aSocketPouringCommandsIsHeldToTheRate() async throws {
        let session = try GateThread()
        defer { session.finish() }
        try await app(session, scorer: Self.pass).test(.router) { client in
            try await client.execute(uri: "/setup", method: .post, body: ByteBuffer(string: Self.t20)) { #expect($0.status == .created) }
        }
        let clock = ManualSeconds()
        let limiter = WriteLimiter(rate: 20, burst: 2, clock: clock)
        let openers = #"{"type":"command","client":"tab1","number":1,"action":{"type":"openers","striker":"Asha","nonStriker":"Bilal"}}"#
        let bowler = #"{"type":"command","client":"tab1","number":2,"action":{"type":"bowler","name":"Hana"}}"#
        let ball = #"{"type":"command","client":"tab1","number":3,"action":{"type":"delivery","bat":4}}"#
        #expect(await send(openers, session, limiter: limiter).outcome == "recorded")
        #expect(await send(bowler, session, limiter: limiter).outcome == "recorded")
        let held = await send(ball, session, limiter: limiter)
        #expect(held.outcome == "limited" && held.seq == nil && held.number == 3)
        #expect(held.why.contains("wait 1 s"))
        #expect(!(await session.records()).contains { $0.contains("\"delivery\"") })
        clock.advance(0.1)  // a tenth of a second: two more commands at 20 a second
        #expect(await send(ball, session, limiter: limiter).outcome == "recorded")
        #expect((await session.records()).filter { $0.contains("\"delivery\"") }.count == 1)
    }

    /// Openers (seq 2), a resend of them (the first answer again, applied once), a command
    /// against the old seq (stale), a bad message (its field named).
    @Test func theScorersChannelAnswersOnceAppliesOnceAndRefusesStale() async throws {
        let session = try GateThread()
        defer { session.finish() }
        try await app(session, scorer: Self.pass).test(.router) { client in
            try await client.execute(uri: "/setup", method: .post, body: ByteBuffer(string: Self.t20)) { #expect($0.status == .created) }
        }
        let openers = #"{"type":"command","client":"tab1","number":1,"basedOn":1,"action":{"type":"openers","striker":"Asha","nonStriker":"Bilal"}}"#
        let first = await send(openers, session)
        #expect(first.outcome == "recorded" && first.seq == 2 && !first.repeated)
        let again = await send(openers, session)
        #expect(again.outcome == "recorded" && again.seq == 2 && again.repeated)
        // Another phone choosing the same tab id is another client.
        let otherPhone = await send(openers, session, pass: ScorerPass(tokenId: "ffff0000", csrf: "d"))
        #expect(otherPhone.outcome == "stale" && otherPhone.seq == 2 && !otherPhone.repeated)
        let stale = await send(#"{"type":"command","client":"tab2","number":1,"basedOn":1,"action":{"type":"bowler","name":"Hana"}}"#, session)
        #expect(stale.outcome == "stale" && stale.seq == 2)
        // A ball before the bowler is named: the engine refuses it and says why.
        let refused = await send(#"{"type":"command","client":"tab1","number":2,"basedOn":2,"action":{"type":"delivery","bat":1}}"#, session)
        #expect(refused.outcome == "refused" && refused.seq == 2 && !refused.why.isEmpty)
        let bad = await send(#"{"type":"command","client":"tab1","number":"3","action":{"type":"undo"}}"#, session)
        #expect(bad.outcome == "bad" && bad.field == "number")
        #expect(bad.json.contains(#""client":null"#))
        let records = await session.records()
        #expect(records.filter { $0.contains("\"openers\"") }.count == 1)
        #expect(!records.contains { $0.contains("Hana") })
    }

    @Test func theStateMessageCarriesTheBoardAndThePad() throws {
        let pad = ScoringPad.noMatch
        let frame = ScorerFrame(seq: nil, board: IdleBoard.build(venue: "Oval", next: nil), pad: pad)
        let object = try JSONDecoder().decode(JSONValue.self, from: Data(frame.json.utf8))
        #expect(object["type"] == .string("state"))
        #expect(object["seq"] == .null)
        #expect(object["pad"]?["title"] == .string("No match in play"))
        #expect(object["board"]?["layout"] == .string("idle"))
    }
}
