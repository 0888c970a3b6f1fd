import FoundationEssentials
import FuzzSupport
import MatchEngine

// Writes from a scorer's app over Bluetooth (issue 18), as the board's GATT server receives
// them from anyone in range. The input is several writes joined by 0x1E (a control byte, so
// never inside a value a write may carry). Each decodes to a write or a refusal with a reason;
// a refused write changes nothing; a taken one leaves its value, trimmed, in the state. Then
// the board in every link state: the same twice, small enough for a follower to take, and the
// state survives a round trip with the same board.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFeed(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = fuzzInput(data, count)
    var state = FeedState()
    for part in bytes.split(separator: 0x1E, omittingEmptySubsequences: false).prefix(64) {
        let write: FeedWrite
        switch FeedWrite.decode(part) {
        case .failure(let refusal):
            if refusal.message.isEmpty { finding("a write was refused with no reason") }
            continue
        case .success(let decoded):
            write = decoded
        }
        if part.count > FeedWrite.maxBytes { finding("a write of \(part.count) bytes was accepted") }
        let before = state
        let outcome = state.apply(write)
        switch outcome {
        case .refused(let refusal):
            if state != before { finding("a refused write (\(refusal.message)) changed the state") }
            if refusal.message.isEmpty { finding("a write was refused with no reason") }
        case .applied:
            guard let code = FeedCode(rawValue: write.code), let kept = state[code] else { finding("an applied write kept nothing") }
            if code.refusal(for: kept) != nil { finding("\(write.code) kept a value its own check refuses") }
        case .cleared, .unchanged, .unknownKept:
            break
        }
        if state.unknown.count > FeedState.maxUnknownCodes { finding("more than \(FeedState.maxUnknownCodes) unknown codes kept") }
    }
    guard let since = Timestamp("2026-11-28T14:02:00+01:00") else { finding("the fixed time does not parse") }
    let read: FeedState
    do {
        read = try JSONDecoder().decode(FeedState.self, from: JSONEncoder().encode(state))
    } catch {
        finding("the state does not survive its own encoding: \(error)")
    }
    if read != state { finding("the state changed in a round trip") }
    for link in [FeedLink.live, .waiting(name: "Pavilion"), .disconnected(since: since)] {
        let board = state.scoreboard(link: link)
        if board != state.scoreboard(link: link) { finding("two boards from one state differ") }
        if board != read.scoreboard(link: link) { finding("the board changed with a round trip: \(boardDifference(board, read.scoreboard(link: link)))") }
        guard let json = try? JSONEncoder().encode(board) else { finding("the board does not encode") }
        if json.count > BoardMessage.maxBytes { finding("a feed board of \(json.count) bytes is more than a follower takes") }
        if case .disconnected = link, board.fields.last?.key != "error" { finding("the disconnected board has no warning line") }
    }
    return 0
}
