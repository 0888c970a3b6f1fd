/// A command that could not do its work, said plainly. (ArgumentParser's ValidationError is
/// for wrong arguments: it prints the usage, which only hides the message here.)
public struct CommandFailure: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
