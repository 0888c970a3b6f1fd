import NIOPosix
import Records
import Session
import Store

/// Reads the archive for the records page on a thread of NIO's blocking pool, never the
/// session's: folding a 200-match season takes a few hundred milliseconds, which would hold up
/// every press behind a phone opening the page. It shares nothing with the session: a store
/// value of its own on the same folder, read only, no lock taken, exactly as `scoreline stats`
/// run from a shell beside the kiosk reads it (ADR 036). One read at a time: a request that
/// arrives while one runs waits for that read and shares its result, so ten phones cost one
/// fold.
///
/// Each match comes from its result cache when that holds, and the whole reading is kept in
/// memory while no file of the archive changes (`KeptArchive`, ADR 052): a later view costs a
/// listing and three `lstat`s a match.
public actor ArchiveShelf {
    let root: String
    let calendar: SeasonCalendar
    private let kept: KeptArchive
    private var inFlight: Task<Result<ArchiveReader.Archive, StatsRefusal>, Never>?

    public init(root: String, calendar: SeasonCalendar) {
        self.root = root
        self.calendar = calendar
        kept = KeptArchive(reader: ArchiveReader(store: MatchStore(root: root), calendar: calendar, scorecards: false))
    }

    func archive() async -> Result<ArchiveReader.Archive, StatsRefusal> {
        if let inFlight { return await inFlight.value }
        let kept = kept
        let task = Task { () -> Result<ArchiveReader.Archive, StatsRefusal> in
            do {
                return .success(try await NIOThreadPool.singleton.runIfActive { try kept.read().archive })
            } catch {
                return .failure(StatsRefusal(field: "", message: StatsPageMessages.cannotRead("\(error)")))
            }
        }
        inFlight = task
        let result = await task.value
        inFlight = nil
        return result
    }
}
