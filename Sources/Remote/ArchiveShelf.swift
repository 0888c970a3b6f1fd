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
/// listing and three `lstat`s a match, and the tables of a filter already shown are kept too.
public actor ArchiveShelf {
    let root: String
    let calendar: SeasonCalendar
    private let kept: KeptArchive
    private var inFlight: Task<Result<KeptArchive.Reading, StatsRefusal>, Never>?

    public init(root: String, calendar: SeasonCalendar) {
        self.root = root
        self.calendar = calendar
        kept = KeptArchive(reader: ArchiveReader(store: MatchStore(root: root), calendar: calendar, scorecards: false))
    }

    func archive() async -> Result<ArchiveReader.Archive, StatsRefusal> {
        await reading().map(\.archive)
    }

    /// The archive and the tables `filter` shows, the tables worked out on the blocking pool
    /// when this reading has not shown that filter yet.
    func records(_ filter: RecordsFilter) async -> Result<(ArchiveReader.Archive, RecordsView), StatsRefusal> {
        switch await reading() {
        case .failure(let refusal): return .failure(refusal)
        case .success(let reading):
            let kept = kept
            do {
                let view = try await NIOThreadPool.singleton.runIfActive { kept.view(filter, of: reading) }
                return .success((reading.archive, view))
            } catch {
                return .failure(StatsRefusal(field: "", message: StatsPageMessages.cannotRead("\(error)")))
            }
        }
    }

    private func reading() async -> Result<KeptArchive.Reading, StatsRefusal> {
        if let inFlight { return await inFlight.value }
        let kept = kept
        let task = Task { () -> Result<KeptArchive.Reading, StatsRefusal> in
            do {
                return .success(try await NIOThreadPool.singleton.runIfActive { try kept.readNumbered().reading })
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
