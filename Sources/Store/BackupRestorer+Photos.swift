/// The photos of a match that is here already (ADR 056): staged while the backup is read, and
/// put in at the end only where the match here is the backup's, never over a photo.
extension BackupRestorer {
    /// A photo of a match here is not compared (a photo taken after the backup, or one this
    /// copy lacks, does not make another match); it is staged, and goes in at the end only if
    /// the match here is the backup's, where there is none.
    func stagePhoto(_ name: String, _ bytes: [UInt8], of id: MatchID) throws(StoreError) {
        let folder = try stagingFolder() + "/photos-here"
        try files.makeDirectory(folder)
        let staged = folder + "/" + id.rawValue
        try files.makeDirectory(staged)
        guard try files.createNew("\(staged)/\(name)", with: bytes) else {
            throw .alreadyExists(matchId: id.rawValue, folder: staged)
        }
    }

    /// A match here as the backup has it: each of the backup's photos it lacks goes in (a
    /// rename of the staged, synced file that never replaces one), each it has is the same
    /// photo (named by its content), never written over.
    func addStagedPhotos(_ names: [String], of id: MatchID) throws(StoreError) {
        guard !names.isEmpty, let staging else { return }
        let folder = store.directory(of: id.rawValue)
        for name in names {
            let item = "matches/\(id.rawValue)/\(name)"
            let staged = "\(staging)/photos-here/\(id.rawValue)/\(name)"
            if try files.renameNew(staged, to: "\(folder)/\(name)") {
                report.restored.append(item)
            } else if try files.readRegularFile("\(folder)/\(name)") == files.readRegularFile(staged) {
                report.alreadyHere.append(item)
            } else {
                // Damaged here (its bytes no longer its name's): named, left for a person.
                left(item, StoreMessages.restoreFileDiffers("\(folder)/\(name)"))
            }
        }
        try files.syncDirectory(folder)
    }
}
