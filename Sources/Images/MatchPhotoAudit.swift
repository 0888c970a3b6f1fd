import Store

/// What `scoreline doctor` says of the matches' photos (ADR 056): how many and how large, and
/// every one whose bytes no longer hash to its name (damaged on the disk) or that cannot be
/// read. Reads only; the bin's photos are not counted (they go with their entry).
public struct MatchPhotoAudit: Sendable, Equatable {
    public var files = 0
    public var bytes = 0
    /// Each photo that is not sound, with why (`ImagesMessages`).
    public var unreadable: [String] = []

    public static func run(root: String, files layer: any FileLayer = PosixFileLayer()) -> MatchPhotoAudit {
        let store = MatchStore(root: root, files: layer)
        var audit = MatchPhotoAudit()
        for id in (try? store.matchFolders()) ?? [] where MatchID(id) != nil {
            let names: [String]
            do { names = try store.photos(of: id) } catch { continue }
            for name in names {
                do {
                    guard let bytes = try store.readPhoto(name, of: id) else { continue }
                    audit.files += 1
                    audit.bytes += bytes.count
                    if "photo-" + ImageDigest.hex(bytes) + ".jpg" != name {
                        audit.unreadable.append(ImagesMessages.photoDamaged(id, name))
                    }
                } catch {
                    audit.unreadable.append(error.description)
                }
            }
        }
        return audit
    }
}
