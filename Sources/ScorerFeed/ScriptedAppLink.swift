import EventLoop

/// The test half of `ScorerAppLink`: a test (or the benchmark) plays the app by calling
/// `connect`, `write` and `disconnect` on the loop's thread, and reads the verdicts back.
public final class ScriptedAppLink: ScorerAppLink {
    private var events: ((AppLinkEvent) -> Void)?
    private var writer: ((String, [UInt8]) -> AppWriteVerdict)?
    private var pairer: ((String) -> Bool)?
    public private(set) var started = false
    public private(set) var stopped = false

    public init() {}

    public func start(
        on reactor: Reactor, events: @escaping (AppLinkEvent) -> Void,
        write: @escaping (String, [UInt8]) -> AppWriteVerdict, pairing: @escaping (String) -> Bool
    ) throws(FeedError) {
        self.events = events
        self.writer = write
        self.pairer = pairing
        started = true
        events(.ready(adapter: "/org/bluez/hci0"))
    }

    public func stop() { stopped = true }

    public func connect(_ device: String) { events?(.connected(device: device)) }
    public func disconnect(_ device: String) { events?(.disconnected(device: device)) }
    public func problem(_ text: String) { events?(.problem(text)) }
    public func ready(_ adapter: String = "/org/bluez/hci0") { events?(.ready(adapter: adapter)) }

    /// A central asks to pair: whether the board lets it.
    public func pair(_ device: String) -> Bool { pairer?(device) ?? false }

    @discardableResult
    public func write(_ text: String, from device: String) -> AppWriteVerdict {
        write(Array(text.utf8), from: device)
    }

    @discardableResult
    public func write(_ bytes: [UInt8], from device: String) -> AppWriteVerdict {
        writer?(device, bytes) ?? .accept
    }
}
