/// One paired phone as `tokens.json` keeps it: never the token, only its SHA-256.
public struct TokenEntry: Codable, Sendable, Equatable {
    /// The first 8 hex digits of the hash: what `scoreline remote list` shows and `revoke` takes.
    public var id: String
    /// Hex SHA-256 of the token's text (the 64 hex digits the cookie carries).
    public var hash: String
    public var label: String
    /// ISO 8601 in UTC, as the journal writes times.
    public var created: String
    public var lastUsed: String?

    public init(id: String, hash: String, label: String, created: String, lastUsed: String? = nil) {
        self.id = id
        self.hash = hash
        self.label = label
        self.created = created
        self.lastUsed = lastUsed
    }
}

/// `tokens.json` as a whole; `version` lets a later Scoreline change the shape.
struct TokenFile: Codable, Sendable, Equatable {
    var version = 1
    var tokens: [TokenEntry] = []
    /// Written by `scoreline remote unlock` (when, and a random tag); a running kiosk that
    /// reads a new one lifts every pairing lockout. Absent until the first unlock.
    var pairingUnlocked: String?
}
