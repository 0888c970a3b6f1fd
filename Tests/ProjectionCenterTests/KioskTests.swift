import Foundation
import Testing
@testable import MatchEngine
@testable import ProjectionCenter
@testable import Store

/// The kiosk's match life on a real data directory, with a presenter that keeps the boards.
@Suite struct KioskTests {
    final class Boards: BoardPresenter {
        var shown: [Scoreboard] = []
        func present(_ board: Scoreboard, seq: Int?) throws { shown.append(board) }
    }

    static func root() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-kiosk-\(UUID().uuidString)").path
    }

    static let preset = Data(#"{"type":"newMatch","sport":"cricket","teams":[{"name":"Riverside","short":"RIV"},{"name":"Hillcrest","short":"HIL"}],"rules":{"oversPerInnings":20}}"#.utf8)
    static let over = [
        #"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#, #"{"type":"bowler","name":"Kofi"}"#,
        #"{"type":"delivery","bat":4}"#, #"{"type":"delivery","bat":1}"#,
    ]

    @Test func aMatchStartsFromThePresetAndEveryAcknowledgedActionIsShown() throws {
        let root = Self.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let boards = Boards()
        let kiosk = Kiosk(store: MatchStore(root: root), presenter: boards)
        guard case .started(let id) = try kiosk.start(preset: Self.preset) else {
            Issue.record("no match started")
            return
        }
        kiosk.present()
        for line in Self.over {
            #expect({ if case .acknowledged = kiosk.handle(Data(line.utf8)) { true } else { false } }())
            kiosk.present()
        }
        // A refused action changes nothing on the screen.
        #expect({ if case .refused = kiosk.handle(Data(#"{"type":"delivery","bat":-1}"#.utf8)) { true } else { false } }())
        kiosk.present()
        #expect(boards.shown.count == 5)
        #expect(boards.shown.last?["score"]?.text == "5/0")
        #expect(MatchStore(root: root).currentMatchId() == id)
    }

    @Test func afterAPowerCutTheSameBoardComesBack() throws {
        let root = Self.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let first = Boards()
        // The first process scores, then dies (its journal and lock go with it).
        try {
            let before = Kiosk(store: MatchStore(root: root), presenter: first)
            _ = try before.start(preset: Self.preset)
            for line in Self.over { before.handle(Data(line.utf8)) }
            before.present()
        }()

        // A new process on the same data directory: no preset needed, nothing lost.
        let second = Boards()
        let after = Kiosk(store: MatchStore(root: root), presenter: second)
        guard case .resumed(_, let seq) = try after.start(preset: nil) else {
            Issue.record("the match was not resumed")
            return
        }
        #expect(seq == 1 + Self.over.count)
        after.present()
        #expect(second.shown.last == first.shown.last)
    }

    @Test func aQueuedMatchComesBeforeThePresetAndTheNextOneArchivesTheLast() throws {
        let root = Self.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root)
        _ = try store.enqueue(Array(#"{"type":"newMatch","sport":"badminton","matchId":"final","format":"bwf21","sides":[{"name":"Ana"},{"name":"Bea"}]}"#.utf8))
        let kiosk = Kiosk(store: store, presenter: Boards())
        #expect(try kiosk.start(preset: Self.preset) == .started(matchId: "final"))
        #expect(try store.queue().isEmpty)
        #expect(kiosk.board().layout == .badmintonCourt)
        guard case .started(let next) = try kiosk.startNext(preset: Self.preset) else {
            Issue.record("the next match did not start")
            return
        }
        #expect(try store.meta(of: "final").status == .finished)
        #expect(store.currentMatchId() == next)
        #expect(kiosk.board().layout == .cricketBreak)
    }

    @Test func anInputProblemIsOnTheErrorLineUntilCleared() throws {
        let root = Self.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let kiosk = Kiosk(store: MatchStore(root: root), presenter: Boards())
        _ = try kiosk.start(preset: Self.preset)
        kiosk.inputProblem = "Keypad \"USB Keypad\" was unplugged; its buttons do nothing until it is back."
        #expect(kiosk.board()["error"]?.text == kiosk.inputProblem)
        #expect(kiosk.board()["error"]?.role == .warning)
        #expect(kiosk.board()["error"]?.priority == 1)
        kiosk.inputProblem = nil
        #expect(kiosk.board()["error"] == nil)
    }

    @Test func withNothingToPlayTheIdleBoardNamesTheVenue() throws {
        let root = Self.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let kiosk = Kiosk(store: MatchStore(root: root), presenter: Boards())
        kiosk.venue = "Riverside Oval"
        #expect(try kiosk.start(preset: nil) == .idle)
        #expect(kiosk.board().layout == .idle)
        #expect(kiosk.board()["venue"]?.text == "Riverside Oval")
    }
}
