/// Why a pairing request is refused: the HTTP status, a sentence a volunteer understands, and
/// the field to blame when one is. The server turns it into `{"error": …, "field": …}`.
public struct PairRefusal: Error, Sendable, Equatable {
    public var status: Int
    public var error: String
    public var field: String?

    public init(status: Int, error: String, field: String? = nil) {
        self.status = status
        self.error = error
        self.field = field
    }
}
