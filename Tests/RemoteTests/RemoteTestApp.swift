import Foundation
import Hummingbird
import Logging
import Session
import Store
import Synchronization
@testable import Remote

/// A web app for router tests: the real routes and `ScorerGate`, a dummy write route that
/// counts what reaches it, and a thread standing in for the session's loop that drains the
/// gate (recording the pairing codes the big screen was asked to show).
final class RemoteTestApp: Sendable {
    let app: RemoteApp
    let clock = ManualSeconds()
    let writes = Locked<[String]>([])
    let shown = Locked<[String?]>([])
    private let running = Locked(true)
    let directory = temporaryDirectory()

    init(codes: [String] = ["246810", "135791"], maxSockets: Int = 2, captivePortalAddress: String? = CaptivePortalRoutes.hotspotAddress) throws {
        let gate = try SessionGateOrThrow.make()
        let web = try WebAssets(directory: RemoteTestApp.webDirectory)
        let store = MatchStore(root: directory)
        let queue = CodeQueue(codes)
        let security = RemoteSecurity(
            tokens: TokenBook(path: TokenBook.path(dataDirectory: directory)),
            pairing: PairingDesk(clock: clock, codes: { queue.next() }),
            sockets: ScorerSockets(maxPerToken: maxSockets), clock: clock)
        app = RemoteApp(gate: gate, viewers: ViewerHub(capacity: ViewerHub.defaultViewers), web: web, logger: Logger(label: "test"), security: security,
                        captivePortalAddress: captivePortalAddress)
        let desk = UncheckedDesk(RemoteDesk(session: ScoringSession(store: store), store: store))
        let shown = self.shown
        desk.value.showPairingCode = { code, _ in shown.withLock { $0.append(code) } }
        let running = self.running
        let drained = Thread {
            while running.withLock({ $0 }) {
                if gate.doorbell.wait(milliseconds: 50) {
                    gate.doorbell.answer()
                    gate.drain(into: desk.value)
                }
            }
        }
        drained.start()
    }

    func stop() {
        running.withLock { $0 = false }
        app.gate.close()
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// The routes, plus `POST /test/write` (a write standing for every area's).
    func router() -> Router<RemoteContext> {
        let router = RemoteRoutes.router(app)
        let writes = self.writes
        router.post("/test/write") { request, context -> String in
            let body = try await request.body.collect(upTo: .max)
            writes.withLock { $0.append("\(context.scorer?.tokenId ?? "nobody"):\(body.readableBytes)") }
            return "written"
        }
        return router
    }

    static var webDirectory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("web").path
    }
}

/// The session's objects are used on the drain thread only, as on the kiosk's loop.
final class UncheckedDesk: @unchecked Sendable {
    let value: RemoteDesk
    init(_ value: RemoteDesk) { self.value = value }
}

enum SessionGateOrThrow {
    struct NoEventFD: Error {}
    static func make() throws -> SessionGate {
        guard let gate = SessionGate() else { throw NoEventFD() }
        return gate
    }
}

/// A value shared between a test and the threads it starts.
final class Locked<Value: Sendable>: Sendable {
    private let value: Mutex<Value>
    init(_ value: Value) { self.value = Mutex(value) }
    func withLock<T>(_ body: (inout Value) -> T) -> T { value.withLock { body(&$0) } }
}
