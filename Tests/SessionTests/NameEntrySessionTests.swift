import Foundation
import MatchEngine
import Session
import Store
import Testing

/// Names through the kiosk's own paths (ADR 046): a journal an older build wrote with an
/// override, ESC and NUL in names resumes and shows them clean; a typed line with ESC is
/// refused with the sentence; a rename with U+202E is written to the journal clean.
@Suite struct NameEntrySessionTests {
    /// An older build's journal: Riverside's name holds U+202E, the openers NUL and U+2066,
    /// the bowler ESC and U+202E. Ahmed has bowled 1 and 2: 0.2-0-3-0.
    static let newMatch = #"{"type":"newMatch","sport":"cricket","matchId":"old","teams":[{"name":"River\u202eside","short":"RIV"},{"name":"Hillcrest","short":"HIL"}],"rules":{"oversPerInnings":20}}"#
    static let lines = [
        #"{"type":"openers","striker":"As\u0000ha","nonStriker":"Bi\u2066lal"}"#,
        #"{"type":"bowler","name":"Ahmed\u202e Khan\u001b[2J"}"#,
        #"{"type":"delivery","bat":1}"#, #"{"type":"delivery","bat":2}"#,
    ]

    static func oldJournal(_ root: String) throws -> MatchStore {
        let store = MatchStore(root: root)
        let journal = try store.create(matchId: "old", sport: "cricket", title: "old build", newMatch: Array(newMatch.utf8))
        for line in lines { _ = try journal.append(Array(line.utf8), at: nil) }
        journal.close()
        return store
    }

    @Test func anOlderJournalResumesWithCleanNames() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = ScoringSession(store: try Self.oldJournal(root), clock: ManualClock())
        let frames = Frames(session)
        #expect(try session.start() == .resumed(matchId: "old", seq: 5))
        let board = try #require(frames.last)
        #expect(board["bowler"]?.text == "Ahmed Khan[2J 0.2-0-3-0")
        for field in board.fields {
            #expect(!field.text.unicodeScalars.contains { [.control, .format].contains($0.properties.generalCategory) }, "\(field.key)")
        }
    }

    @Test func aTypedLineWithEscapeIsRefusedAndARenameIsWrittenClean() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = try Self.oldJournal(root)
        let session = ScoringSession(store: store, clock: ManualClock())
        try session.start()
        let refused = session.send(Fixture.line(#"{"type":"renamePlayer","from":"Ahmed Khan[2J","to":"Ahmed\u001b[31m"}"#))
        #expect(refused.outcome == .refused(
            action: .cricket(.renamePlayer(from: "Ahmed Khan[2J", to: "Ahmed\u{1B}[31m")),
            why: #"In "renamePlayer", "to" holds a control character (U+001B), which no board can show: use letters, figures, spaces and punctuation."#))
        #expect(session.send(Fixture.line(#"{"type":"renamePlayer","from":"Ahmed Khan[2J","to":"Ahmed \u202eKhan"}"#)).acknowledged)
        let written = try store.read("old").records.last.map { String(decoding: $0.payload, as: UTF8.self) }
        #expect(written?.hasPrefix(#"{"type":"renamePlayer","from":"Ahmed Khan[2J","to":"Ahmed Khan","#) == true)
    }
}
