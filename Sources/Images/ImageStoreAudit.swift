import Store

/// What `scoreline doctor` says of `images/`: its size, and every file that is not a stored
/// image it can vouch for (a name that is not a content hash, bytes that no longer match their
/// hash, a file that cannot be read), and every roster reference with no file. Reads only.
public struct ImageStoreAudit: Sendable, Equatable {
    /// Stored pictures (files named as one), sound or not, and their bytes.
    public var files = 0
    public var bytes = 0
    /// Names in `images/` that are not sound, each with why (`ImagesMessages`).
    public var unreadable: [String] = []
    /// Roster references (player photos, team logos) with no sound file behind them.
    public var missing: [String] = []

    public static func run(root: String, files layer: any FileLayer = PosixFileLayer()) -> ImageStoreAudit {
        let store = ImageStore(root: root, files: layer)
        var audit = ImageStoreAudit()
        var sound: Set<String> = []
        let names: [String]
        do { names = try store.names() } catch {
            audit.unreadable.append(error.description)
            return audit
        }
        for name in names where !name.contains(".tmp-") {
            do {
                // A file not named as a picture is not read: it could be anything, of any size.
                guard ImageReference.isValid(name), let bytes = try store.read(name) else {
                    audit.unreadable.append(ImagesMessages.notStoredName(name))
                    continue
                }
                audit.files += 1
                audit.bytes += bytes.count
                guard ImageReference.matches(name, bytes: bytes) else {
                    audit.unreadable.append(ImagesMessages.hashMismatch(name))
                    continue
                }
                sound.insert(name)
            } catch {
                audit.unreadable.append(error.description)
            }
        }
        if let roster = try? RosterFile(root: root, files: layer).read() {
            let references = roster.players.compactMap(\.photo) + roster.teams.compactMap(\.logo)
            audit.missing = references.filter { !sound.contains($0) }
        }
        return audit
    }
}
