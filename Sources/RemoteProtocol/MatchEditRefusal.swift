/// Why a match edit or a roster edit from a phone was refused: the HTTP status to answer, a
/// sentence a volunteer understands, and the field to blame (dotted: `players.2`) when one is.
/// The route answers `{"error": message, "field": field}` with `status`; nothing is changed.
public struct MatchEditRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    public var status: Int
    public var message: String
    public var field: String?

    public init(_ status: Int, _ message: String, field: String? = nil) {
        self.status = status
        self.message = message
        self.field = field
    }

    /// A body that is wrong in itself (400).
    static func bad(_ message: String, field: String? = nil) -> MatchEditRefusal { .init(400, message, field: field) }

    public var description: String { field.map { "\($0): \(message)" } ?? message }
}
