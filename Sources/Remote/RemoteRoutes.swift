import Hummingbird
import HummingbirdWebSocket

/// Every route of the web app, by area; each area's file registers its own.
enum RemoteRoutes {
    static func router(_ app: RemoteApp) -> Router<RemoteContext> {
        let router = Router(context: RemoteContext.self)
        // First: every route after it sees `context.scorer`, and no write reaches one unchecked.
        router.add(middleware: ScorerGate(security: app.security))
        PairingRoutes.register(on: router, app: app)
        LiveRoutes.register(on: router, app: app)
        MatchRoutes.register(on: router, app: app)
        RosterRoutes.register(on: router, app: app)
        PictureRoutes.register(on: router, app: app)
        StatsRoutes.register(on: router, app: app)
        SetupRoutes.register(on: router, app: app)
        ScoringRoutes.register(on: router, app: app)
        CaptivePortalRoutes.register(on: router, app: app)
        DeskRoutes.register(on: router, app: app)
        return router
    }
}
