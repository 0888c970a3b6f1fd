import MatchEngine
import Records
import Session

/// The records page's job on the session's thread: the archive read as `scoreline stats`
/// reads it. Every page view folds the stored matches again, as the match list does, so a
/// correction shows at once; a 200-match season costs a few tens of milliseconds
/// (docs/PERFORMANCE.md).
enum StatsDesk {
    static func archive(_ desk: RemoteDesk, calendar: SeasonCalendar) -> Result<ArchiveReader.Archive, StatsRefusal> {
        do {
            return .success(try ArchiveReader(store: desk.store, calendar: calendar).read())
        } catch {
            return .failure(StatsRefusal(field: "", message: StatsMessages.cannotRead("\(error)")))
        }
    }
}
