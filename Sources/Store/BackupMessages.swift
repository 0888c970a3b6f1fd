/// What `backup` and `restore` say beyond the store's own sentences.
public enum BackupMessages {
    public static func backedUp(_ report: BackupWriter.Report, to out: String) -> String {
        let matches = report.matches
        return "backed up \(report.written.count) \(report.written.count == 1 ? "file" : "files") (\(matches) \(matches == 1 ? "match" : "matches")) to \(out)\n"
    }
    static func noDefaultConfig(_ path: String) -> String { "No config file at \(path); the backup holds none (name one with --config).\n" }

    /// What a restore says on standard error: the notes, the lines skipped, what was not restored.
    static func restoreNotes(_ report: BackupRestorer.Report) -> String {
        (report.notes + report.skipped).map { $0 + "\n" }.joined() + report.notRestored.map { notRestored($0.item, $0.why) }.joined()
    }
    public static func restored(_ report: BackupRestorer.Report) -> String {
        var out = report.restored.map { "restored: \($0)\n" }.joined()
        out += report.alreadyHere.map { "already here: \($0)\n" }.joined()
        out += "restored \(report.restored.count), already here \(report.alreadyHere.count), not restored \(report.notRestored.count), lines skipped \(report.skipped.count)\n"
        return out
    }
    static func notRestored(_ item: String, _ why: String) -> String { "not restored: \(item): \(why)\n" }

    static func refusedWhileScoring(_ path: String, holder: String?) -> String {
        "The scoreboard is scoring the current match (\(path)\(holder.map { ", \($0)" } ?? "")), so nothing was restored: a restore may make another match current. Stop it first (systemctl stop scoreline), restore, then start it again."
    }
    static func noSuchFile(_ path: String) -> String { "Cannot read \(path): no such file." }
}
