/// Something about a broker, its address or its options that the operator must fix, said
/// plainly: it names the option or the text and what is accepted.
public struct BroadcastError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
