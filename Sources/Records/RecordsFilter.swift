/// Which matches a table counts: by season, team (or badminton player) and format. Every field
/// is optional; names match without regard to case, as people type them.
public struct RecordsFilter: Sendable, Hashable {
    public var season: String?
    public var team: String?
    /// A `RecordFormat` key ("20-over", "hundred", "doubles") or its label.
    public var format: String?

    public init(season: String? = nil, team: String? = nil, format: String? = nil) {
        self.season = season
        self.team = team
        self.format = format
    }

    public func admits(_ match: ArchivedMatch) -> Bool {
        if let season, match.season.lowercased() != season.lowercased() { return false }
        if let format {
            let f = format.lowercased()
            if match.record.format.key != f && match.record.format.label.lowercased() != f { return false }
        }
        if let team {
            let t = team.lowercased()
            let named = match.record.sides.contains { side in
                side.name.lowercased() == t || side.players.contains { $0.lowercased() == t }
            }
            if !named { return false }
        }
        return true
    }

    public func apply(_ matches: [ArchivedMatch]) -> [ArchivedMatch] { matches.filter(admits) }
}
