import Synchronization

/// The newest state for every open scoring socket, as `ViewerHub` does for live views: the
/// session's thread posts each frame, each socket waits on a stream that keeps only the newest,
/// so a phone on a slow link skips states instead of queueing them.
public final class ScorerHub: Sendable {
    /// Open scoring sockets past this are refused: a ground has a scorer or two, a few tabs each.
    public let maxScorers: Int

    private struct State: ~Copyable {
        var newest: ScorerFrame?
        var scorers: [Int: AsyncStream<ScorerFrame>.Continuation] = [:]
        var nextId = 0
    }

    private let state = Mutex(State())

    public init(maxScorers: Int = 32) {
        self.maxScorers = maxScorers
    }

    public func publish(_ frame: ScorerFrame) {
        let scorers = state.withLock { state in
            state.newest = frame
            return Array(state.scorers.values)
        }
        for scorer in scorers { scorer.yield(frame) }
    }

    public var newest: ScorerFrame? { state.withLock { $0.newest } }

    public var scorerCount: Int { state.withLock { $0.scorers.count } }

    /// A stream of states for one socket, starting with the newest; nil when full.
    public func join() -> (id: Int, frames: AsyncStream<ScorerFrame>)? {
        let (stream, continuation) = AsyncStream<ScorerFrame>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let joined = state.withLock { state -> Int? in
            guard state.scorers.count < maxScorers else { return nil }
            let id = state.nextId
            state.nextId += 1
            state.scorers[id] = continuation
            if let newest = state.newest { continuation.yield(newest) }
            return id
        }
        guard let joined else {
            continuation.finish()
            return nil
        }
        return (joined, stream)
    }

    public func leave(_ id: Int) {
        let scorer = state.withLock { $0.scorers.removeValue(forKey: id) }
        scorer?.finish()
    }

    public func close() {
        let scorers = state.withLock { state in
            defer { state.scorers.removeAll() }
            return Array(state.scorers.values)
        }
        for scorer in scorers { scorer.finish() }
    }
}
