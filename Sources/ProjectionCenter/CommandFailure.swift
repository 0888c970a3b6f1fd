/// A command that could not do its work, said plainly. (ArgumentParser's ValidationError is
/// for wrong arguments: it prints the usage, which only hides the message here.)
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
