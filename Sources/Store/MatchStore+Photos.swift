/// A match's photos (issue 41, ADR 056): JPEGs already normalised by the `Images` pipeline,
/// kept in the match's own folder as `photo-<sha256>.jpg`. In the folder, not in `images/`,
/// because everything that moves a match then moves its photos with no step of its own: a
/// delete renames the folder into the bin and a restore from the bin renames it back, a backup
/// carries the folder's files. The name is the stored bytes' hash, so the same photo twice is
/// one file and a photo already here is never written over.
extension MatchStore {
    /// The most photos one match keeps: a gallery a phone scrolls, not an album. At about
    /// 150 KB each (1,024 px, quality 85) that is 7 MB a match.
    public static let maxPhotos = 48

    /// `photo-` and a stored image's name ending `.jpg`; the one check of such a name, so a
    /// name sent or restored can only ever be a file in the match's folder.
    public static func isPhotoFileName(_ name: String) -> Bool {
        guard name.hasPrefix("photo-"), name.hasSuffix(".jpg") else { return false }
        return Backup.isImageFileName(String(name.dropFirst("photo-".count)))
    }

    /// The match's photos' names, sorted: the gallery's order.
    public func photos(of matchId: String) throws(StoreError) -> [String] {
        try checkId(matchId)
        return try files.list(directory(of: matchId)).filter(Self.isPhotoFileName).sorted()
    }

    /// A photo's bytes, or nil when the match has no photo of that name (or the name is not one).
    public func readPhoto(_ name: String, of matchId: String) throws(StoreError) -> [UInt8]? {
        try checkId(matchId)
        guard Self.isPhotoFileName(name) else { return nil }
        return try files.readRegularFile(directory(of: matchId) + "/" + name)
    }

    /// Adds a photo to a stored match, durable on return (the file synced, linked in only
    /// when the name is free, the folder synced). Returns false when it was there already.
    /// The caller computed `name` from `bytes` (`Images` hashes; the store knows no digest).
    @discardableResult
    public func addPhoto(_ name: String, bytes: [UInt8], to matchId: String) throws(StoreError) -> Bool {
        try checkId(matchId)
        guard Self.isPhotoFileName(name) else { throw .unreadable(path: name, why: StoreMessages.notAPhotoName) }
        // The match must be here: its metadata read, so a photo never makes a folder of its own.
        _ = try meta(of: matchId)
        let folder = directory(of: matchId)
        let path = folder + "/" + name
        if try files.kind(of: path) != nil { return false }
        guard try files.list(folder).filter(Self.isPhotoFileName).count < Self.maxPhotos else {
            throw .unreadable(path: folder, why: StoreMessages.tooManyPhotos(Self.maxPhotos))
        }
        return try files.createNew(path, with: bytes)
    }
}
