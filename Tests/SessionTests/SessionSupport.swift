import Foundation
import MatchEngine
import Session
import Store

/// A wall clock a test sets: the session stamps every action from it and builds each board
/// with its time, so a test says exactly what time it is.
final class ManualClock: WallClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ text: String = "2026-11-25T14:00:00Z") {
        current = ISO8601DateFormatter().date(from: text) ?? Date(timeIntervalSince1970: 0)
    }

    func now() -> Date { lock.withLock { current } }

    func advance(seconds: Double) {
        lock.withLock { current = current.addingTimeInterval(seconds) }
    }
}

/// Boards as the displays would get them.
final class Frames {
    private(set) var shown: [ScoringSession.Publication] = []
    init(_ session: ScoringSession) {
        session.subscribe { [weak self] in self?.shown.append($0) }
    }
    var last: Scoreboard? { shown.last?.board }
}

enum Fixture {
    static func root() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-session-\(UUID().uuidString)").path
    }

    static let cricket = Data(#"{"type":"newMatch","sport":"cricket","teams":[{"name":"Riverside","short":"RIV"},{"name":"Hillcrest","short":"HIL"}],"rules":{"oversPerInnings":20}}"#.utf8)
    static let oneOver = Data(#"{"type":"newMatch","sport":"cricket","matchId":"short","teams":[{"name":"Riverside"},{"name":"Hillcrest"}],"rules":{"oversPerInnings":1}}"#.utf8)
    static let badminton = Data(#"{"type":"newMatch","sport":"badminton","matchId":"court1","format":"bwf21","sides":[{"name":"Ana"},{"name":"Bea"}],"firstServer":{"side":"A"}}"#.utf8)

    static func press(_ key: String, _ kind: BoxPressKind = .press, client: String? = "buttons") -> SessionCommand {
        SessionCommand(.press(BoxPress(BoxKey(rawValue: key), kind)), client: client)
    }

    static func line(_ text: String) -> SessionCommand {
        SessionCommand(.line(Data(text.utf8)))
    }
}

extension ScoringSession {
    /// A command's reply (every command has one).
    func send(_ command: SessionCommand) -> SessionReply {
        handle(.command(command)) ?? SessionReply(outcome: .noMatch, seq: nil)
    }
}
