import CInputShim

/// The one epoll set a source with several descriptors (GPIO lines, keypads and inotify) hands
/// the reactor, so the loop polls one descriptor however many inputs there are.
enum EpollSet {
    /// The descriptors ready now, without waiting: at most 64 a call, and any others stay
    /// ready, so the reactor calls again on its next poll.
    static func ready(_ epoll: Int32) -> ArraySlice<Int32> {
        var ready = [Int32](repeating: -1, count: 64)
        let n = scoreline_epoll_ready(epoll, &ready, Int32(ready.count))
        return ready.prefix(max(0, Int(n)))
    }
}
