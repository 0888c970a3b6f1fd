import Images
import Settings
import TextSafety

/// The roster's pictures (ADR 053): how much `images/` holds, every file in it that is not a
/// sound stored image, and every roster reference with no file behind it. Reads only; a
/// picture nobody has set yet is no section at all.
enum ImageSection {
    static let title = "Roster pictures"

    static func build(_ env: DoctorEnvironment, configured: String?) -> DoctorReport.Section? {
        let root = env.dataDirectory ?? configured ?? ScorelineConfig.defaultDataDirectory
        let audit = ImageStoreAudit.run(root: root)
        // The matches' photos (ADR 056) are pictures of this scoreboard too.
        let photos = MatchPhotoAudit.run(root: root)
        let roster = audit.files > 0 || !audit.unreadable.isEmpty || !audit.missing.isEmpty
        guard roster || photos.files > 0 || !photos.unreadable.isEmpty else { return nil }
        var lines: [DoctorReport.Line] = []
        if roster { lines.append(.info(DoctorMessages.imageStore(files: audit.files, bytes: audit.bytes, folder: root + "/images"))) }
        lines += audit.unreadable.map { .warning($0) }
        lines += audit.missing.map { .warning(DoctorMessages.imageMissing($0)) }
        if photos.files > 0 { lines.append(.info(DoctorMessages.matchPhotos(files: photos.files, bytes: photos.bytes))) }
        lines += photos.unreadable.map { .warning($0) }
        return DoctorReport.Section(title: title, lines: lines)
    }
}

extension DoctorMessages {
    static func imageStore(files: Int, bytes: Int, folder: String) -> String {
        let size = bytes >= 1 << 20 ? "\((bytes * 10 >> 20) / 10).\((bytes * 10 >> 20) % 10) MiB" : "\((bytes + 1023) >> 10) KiB"
        return "\(folder): \(files) file\(files == 1 ? "" : "s"), \(size)."
    }

    static func matchPhotos(files: Int, bytes: Int) -> String {
        let size = bytes >= 1 << 20 ? "\((bytes * 10 >> 20) / 10).\((bytes * 10 >> 20) % 10) MiB" : "\((bytes + 1023) >> 10) KiB"
        return "Match photos: \(files) file\(files == 1 ? "" : "s"), \(size), in the matches' folders."
    }

    static func imageMissing(_ reference: String) -> String {
        "The roster names images/\(ShownText.escaped(reference)), which is missing or damaged: set that photo or logo again (scoreline roster photo set)."
    }
}
