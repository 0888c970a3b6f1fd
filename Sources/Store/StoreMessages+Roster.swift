extension StoreMessages {
    static let badRoster = "it is not a roster (a JSON object with schemaVersion, players and teams); fix or remove the file"
    static func rosterTooBig(_ limit: Int) -> String { "it is larger than \(limit >> 10) KB, far past any club's roster" }
    static func newerRoster(_ version: Int, supported: Int) -> String {
        "it was written by a newer Scoreline (schemaVersion \(version); this one reads up to \(supported))"
    }
}
