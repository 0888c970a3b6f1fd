@testable import MatchEngine

/// Writes as the scorer's app sends them: each string is one GATT write's bytes.
enum FeedWrites {
    /// The outcome of each write, decoded from its UTF-8 bytes and applied in order.
    @discardableResult
    static func apply(_ writes: [String], to state: inout FeedState) -> [FeedOutcome] {
        writes.map { write in
            switch FeedWrite.decode(Array(write.utf8)) {
            case .success(let decoded): state.apply(decoded)
            case .failure(let refusal): .refused(refusal)
            }
        }
    }

    static func state(_ writes: [String]) -> FeedState {
        var state = FeedState()
        apply(writes, to: &state)
        return state
    }

    /// The refusal `bytes` get, decoded or applied; `nil` when taken.
    static func refusal(_ bytes: [UInt8], into state: FeedState = FeedState()) -> FeedRefusal? {
        var state = state
        switch FeedWrite.decode(bytes) {
        case .failure(let refusal): return refusal
        case .success(let write):
            if case .refused(let refusal) = state.apply(write) { return refusal }
            return nil
        }
    }

    static func refusal(_ write: String) -> FeedRefusal? { refusal(Array(write.utf8)) }
}
