import MatchEngine
import Records
import Session

/// The records page's read through the session's gate, for an app with no `ArchiveShelf`
/// (the in-process tests): the archive read as `scoreline stats` reads it.
enum StatsDesk {
    static func archive(_ desk: RemoteDesk, calendar: SeasonCalendar) -> Result<ArchiveReader.Archive, StatsRefusal> {
        do {
            return .success(try ArchiveReader(store: desk.store, calendar: calendar, scorecards: false).read())
        } catch {
            return .failure(StatsRefusal(field: "", message: StatsPageMessages.cannotRead("\(error)")))
        }
    }
}
