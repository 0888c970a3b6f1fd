/// Why a phone's message or form was refused: a sentence a volunteer understands and, when
/// one field is to blame, its dotted name ("teams.0.players.3"). Answered as
/// `{"error": message, "field": field}` with a 4xx, and nothing is changed.
public struct FormRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var field: String?

    public init(_ message: String, field: String? = nil) {
        self.message = message
        self.field = field
    }

    public var description: String { field.map { "\($0): \(message)" } ?? message }
}
