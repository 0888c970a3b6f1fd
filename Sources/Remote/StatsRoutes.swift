import Hummingbird
import MatchEngine
import Records
import RemoteProtocol
import Session

/// The records on a phone (docs/records.md): `/stats` (the table, careers, head-to-head and
/// badminton analytics, filtered by season, team and format) and `/stats/player`. Reads only,
/// open to every viewer like the match list; the archive is read off the session's thread
/// (`ArchiveShelf`).
enum StatsRoutes {
    static func register(on router: Router<RemoteContext>, app: RemoteApp) {
        router.get("/stats") { request, context in
            await respond(app, context, request, template: "stats", tables: true) { read, query in
                read.view.map { StatsPages.page($0, query, scorer: context.scorer) }
            }
        }
        router.get("/stats/player") { request, context in
            await respond(app, context, request, template: "stats-player", tables: false) { read, query in
                StatsPages.player(read.archive, query, scorer: context.scorer)
            }
        }
    }

    /// What a view read: the archive, and for the records page the filter's tables.
    struct Read {
        var archive: ArchiveReader.Archive
        var view: RecordsView?
    }

    private static func respond(_ app: RemoteApp, _ context: RemoteContext, _ request: Request, template: String, tables: Bool,
                                values: (Read, StatsQuery) -> [String: Any]?) async -> Response {
        let query: StatsQuery
        switch StatsQuery.parse(request.uri.query) {
        case .success(let parsed): query = parsed
        case .failure(let refusal): return MatchRoutes.notice(app, context, MatchEditRefusal(400, refusal.message))
        }
        let calendar = app.seasons
        let read: Result<Read, StatsRefusal>
        if let shelf = app.archives {
            read = tables
                ? await shelf.records(query.filter).map { Read(archive: $0.0, view: $0.1) }
                : await shelf.archive().map { Read(archive: $0, view: nil) }
        } else {
            guard let gated = await app.gate.read({ StatsDesk.archive($0, calendar: calendar) }) else {
                return MatchRoutes.busyPage(app, context)
            }
            // No shelf (the in-process tests): the tables are worked out for this view alone.
            read = gated.map { archive in
                Read(archive: archive, view: tables
                    ? RecordsView(archive.matches, seasons: archive.seasons, formats: archive.formats, filter: query.filter) : nil)
            }
        }
        switch read {
        case .failure(let refusal): return MatchRoutes.notice(app, context, MatchEditRefusal(500, refusal.message))
        case .success(let read):
            let seasons = read.view?.seasons ?? read.archive.seasons
            let formats = read.view?.formats ?? read.archive.formats
            if let refusal = query.check(seasons: seasons, formats: formats.map(\.key)) {
                return MatchRoutes.notice(app, context, MatchEditRefusal(404, refusal.message))
            }
            guard let page = values(read, query) else {
                let message = query.name.map(StatsPageMessages.noPlayer) ?? StatsPageMessages.needsName
                return MatchRoutes.notice(app, context, MatchEditRefusal(404, message))
            }
            return app.web.page(template, page)
        }
    }
}
