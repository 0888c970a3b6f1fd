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
            await respond(app, context, request, template: "stats") { archive, query in
                StatsPages.page(archive, query, scorer: context.scorer)
            }
        }
        router.get("/stats/player") { request, context in
            await respond(app, context, request, template: "stats-player") { archive, query in
                StatsPages.player(archive, query, scorer: context.scorer)
            }
        }
    }

    private static func respond(_ app: RemoteApp, _ context: RemoteContext, _ request: Request, template: String,
                                values: (ArchiveReader.Archive, StatsQuery) -> [String: Any]?) async -> Response {
        let query: StatsQuery
        switch StatsQuery.parse(request.uri.query) {
        case .success(let parsed): query = parsed
        case .failure(let refusal): return MatchRoutes.notice(app, context, MatchEditRefusal(400, refusal.message))
        }
        let calendar = app.seasons
        let read: Result<ArchiveReader.Archive, StatsRefusal>
        if let shelf = app.archives {
            read = await shelf.archive()
        } else {
            guard let gated = await app.gate.read({ StatsDesk.archive($0, calendar: calendar) }) else {
                return MatchRoutes.busyPage(app, context)
            }
            read = gated
        }
        switch read {
        case .failure(let refusal): return MatchRoutes.notice(app, context, MatchEditRefusal(500, refusal.message))
        case .success(let archive):
            if let refusal = query.check(seasons: archive.seasons, formats: StatsPages.formats(archive).map(\.key)) {
                return MatchRoutes.notice(app, context, MatchEditRefusal(404, refusal.message))
            }
            guard let page = values(archive, query) else {
                let message = query.name.map(StatsPageMessages.noPlayer) ?? StatsPageMessages.needsName
                return MatchRoutes.notice(app, context, MatchEditRefusal(404, message))
            }
            return app.web.page(template, page)
        }
    }
}
