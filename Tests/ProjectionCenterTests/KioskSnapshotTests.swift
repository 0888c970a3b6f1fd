import Foundation
import Testing
import MatchEngine
@testable import ProjectionCenter
@testable import Store

/// The snapshot due at every hundredth action is written after that action's frame, not before.
@Suite struct KioskSnapshotTests {
    /// The seq in the snapshot file's header line (`{"v":1,"seq":N,…}`), 0 when there is none.
    static func snapshotSeq(_ path: String?) -> Int {
        guard let path, let text = try? String(contentsOfFile: path, encoding: .utf8),
            let range = text.range(of: #""seq":"#)
        else { return 0 }
        return Int(text[range.upperBound...].prefix { $0.isNumber }) ?? 0
    }

    /// Notes which snapshot was on disk while each frame was presented.
    final class Watching: BoardPresenter {
        var snapshotSeqAtFrame: [Int] = []
        let path: () -> String?
        init(path: @escaping () -> String?) { self.path = path }
        func present(_ board: Scoreboard, seq: Int?) throws {
            snapshotSeqAtFrame.append(KioskSnapshotTests.snapshotSeq(path()))
        }
    }

    @Test func theSnapshotIsWrittenOnceTheFrameIsShown() throws {
        let root = KioskTests.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root)
        var kiosk: Kiosk?
        let presenter = Watching { kiosk?.recorder.map { store.snapshotPath(of: $0.matchId) } }
        kiosk = Kiosk(store: store, presenter: presenter)
        var generator = SyntheticCricket(oversPerInnings: 20)
        let lines = generator.lines(actions: 120)
        _ = try kiosk?.start(preset: Data(lines[0].utf8))
        // seq 1 is the newMatch; the 99th line after it is seq 100, the first snapshot.
        for line in lines[1...99] {
            kiosk?.handle(Data(line.utf8))
            kiosk?.present()
        }
        #expect(kiosk?.recorder?.lastSeq == 100)
        #expect((presenter.snapshotSeqAtFrame.last ?? 100) < 100)
        let path = try #require(kiosk?.recorder.map { store.snapshotPath(of: $0.matchId) })
        #expect(Self.snapshotSeq(path) == 100)
    }
}
