/// A source of raw edges the reactor polls: GPIO lines, an evdev device, the terminal, or a
/// scripted source in tests. One protocol, so `scoreline run` polls them all alike.
public protocol InputSource: AnyObject {
    /// Names the source in messages: "GPIO chip gpiochip0", "keypad /dev/input/event3".
    var name: String { get }
    /// The descriptor to wait on for `POLLIN`; `nil` when the source has nothing to wait on
    /// (a device that went away and waits to be plugged in again).
    var fileDescriptor: Int32? { get }
    /// Reads what is ready without blocking. Edges carry the kernel's monotonic timestamps.
    func readEdges() throws(InputError) -> [InputEdge]
    /// Problems since the last call that did not stop the source (a keypad unplugged), for
    /// the screen's error line; each is logged as well.
    func drainNotices() -> [InputError]
    /// What keeps some of this source's buttons from working now (a line missing, no keypad
    /// plugged in), for the screen's error line until it is fixed; nil when all work.
    var problem: String? { get }
    /// Lets go of what the source holds now, not when it is freed: a terminal source put
    /// back later would undo the raw mode of the one opened in its place (a new sport's keys).
    func release()
}

extension InputSource {
    public func drainNotices() -> [InputError] { [] }
    public var problem: String? { nil }
    public func release() {}
}

/// A problem with one input, worded for the screen's error line and the log: it names the
/// line or device and says what exists, so a person can fix the wiring or the config.
public struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
