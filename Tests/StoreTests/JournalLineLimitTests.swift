import Foundation
import Testing
@testable import Store

/// No journal line is longer than an import reads (64 KiB), so everything stored can be
/// exported and imported again.
@Suite struct JournalLineLimitTests {
    static let newMatch = #"{"type":"newMatch","sport":"cricket","matchId":"m1","teams":[{"name":"Riverside"},{"name":"Hillcrest"}]}"#

    /// An action whose journal line (envelope included) is `length` bytes, its newline not
    /// counted. The envelope `{"v":1,"seq":2,"at":null,"crc":"xxxxxxxx","a":` is 46 bytes and
    /// the closing `}` one more; the action's own text around the name is 42 bytes.
    static func action(lineLength length: Int) -> [UInt8] {
        let name = String(repeating: "x", count: length - 46 - 1 - 42)
        return Array(#"{"type":"renamePlayer","from":"A","to":"\#(name)"}"#.utf8)
    }

    @Test func aLineOverTheLimitIsRefusedAndNothingIsWritten() throws {
        let store = MatchStore(root: try JournalFormatTests.temporaryDirectory() + "/data")
        defer { try? FileManager.default.removeItem(atPath: store.root) }
        let journal = try store.create(matchId: "m1", sport: "cricket", title: "T", newMatch: Array(Self.newMatch.utf8), makeCurrent: false)
        defer { journal.close() }
        let before = try Data(contentsOf: URL(fileURLWithPath: store.journalPath(of: "m1")))

        var refusal: StoreError?
        do { try journal.append(Self.action(lineLength: 65_537), at: nil) } catch { refusal = error }
        #expect(refusal?.description.contains("65536") == true, "said: \(refusal.map(\.description) ?? "nothing")")
        #expect(try Data(contentsOf: URL(fileURLWithPath: store.journalPath(of: "m1"))) == before)
        // The longest line allowed is written, and is the next record.
        #expect(try journal.append(Self.action(lineLength: 65_536), at: nil) == 2)
        let lines = try String(contentsOfFile: store.journalPath(of: "m1"), encoding: .utf8).split(separator: "\n")
        #expect(lines.last?.utf8.count == 65_536)
    }
}
