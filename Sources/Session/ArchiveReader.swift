import FoundationEssentials
import MatchEngine
import Records
import Store

/// Reads the archive for the records: every stored match folded read-only (from its snapshot
/// when it agrees, so a long match costs little), with its date and season. A folder that does
/// not read or fold is listed with why and left out of every figure, never guessed at. Safe
/// beside a kiosk scoring the current match: it takes no lock and writes nothing, as
/// `matches list` does.
public struct ArchiveReader: Sendable {
    public let store: MatchStore
    public let calendar: SeasonCalendar
    /// Whether each cricket match keeps its full scorecard (the portal's match pages); the
    /// tables need only the records.
    public let scorecards: Bool

    public init(store: MatchStore, calendar: SeasonCalendar = SeasonCalendar(), scorecards: Bool = true) {
        self.store = store
        self.calendar = calendar
        self.scorecards = scorecards
    }

    public struct Archive: Sendable {
        /// Newest first (the store's numbers).
        public var matches: [ArchivedMatch]
        /// Folders that were left out, with why.
        public var skipped: [(matchId: String, why: String)]

        /// Every format played, by key.
        public var formats: [RecordFormat] {
            var seen: [String: RecordFormat] = [:]
            for match in matches { seen[match.record.format.key] = match.record.format }
            return seen.keys.sorted().compactMap { seen[$0] }
        }

        /// Every season with a match, newest first.
        public var seasons: [String] {
            var seen: [String] = []
            for match in matches.sorted(by: { ($0.date, $0.number) > ($1.date, $1.number) }) where !seen.contains(match.season) {
                seen.append(match.season)
            }
            return seen
        }
    }

    public func read() throws -> Archive {
        try read(folders: try store.storedFolders())
    }

    /// `read()` of the folders a caller has just listed (`store.storedFolders()`).
    public func read(folders: [DirectoryEntry]) throws -> Archive {
        let results = MatchResults(store: store)
        var archive = Archive(matches: [], skipped: [])
        // The roster says who a name is (`PlayerDirectory`); one that does not read leaves
        // every player as team and name, and says so.
        let directory: PlayerDirectory
        do {
            let links = RosterLinks.directory(try RosterFile(store: store).read())
            directory = links.directory
            archive.skipped += links.problems.map { ("roster.json", $0) }
        } catch {
            directory = PlayerDirectory()
            archive.skipped.append(("roster.json", error.description))
        }
        for listed in try store.list(folders: folders) {
            switch listed {
            case .readable(let meta):
                do {
                    let digest = try results.digest(meta, part: scorecards ? .full : .record).digest
                    guard var match = archived(meta, digest) else { continue }
                    match.playerIds = directory.ids(for: match.record)
                    archive.matches.append(match)
                } catch {
                    archive.skipped.append((meta.matchId, "\(error)"))
                }
            case .unreadable(let id, let why):
                archive.skipped.append((id, why.description))
            }
        }
        return archive
    }

    /// A folded match as the records keep it; nil for a sport that keeps no records.
    public func archived(_ meta: MatchMeta, _ session: any SportSession) -> ArchivedMatch? {
        archived(meta, MatchDigest(session))
    }

    /// A match's digest (cached or folded) as the records keep it.
    public func archived(_ meta: MatchMeta, _ digest: MatchDigest) -> ArchivedMatch? {
        guard let record = digest.record else { return nil }
        // A `created` from a clock certainly wrong (1970) dates nothing (ADR 044).
        let created = CreationStamp.dates(meta.created, clock: meta.clock) ? meta.created : nil
        let date = Self.day(meta.date) ?? Self.day(created) ?? RecordsMessages.undatedSeason
        return ArchivedMatch(
            matchId: meta.matchId, number: meta.number, title: meta.title, date: date,
            season: calendar.season(of: date), score: digest.score,
            record: record, scorecard: scorecards ? digest.scorecard : nil)
    }

    /// The roster as the records read it: each player with the names of the teams they are in.
    public static func directory(_ roster: Roster) -> PlayerDirectory {
        RosterLinks.directory(roster).directory
    }

    /// The YYYY-MM-DD at the start of a date or timestamp, when it reads as one.
    static func day(_ text: String?) -> String? {
        guard let text, text.count >= 10 else { return nil }
        let day = String(text.prefix(10))
        let parts = day.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { return nil }
        return day
    }
}
