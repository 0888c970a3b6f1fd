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
        guard audit.files > 0 || !audit.unreadable.isEmpty || !audit.missing.isEmpty else { return nil }
        var lines: [DoctorReport.Line] = [.info(DoctorMessages.imageStore(files: audit.files, bytes: audit.bytes, folder: root + "/images"))]
        lines += audit.unreadable.map { .warning($0) }
        lines += audit.missing.map { .warning(DoctorMessages.imageMissing($0)) }
        return DoctorReport.Section(title: title, lines: lines)
    }
}

extension DoctorMessages {
    static func imageStore(files: Int, bytes: Int, folder: String) -> String {
        let size = bytes >= 1 << 20 ? "\((bytes * 10 >> 20) / 10).\((bytes * 10 >> 20) % 10) MiB" : "\((bytes + 1023) >> 10) KiB"
        return "\(folder): \(files) file\(files == 1 ? "" : "s"), \(size)."
    }

    static func imageMissing(_ reference: String) -> String {
        "The roster names images/\(ShownText.escaped(reference)), which is missing or damaged: set that photo or logo again (scoreline roster photo set)."
    }
}
