import Synchronization

/// The newest board for every open live view. The session's thread posts each new frame; each
/// viewer's connection waits on its own stream that keeps only the newest frame, so a viewer
/// on a slow phone skips boards instead of queueing them, and never holds the session up.
public final class ViewerHub: Sendable {
    /// Open live views past this are refused (503): each costs a task and a little memory.
    public let maxViewers: Int

    private struct State: ~Copyable {
        var newest: LiveFrame?
        var viewers: [Int: AsyncStream<LiveFrame>.Continuation] = [:]
        var nextId = 0
    }

    private let state = Mutex(State())

    public init(maxViewers: Int = 100) {
        self.maxViewers = maxViewers
    }

    /// From the session's thread: the frame goes to every viewer.
    public func publish(_ frame: LiveFrame) {
        let viewers = state.withLock { state in
            state.newest = frame
            return Array(state.viewers.values)
        }
        for viewer in viewers { viewer.yield(frame) }
    }

    public var newest: LiveFrame? { state.withLock { $0.newest } }

    public var viewerCount: Int { state.withLock { $0.viewers.count } }

    /// A stream of frames for one viewer, starting with the newest; nil when `maxViewers` are
    /// already watching. The stream ends when the hub is closed; `leave` must be called with
    /// the id when the viewer goes.
    public func join() -> (id: Int, frames: AsyncStream<LiveFrame>)? {
        let (stream, continuation) = AsyncStream<LiveFrame>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let joined = state.withLock { state -> Int? in
            guard state.viewers.count < maxViewers else { return nil }
            let id = state.nextId
            state.nextId += 1
            state.viewers[id] = continuation
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
        let viewer = state.withLock { $0.viewers.removeValue(forKey: id) }
        viewer?.finish()
    }

    /// Ends every viewer's stream (the kiosk is stopping).
    public func close() {
        let viewers = state.withLock { state in
            defer { state.viewers.removeAll() }
            return Array(state.viewers.values)
        }
        for viewer in viewers { viewer.finish() }
    }
}
