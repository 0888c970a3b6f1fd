import Hummingbird
import HummingbirdWebSocket

/// Every route of the web app, by area; each area's file registers its own.
enum RemoteRoutes {
    static func router(_ app: RemoteApp) -> Router<RemoteContext> {
        let router = Router(context: RemoteContext.self)
        LiveRoutes.register(on: router, app: app)
        MatchRoutes.register(on: router, app: app)
        RosterRoutes.register(on: router, app: app)
        SetupRoutes.register(on: router, app: app)
        ScoringRoutes.register(on: router, app: app)
        return router
    }
}
