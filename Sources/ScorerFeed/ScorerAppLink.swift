import EventLoop

/// What happened on the link to the scorer's app, as the loop hears it.
public enum AppLinkEvent: Sendable, Equatable {
    /// The peripheral is registered and advertising on this adapter.
    case ready(adapter: String)
    /// BlueZ missing, the adapter missing, a registration refused: said once, in words a
    /// volunteer can act on; the link keeps waiting and registers again by itself.
    case problem(String)
    case connected(device: String)
    case disconnected(device: String)
}

/// The answer to one write from a central.
public enum AppWriteVerdict: Sendable, Equatable {
    case accept
    /// Another central is the scorer: "not permitted" goes back to this one.
    case refuseOtherCentral
    /// Longer than any field write can be.
    case refuseLength
}

/// The seam between the feed and the radio: `BlueZPeripheral` on a scoreboard, `ScriptedAppLink`
/// in the tests and the benchmark. Both call back on the loop's thread only.
public protocol ScorerAppLink: AnyObject {
    /// - Parameters:
    ///   - write: one write from a central; the verdict goes back to it.
    ///   - pairing: a central asks to pair; true lets it.
    func start(
        on reactor: Reactor, events: @escaping (AppLinkEvent) -> Void,
        write: @escaping (_ device: String, _ bytes: [UInt8]) -> AppWriteVerdict,
        pairing: @escaping (_ device: String) -> Bool
    ) throws(FeedError)
    func stop()
}

/// Why the feed could not start (the message names what to check).
public struct FeedError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
