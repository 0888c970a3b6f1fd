import Settings
import Store

/// What `backup` and `restore` say beyond the store's own sentences.
enum BackupMessages {
    static func backedUp(_ report: BackupWriter.Report, to out: String) -> String {
        let matches = report.matches
        return "backed up \(report.written.count) \(report.written.count == 1 ? "file" : "files") (\(matches) \(matches == 1 ? "match" : "matches")) to \(out)\n"
    }
    static let noDefaultConfig = "No config file at \(ScorelineConfig.defaultPath); the backup holds none (name one with --config).\n"

    static func restored(_ report: BackupRestorer.Report) -> String {
        var out = report.restored.map { "restored: \($0)\n" }.joined()
        out += report.alreadyHere.map { "already here: \($0)\n" }.joined()
        out += "restored \(report.restored.count), already here \(report.alreadyHere.count), not restored \(report.notRestored.count), lines skipped \(report.skipped.count)\n"
        return out
    }
    static func notRestored(_ item: String, _ why: String) -> String { "not restored: \(item): \(why)\n" }

    static func refusedWhileScoring(_ path: String, holder: String?) -> String {
        "The scoreboard is scoring the current match (\(path)\(holder.map { ", \($0)" } ?? "")), so nothing was restored: a restore may make another match current. Stop it first (systemctl stop scoreline), restore, then start it again."
    }
}
