/// What `scoreline portal` says about its folder.
public enum SiteFolderMessages {
    public static func wrote(_ files: Int, matches: Int, seasons: [String], out: String) -> String {
        "wrote \(files) files for \(matches) matches (\(seasons.isEmpty ? "no seasons" : "seasons " + seasons.joined(separator: ", "))) to \(out); open \(out)/index.html\n"
    }
    static func notAFolder(_ path: String) -> String { "--out: \(path) is a file, not a folder; name a new folder, e.g. --out site." }
    static func folderInUse(_ path: String) -> String {
        "--out: \(path) already holds files that are not a portal's; name a new or empty folder, or an earlier portal's."
    }
    static func cannotWrite(_ path: String, why: String) -> String { "Cannot write \(path): \(why)." }
    static func pictureUnreadable(_ from: String) -> String { "the picture \(from) could not be read (run scoreline doctor)" }
}
