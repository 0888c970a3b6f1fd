/// Why a write from the scorer's app was not taken: logged by the caller, never shown on the
/// board (the board keeps the last good value). The message names the field code, or "the
/// write" when there is none, and says what that field accepts.
public struct FeedRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    /// The three-letter code, when the write had one.
    public let code: String?
    public let message: String

    init(code: String?, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
