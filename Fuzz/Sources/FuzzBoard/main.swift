import FoundationEssentials
import FuzzSupport
import MatchEngine

// A board as a follower receives it from a broker (docs/mqtt.md, Bad input): any bytes are
// either a Scoreboard or a refusal that says why, anything over 8 KB is refused before it is
// read, and an accepted board goes through what a follower does with it (the link's notices,
// the hall overview) and survives a round trip unchanged.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBoard(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = fuzzInput(data, count)
    let board: Scoreboard
    do throws(BoardMessage.Refusal) {
        board = try BoardMessage.decode(bytes)
    } catch {
        if error.description.isEmpty { finding("a board was refused with no reason") }
        if bytes.count > BoardMessage.maxBytes, !error.description.contains("over the") {
            finding("an oversized message was refused for another reason: \(error.description)")
        }
        return 0
    }
    if bytes.count > BoardMessage.maxBytes { finding("a message over \(BoardMessage.maxBytes) bytes was accepted") }
    if board.schemaVersion > Scoreboard.currentSchemaVersion { finding("a newer schemaVersion was accepted") }
    guard let again = try? JSONEncoder().encode(board), let back = try? BoardMessage.decode(Array(again)) else {
        finding("an accepted board does not survive its own encoding")
    }
    if back != board { finding("an accepted board changed in a round trip") }
    let since = Timestamp("2026-11-25T14:02:00+01:00")
    if let since {
        let offline = board.withLink(.scorerOffline(since: since))
        if offline.fields.count != board.fields.count + 1 { finding("the offline notice did not add one line") }
        _ = HallBoard.board(venue: "fuzz", courts: [
            HallCourt(name: "1", board: board, link: .linkLost(since: since)), HallCourt(name: "2", board: board),
        ])
    }
    return 0
}
