import Synchronization

/// The newest frame for every open socket of one kind: live views (`ViewerHub`, boards) or
/// scoring pads (`ScorerHub`, board and pad). The session's thread posts each new frame; each
/// socket waits on its own stream that keeps only the newest, so a phone on a slow link skips
/// frames instead of queueing them, and never holds the session up.
public final class FrameHub<Frame: Sendable>: Sendable {
    /// Sockets past this are refused: each costs a task and a little memory.
    public let capacity: Int

    private struct State: ~Copyable {
        var newest: Frame?
        var sockets: [Int: AsyncStream<Frame>.Continuation] = [:]
        var nextId = 0
    }

    private let state = Mutex(State())

    public init(capacity: Int) {
        self.capacity = capacity
    }

    /// From the session's thread: the frame goes to every socket.
    public func publish(_ frame: Frame) {
        let sockets = state.withLock { state in
            state.newest = frame
            return Array(state.sockets.values)
        }
        for socket in sockets { socket.yield(frame) }
    }

    public var newest: Frame? { state.withLock { $0.newest } }

    public var count: Int { state.withLock { $0.sockets.count } }

    public var isFull: Bool { count >= capacity }

    /// A stream of frames for one socket, starting with the newest; nil when `capacity`
    /// sockets are already open. The stream ends when the hub is closed; `leave` must be
    /// called with the id when the socket goes.
    public func join() -> (id: Int, frames: AsyncStream<Frame>)? {
        let (stream, continuation) = AsyncStream<Frame>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let joined = state.withLock { state -> Int? in
            guard state.sockets.count < capacity else { return nil }
            let id = state.nextId
            state.nextId += 1
            state.sockets[id] = continuation
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
        let socket = state.withLock { $0.sockets.removeValue(forKey: id) }
        socket?.finish()
    }

    /// Ends every socket's stream (the kiosk is stopping).
    public func close() {
        let sockets = state.withLock { state in
            defer { state.sockets.removeAll() }
            return Array(state.sockets.values)
        }
        for socket in sockets { socket.finish() }
    }
}

/// The live views' boards: anyone may watch, up to `[remote] maxViewers`.
public typealias ViewerHub = FrameHub<LiveFrame>

/// The scoring pads' states: a ground has a scorer or two, a few tabs each.
public typealias ScorerHub = FrameHub<ScorerFrame>

extension FrameHub {
    public static var defaultViewers: Int { 100 }
    public static var defaultScorers: Int { 32 }
}
