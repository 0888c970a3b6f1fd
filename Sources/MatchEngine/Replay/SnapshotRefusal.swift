/// A snapshot the sport would not resume from, with the sentence that says why.
public struct SnapshotRefusal: Error, Sendable, Equatable {
    public let message: String

    public init(_ message: String) { self.message = message }
}
