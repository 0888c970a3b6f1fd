import FoundationEssentials

/// `<data>/roster.json`, read whole and replaced atomically (written beside, synced, renamed),
/// so a power cut leaves the old roster or the new one, never half of either.
public struct RosterFile: Sendable {
    public let path: String
    private let files: any FileLayer

    /// A roster past this is not read: far above any club's (500 players is ~25 KB).
    public static let maxBytes = 1 << 20

    public init(root: String, files: any FileLayer = PosixFileLayer()) {
        path = root + "/roster.json"
        self.files = files
    }

    public init(store: MatchStore) {
        self.init(root: store.root, files: store.files)
    }

    /// The roster; an empty one when the file is not there yet.
    public func read() throws(StoreError) -> Roster {
        guard let bytes = try files.readRegularFile(path) else { return Roster() }
        guard bytes.count <= Self.maxBytes else { throw .unreadable(path: path, why: StoreMessages.rosterTooBig(Self.maxBytes)) }
        let roster: Roster
        do {
            roster = try JSONDecoder().decode(Roster.self, from: Data(bytes))
        } catch {
            throw .unreadable(path: path, why: StoreMessages.badRoster)
        }
        guard roster.schemaVersion <= Roster.currentSchemaVersion else {
            throw .unreadable(path: path, why: StoreMessages.newerRoster(roster.schemaVersion, supported: Roster.currentSchemaVersion))
        }
        return roster
    }

    public func write(_ roster: Roster) throws(StoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(roster) else { throw .unreadable(path: path, why: StoreMessages.badRoster) }
        try files.makeDirectory(files.parent(of: path))
        try files.replaceAtomically(path, with: Array(data) + [0x0A])
    }
}
