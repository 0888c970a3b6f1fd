/// Why the web app could not start or a request was refused; the message names the file,
/// field or setting, and what is accepted.
public struct RemoteError: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) { self.description = description }
}
