/// Why a command's work stopped, in one sentence naming the file, line or option and what is
/// accepted. The executable shows it as it is (as any error it is handed).
public struct CommandRefusal: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
