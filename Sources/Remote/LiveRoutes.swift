import FoundationEssentials
import Hummingbird
import HummingbirdWebSocket

/// The read-only live view: anyone on the LAN may watch, nobody may write. The page lays out
/// the `Scoreboard` fields it is sent as they are; nothing is formatted in the browser.
enum LiveRoutes {
    static func register(on router: Router<RemoteContext>, app: RemoteApp) {
        router.get("/") { _, context in
            app.web.page("live", LivePage(scorer: context.scorer != nil))
        }
        router.get("/static/:name") { _, context in
            guard let name = context.parameters.get("name"), let file = app.web.staticFile(name) else {
                throw HTTPError(.notFound, message: RemoteMessages.notFound)
            }
            return file
        }
        router.ws("/ws/live") { _, _ in
            app.viewers.isFull ? .dontUpgrade : .upgrade([:])
        } onUpgrade: { inbound, outbound, _ in
            guard let (id, frames) = app.viewers.join() else { return }
            defer { app.viewers.leave(id) }
            // A viewer sends nothing, but reading is how its close is seen: then the writer stops.
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { for try await _ in inbound {} }
                group.addTask {
                    for await frame in frames { try await outbound.write(.text(frame.json)) }
                }
                try await group.next()
                group.cancelAll()
            }
        }
    }

    struct LivePage {
        var scorer: Bool
    }
}
