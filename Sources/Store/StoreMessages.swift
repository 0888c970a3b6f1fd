#if canImport(Glibc)
import Glibc
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
        case .busy(let path):
            return "\(path) is being written by another Scoreline process (the running scoreboard?). Stop it first (systemctl stop scoreline), or export instead, which only reads."
        case .alreadyExists(let id):
            return "A match called \(id) is already stored; choose another matchId, or delete it first (scoreline matches delete \(id))."
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
    static let badMatchId = "a match id may use letters, digits, '-', '_' and '.', up to 100 characters."
    static let badMeta = "its metadata is not valid JSON (edit or remove meta.json)."
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
    static func exportMetaNamesAnother(_ metaId: String, match matchId: String) -> String {
        "match \(matchId): its \"meta\".\"matchId\" is \"\(metaId)\"; it must be the match's own id. Nothing was imported from this file."
    }
    static func importConflict(existing: Int, imported: Int) -> String {
        "a different match with this id is already here (\(existing) actions here, \(imported) in the file); left unchanged."
    }
}
