import CommandBasics
import Deterministic
import FoundationEssentials
import Store

/// A season's archive laid out for the archive benchmark: `SyntheticSeason`'s matches (each
/// line checked by the engine as it was made) written as the store writes a finished match,
/// its journal in one go rather than a line and a sync at a time, so 5,000 matches take
/// seconds, not hours. No snapshots: a 20-over match is a few hundred actions.
enum ArchiveSeed {
    static func store(matches: Int, in root: String) throws -> (actions: Int, bytes: Int) {
        var season = SyntheticSeason()
        let badminton = matches / 5
        let store = MatchStore(root: root)
        var actions = 0
        var bytes = 0
        for (number, match) in season.matches(cricket: matches - badminton, badminton: badminton).enumerated() {
            let folder = store.directory(of: match.matchId)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            var journal: [UInt8] = []
            for (index, line) in match.lines.enumerated() {
                journal += JournalLine.encoded(seq: index + 1, at: nil, payload: Array(line.utf8))
            }
            try Data(journal).write(to: URL(fileURLWithPath: store.journalPath(of: match.matchId)))
            var meta = MatchMeta(number: number + 1, matchId: match.matchId, sport: match.sport, title: match.title,
                                 status: .finished, created: match.date + "T10:00:00Z")
            meta.date = match.date
            try store.writeMeta(meta)
            actions += match.lines.count - 1
            bytes += journal.count
        }
        return (actions, bytes)
    }

    static func removeCaches(in root: String) throws {
        let matches = root + "/matches"
        for name in try FileManager.default.contentsOfDirectory(atPath: matches) {
            try? FileManager.default.removeItem(atPath: "\(matches)/\(name)/\(MatchStore.resultCacheName)")
        }
    }
}

/// The machine's 1-minute load average, printed beside each figure: the machine is shared.
enum LoadAverage {
    static var now: String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "?" }
        return String(text.split(separator: " ").first ?? "?")
    }
}
