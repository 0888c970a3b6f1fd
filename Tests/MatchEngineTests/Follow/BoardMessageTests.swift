import Foundation
import Testing
@testable import MatchEngine

/// A board from a broker is untrusted: capped before decoding, then JSON, a Scoreboard, and a
/// schema this build reads; every refusal says which.
@Suite struct BoardMessageTests {
    static let board = Scoreboard(layout: .badmintonCourt, fields: [BoardField("leftPoints", "11", priority: 1, role: .emphasis)])

    @Test func aBoardComesBackAsItWasSent() throws {
        let bytes = Array(try JSONEncoder().encode(Self.board))
        #expect(try BoardMessage.decode(bytes) == Self.board)
    }

    @Test func theCapIsEightKilobytesExactly() throws {
        // A valid board padded with JSON whitespace to the byte: 8192 passes, 8193 does not.
        let bytes = Array(try JSONEncoder().encode(Self.board))
        let atCap = bytes + Array(repeating: UInt8(ascii: " "), count: 8192 - bytes.count)
        #expect(try BoardMessage.decode(atCap) == Self.board)
        #expect(throws: BoardMessage.Refusal("8193 bytes is over the 8192-byte limit for a board", .tooLarge)) {
            try BoardMessage.decode(atCap + [UInt8(ascii: " ")])
        }
    }

    @Test(arguments: [
        ("", "the message is empty (a retained board was cleared?)", BoardMessage.Refusal.Kind.empty),
        ("{\"schemaVersion\":1,", "not JSON", .notJSON),
        ("\"board\"", "not a board: a board is one JSON object", .notABoard),
        (#"{"schemaVersion":1,"layout":"idle","fields":[{"key":"title"}]}"#, "not a board: JSON that does not decode as a Scoreboard (schemaVersion, layout, fields)", .notABoard),
        (#"{"schemaVersion":0,"layout":"idle","fields":[]}"#, "not a board: schemaVersion 0 is not a version (1 or more)", .notABoard),
        (#"{"schemaVersion":2,"layout":"idle","fields":[]}"#, "made by a newer Scoreline (schemaVersion 2; this one reads up to 1): update this follower", .newerSchema),
        (#"{"schemaVersion":1.5,"layout":"idle","fields":[]}"#, "made by a newer Scoreline (schemaVersion 1.5; this one reads up to 1): update this follower", .newerSchema),
    ])
    func refusalsSayWhy(payload: String, why: String, kind: BoardMessage.Refusal.Kind) {
        #expect(throws: BoardMessage.Refusal(why, kind)) { try BoardMessage.decode(Array(payload.utf8)) }
    }

    @Test func aNewerSchemaIsRefusedEvenWhenItsFieldsWouldNotDecode() {
        // The version is read first: a newer board may have changed what any field means.
        let payload = #"{"schemaVersion":3,"layout":"hologram","panels":[]}"#
        #expect(throws: BoardMessage.Refusal("made by a newer Scoreline (schemaVersion 3; this one reads up to 1): update this follower", .newerSchema)) {
            try BoardMessage.decode(Array(payload.utf8))
        }
    }
}
