#if canImport(Glibc)
import Glibc
import TextSafety
#endif

/// Every sentence the store shows a person.
public enum StoreMessages {
    static func describe(_ error: StoreError) -> String {
        switch error {
        case .system(let operation, let path, let code):
            let reason = String(cString: strerror(code))
            let hint = code == ENOSPC ? " Free some space on the card or disk." : code == EIO ? " The card or disk may be failing." : ""
            return "Storage error: \(operation) failed for \(path): \(reason).\(hint)"
        case .newerJournal(let path, let version, let supported):
            return "\(path) was written by a newer Scoreline (journal format \(version); this one reads up to \(supported)). Update Scoreline to open it; the file is left untouched."
        case .unreadable(let path, let why):
            return "\(path) cannot be read: \(why)"
        case .notFound(let what):
            return "No \(what) found."
        case .busy(let path, let holder):
            let what = matchId(ofJournal: path).map { "Match \($0) (\(path))" } ?? path
            let who = holder.map { "another Scoreline process (\($0))" } ?? "another Scoreline process (the running scoreboard?)"
            return "\(what) is being written by \(who). Stop it first (systemctl stop scoreline), or export instead, which only reads."
        case .dataDirectoryInUse(let root, let holder, let since):
            return dataDirectoryInUse(root, holder: holder, since: since)
        case .notRegularFile(let path, let kind):
            return notRegularFile(path, kind: kind)
        case .unopenable(let path, let problem):
            return unopenable(problem, path: path)
        case .alreadyExists(let id, let folder):
            return "\(folder) is already there (match \(MatchID.quoted(id)), or what is left of one), and a new match is never written into it. Choose another matchId, or move that folder out of the data directory first."
        case .lineTooLong(let path, let bytes, let limit):
            return "\(path): the line would be \(bytes) bytes, more than the \(limit) bytes (\(limit >> 10) KiB) a journal line holds, so it was not recorded. Shorten it (a name or a note)."
        case .queuedRecordTooLong(let bytes, let limit):
            return "The newMatch record is \(bytes) bytes; a queued record may be at most \(limit) bytes (a journal line holds \(JournalLine.maxLineBytes), with room for the envelope and the match id), so it was not queued."
        case .queueFull(let path, let limit):
            return "The queue in \(path) already holds number \(limit), the highest; nothing was queued. Start or remove the queued matches first."
        case .invalidMatchId(let id, let source):
            return "\(source): \(badMatchId(id))"
        }
    }

    static func recovery(_ r: Recovery) -> String {
        let kept = "\(r.kept) \(r.kept == 1 ? "action" : "actions") kept"
        let aside = "\(r.setAsideBytes) bytes set aside in \(r.setAsidePath)"
        switch r.cause {
        case .tornWrite:
            return "The last write to \(r.path) was cut off (power loss?): \(kept), \(aside)."
        case .damaged(let line):
            return "Line \(line) of \(r.path) is damaged: \(kept), the rest (\(aside))."
        case .sequenceGap(let expected, let found):
            return "Action \(expected) is missing from \(r.path) (the next one is \(found)): \(kept), the rest (\(aside))."
        }
    }
}

extension StoreMessages {
    /// A second kiosk (or a command that would change the match in play) is told who has the
    /// directory, and that it changed nothing: never to move a folder out of the way.
    static func dataDirectoryInUse(_ root: String, holder: String?, since: String?) -> String {
        let who = holder.map { "another Scoreline process (\($0))" } ?? "another Scoreline process"
        let when = since.map { ", since \($0)," } ?? ""
        return "The data directory \(root) is in use by \(who)\(when) and only one process may score it at a time; nothing was started or changed. Stop that one first (systemctl stop scoreline) or use another --data-dir."
    }

    static func badMatchId(_ id: String) -> String {
        "\(MatchID.quoted(id)) is not a match id. A match id is 1 to \(MatchID.maxCharacters) letters, digits, '-', '_' or '.' (at most \(MatchID.maxBytes) bytes), and does not start with '.'."
    }
    static let badMeta = "its metadata is not valid JSON (edit or remove meta.json)."
    static let metaMissing = "it is missing, so the match in this folder is incomplete."
    static func metaNumberOutOfRange(_ number: Int) -> String {
        "its \"number\" is \(number); accepted: \(MatchMeta.numbers.lowerBound) to \(MatchMeta.numbers.upperBound) (the order matches are listed in). Set it to a number in that range."
    }
    static func metaNamesAnother(_ named: String, folder: String) -> String {
        "it names match \(MatchID.quoted(named)), but it is in the folder of \(MatchID.quoted(folder)); nothing is written through it. Set \"matchId\" to \(MatchID.quoted(folder)) if this is that match's metadata."
    }
}

extension StoreMessages {
    static let exportFailed = "the export could not be written."
    static let notAnExport = "it is not a Scoreline export (expected {\"scoreline\":\"export\",\"version\":1,\"matches\":[…]})."
    static func exportVersion(_ version: Int, supported: Int) -> String {
        "it is export version \(version); this Scoreline reads up to version \(supported). Update Scoreline to import it."
    }
    static func badExportLine(_ matchId: String, line: Int) -> String {
        "match \(matchId), journal line \(line), fails its checksum or is out of order; nothing was imported from this file."
    }
    static func exportLineRefused(_ matchId: String, line: Int, why: String) -> String {
        "match \(matchId), journal line \(line): \(why) Nothing was imported from this file."
    }
    static func exportMetaNamesAnother(_ named: String, match: String) -> String {
        "match \(MatchID.quoted(match)) has \"meta\".\"matchId\" \(MatchID.quoted(named)); the two must agree. Nothing was imported from this file."
    }
    static func importConflict(existing: Int, imported: Int) -> String {
        "a different match with this id is already here (\(existing) actions here, \(imported) in the file); left unchanged."
    }
}

/// Reading a stored match whole (export, import).
extension StoreMessages {
    static let journalMissing = "it is missing: the match has no journal."
    static let journalEmpty = "it is empty: the match has no newMatch record."
    static let journalUnfinished = "its only line is unfinished: the match has no intact newMatch record."
    static let firstLineNotNewMatch = "line 1 is not a newMatch record (a JSON object whose \"matchId\", if any, is text)."

    static func nothingIntact(_ reason: String) -> String {
        "\(reason), and no line before it is intact: nothing of the match can be read."
    }

    static func journalNamesAnother(_ named: String, folder: String) -> String {
        "line 1 (the newMatch record) names match \(MatchID.quoted(named)), but it is filed as \(MatchID.quoted(folder))."
    }

    static func damageReason(_ damage: JournalDamage) -> String {
        switch damage.cause {
        case .sequenceGap(let expected, let found):
            "line \(damage.line) is action \(found) where action \(expected) should be"
        case .damaged, .tornWrite:
            "line \(damage.line) is damaged (it fails its checksum or is not a journal line)"
        }
    }

    static func lines(_ count: Int) -> String { count == 1 ? "1 line" : "\(count) lines" }
}

/// Export and import (ADR 010).
extension StoreMessages {
    static func exportProblem(_ problem: MatchExport.Problem) -> String {
        switch problem {
        case .unreadable(let id, let error):
            "Not exported: match \(MatchID.quoted(id)): \(error.description)"
        case .partial(let id, let damage):
            "Exported only part of match \(MatchID.quoted(id)): \(damage.path): \(damage.reason); its first \(lines(damage.line - 1)) went out and \(lines(damage.linesLeftOut)) were left out. The journal is left as it is."
        }
    }

    static func exportTooLarge(_ size: Int, limit: Int) -> String {
        "it is \(size) bytes, more than the \(limit >> 20) MiB an import reads; nothing was imported. Export fewer matches per file."
    }
    static func exportRepeats(_ id: String) -> String {
        "match \(MatchID.quoted(id)) appears twice; nothing was imported from this file."
    }
    static func exportJournalEmpty(_ id: String) -> String {
        "match \(MatchID.quoted(id)) has no journal lines; nothing was imported from this file."
    }
    static func exportLineTooLong(_ id: String, line: Int, limit: Int) -> String {
        "match \(MatchID.quoted(id)), journal line \(line), is longer than \(limit) bytes (the longest action line Scoreline records); nothing was imported from this file."
    }
    static func importRefusedHere(_ why: String, matchId: String) -> String {
        "the match \(MatchID.quoted(matchId)) here cannot be fully read, so it was left exactly as it is and nothing was imported into it: \(why) To import, first move its folder out of the data directory (keep it: it may hold actions the file lacks), then import again."
    }
    static func importFolderAppeared(_ folder: String) -> String {
        "\(folder) appeared while importing (is a scoreboard creating this match?); it was left as it is."
    }
}

/// The queue.
extension StoreMessages {
    static func notAQueueEntry(_ path: String, example: String) -> String {
        "\(quotedPath(path)) is not a queue entry (a queue entry is named like \(example)), so it will never start; rename or remove it."
    }
    static func queueEntryNotAFile(_ path: String, kind: FileKind) -> String {
        "\(quotedPath(path)) is \(phrase(kind)), not a queued newMatch record, so it will never start; remove it."
    }
    /// A path whose last part came from a directory listing: shown with anything a terminal
    /// would obey escaped.
    static func quotedPath(_ path: String) -> String { ShownText.escaped(path, limit: 1024) }
}

extension StoreMessages {
    // The data disk refusing writes (ADR 046). The board lines fit every layout's problem line.
    public static let diskReadOnlyLine = "Disk read-only: not saved. Scoring resumes once writable."
    public static let diskFullLine = "Disk full: not saved. Scoring resumes once space is freed."
    /// How often the kiosk asks again, in the sentence and in `ScoringSession`.
    public static let diskRetrySeconds = 5
    static func diskReadOnly(_ root: String) -> String {
        "\(diskReadOnlyLine) \(root) is on a read-only mount (a card the kernel remounted after errors?): the scoreboard shows the last saved board, refuses presses and tries again every \(diskRetrySeconds) s. Back up the matches (scoreline export --all), then check or replace the card."
    }
    static func diskFull(_ root: String) -> String {
        "\(diskFullLine) The disk holding \(root) has less than \(DiskCondition.minimumFree >> 10) KiB free: the scoreboard shows the last saved board, refuses presses and tries again every \(diskRetrySeconds) s. Free some space (export and delete old matches, or remove other files)."
    }
}
