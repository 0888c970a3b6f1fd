import EventLoop
import Foundation
import Hummingbird
import Logging
import Session
import Store
import Synchronization
@testable import Remote

/// A data directory, the session's thread (a plain thread draining the gate, as the kiosk's
/// loop does) and the router with the records' routes. `scorer` stands in for `ScorerGate`:
/// it marks every request as a paired scorer's, or none.
final class RecordsHarness: Sendable {
    let root: String
    let gate: SessionGate
    let app: RemoteApp
    private let stop = StopFlag()

    /// - Parameter security: the app's tokens and limits (a test of a rate gives one on a clock it moves).
    init(current: String? = nil, security: RemoteSecurity = .inMemory()) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-records-\(UUID().uuidString)").path
        guard let gate = SessionGate() else { throw RemoteError("no eventfd") }
        self.gate = gate
        let web = try WebAssets(directory: Self.webDirectory)
        app = RemoteApp(gate: gate, viewers: ViewerHub(capacity: ViewerHub.defaultViewers), web: web, logger: Logger(label: "test"), security: security)
        let (root, stop) = (root, stop)
        Thread.detachNewThread {
            let store = MatchStore(root: root)
            let session = ScoringSession(store: store)
            if current != nil { _ = try? session.start() }
            let desk = RemoteDesk(session: session, store: store)
            // Drained on every turn, rung or not: the bell only makes it sooner, so a job is
            // never left waiting on a wake-up this thread missed.
            while !stop.value.load(ordering: .acquiring) {
                _ = gate.doorbell.wait(milliseconds: 20)
                _ = gate.doorbell.answer()
                gate.drain(into: desk)
            }
            session.close()
            gate.close()
            try? FileManager.default.removeItem(atPath: root)
        }
    }

    static var webDirectory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("web").path
    }

    static var finishedCricket: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("integration/remote/finished-cricket.jsonl").path
    }

    func application(scorer: Bool) -> some ApplicationProtocol {
        let router = Router(context: RemoteContext.self)
        router.add(middleware: TestScorer(pass: scorer ? ScorerPass(tokenId: "0123abcd", csrf: "c0ffee") : nil))
        MatchRoutes.register(on: router, app: app)
        RosterRoutes.register(on: router, app: app)
        PictureRoutes.register(on: router, app: app)
        return Application(router: router)
    }

    /// Stores the finished match of integration/remote/finished-cricket.jsonl (id club-final)
    /// through the same path as `scoreline add`.
    func storeFinishedMatch() throws {
        let text = try String(contentsOfFile: Self.finishedCricket, encoding: .utf8)
        let lines = text.split(separator: "\n").map { Data($0.utf8) }
        let session = ScoringSession(store: MatchStore(root: root))
        defer { session.close() }
        let id = try session.create(newMatch: lines[0], fallbackId: "x", makeCurrent: false)
        for line in lines.dropFirst() { session.handle(.command(SessionCommand(.line(line)))) }
        try session.finish()
        precondition(id == "club-final")
    }

    func journal(_ id: String) throws -> [String] {
        try String(contentsOfFile: root + "/matches/\(id)/journal.jsonl", encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// Stops the session's thread, which removes the data directory as it goes. Nothing
    /// waits for it here: a test runs on Swift's small cooperative pool (2 threads on 2
    /// cores), and a blocking wait there starves other suites' tasks.
    func close() {
        stop.value.store(true, ordering: .releasing)
    }
}

final class StopFlag: Sendable {
    let value = Atomic<Bool>(false)
}
