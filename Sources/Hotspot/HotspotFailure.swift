/// Why something about the hotspot could not be done, said so a person can act on it.
public struct HotspotFailure: Error, Equatable, CustomStringConvertible, Sendable {
    public let description: String

    public init(_ description: String) { self.description = description }
}
