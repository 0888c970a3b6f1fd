/// Where the Bluetooth link to the scorer's app stands, as the caller (which owns the radio
/// and the clock) sees it. The board says so: nothing from the engine reads a clock.
public enum FeedLink: Sendable, Equatable {
    /// Advertising under `name`, nothing connected yet: the board tells the scorer what to pair with.
    case waiting(name: String)
    /// The app is connected; the board shows what it has sent.
    case live
    /// The app went away at `since`: the last board stays up with a warning along the bottom.
    case disconnected(since: Timestamp)
}
