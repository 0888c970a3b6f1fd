import FoundationEssentials
import Hummingbird
import RemoteProtocol
import Store

/// The roster: players and teams in `<data>/roster.json`. Only scorers see or change it (a
/// club's list of players, juniors among them, is not for every phone at the ground); the
/// set-up page reads it as JSON from `/api/roster`.
enum RosterRoutes {
    static func register(on router: Router<RemoteContext>, app: RemoteApp) {
        router.get("/roster") { _, context in
            guard let scorer = context.scorer else { return Response.redirect(to: "/pair", type: .normal) }
            guard let roster = await app.gate.run({ read($0) }) else { return MatchRoutes.busyPage(app, context) }
            switch roster {
            case .success(let roster): return app.web.page("roster", RosterPage(roster, scorer: scorer))
            case .failure(let refusal): return MatchRoutes.notice(app, context, refusal)
            }
        }
        router.get("/api/roster") { _, context in
            if let refused = RecordsReply.needsScorer(context) { return refused }
            guard let roster = await app.gate.run({ read($0) }) else { return RecordsReply.busy }
            switch roster {
            case .success(let roster): return RecordsReply.json(roster)
            case .failure(let refusal): return RecordsReply.refusal(refusal)
            }
        }
        router.post("/roster/players") { request, context in
            await change(request, context, app) { bytes, _ throws(MatchEditRefusal) -> Change in
                guard case .player(let name) = try RosterEdit.player(bytes) else { throw MatchEditRefusal(400, MatchPagesMessages.notRecorded) }
                return { roster throws(MatchEditRefusal) in try RosterRules.addPlayer(name, to: roster).0 }
            }
        }
        router.post("/roster/players/:id") { request, context in
            await change(request, context, app) { bytes, id throws(MatchEditRefusal) -> Change in
                guard case .player(let name) = try RosterEdit.player(bytes) else { throw MatchEditRefusal(400, MatchPagesMessages.notRecorded) }
                return { roster throws(MatchEditRefusal) in try RosterRules.renamePlayer(id, to: name, in: roster) }
            }
        }
        router.post("/roster/players/:id/delete") { request, context in
            await change(request, context, app) { bytes, id throws(MatchEditRefusal) -> Change in
                try RosterEdit.delete(bytes)
                return { roster throws(MatchEditRefusal) in try RosterRules.deletePlayer(id, from: roster) }
            }
        }
        router.post("/roster/teams") { request, context in
            await change(request, context, app) { bytes, _ throws(MatchEditRefusal) -> Change in
                let edit = try RosterEdit.team(bytes)
                return { roster throws(MatchEditRefusal) in try RosterRules.addTeam(edit, to: roster).0 }
            }
        }
        router.post("/roster/teams/:id") { request, context in
            await change(request, context, app) { bytes, id throws(MatchEditRefusal) -> Change in
                let edit = try RosterEdit.team(bytes)
                return { roster throws(MatchEditRefusal) in try RosterRules.editTeam(id, edit, in: roster) }
            }
        }
        router.post("/roster/teams/:id/delete") { request, context in
            await change(request, context, app) { bytes, id throws(MatchEditRefusal) -> Change in
                try RosterEdit.delete(bytes)
                return { roster throws(MatchEditRefusal) in try RosterRules.deleteTeam(id, from: roster) }
            }
        }
    }

    typealias Change = @Sendable (Roster) throws(MatchEditRefusal) -> Roster

    /// A roster write: a scorer, the body decoded (`decode` returns the change to make), then
    /// on the session's thread the file read, changed and replaced atomically. Answers the
    /// new roster; a refusal writes nothing.
    static func change(
        _ request: Request, _ context: RemoteContext, _ app: RemoteApp, _ decode: ([UInt8], String) throws(MatchEditRefusal) -> Change
    ) async -> Response {
        if let refused = RecordsReply.needsScorer(context) { return refused }
        let id = context.parameters.get("id") ?? ""
        do throws(MatchEditRefusal) {
            let bytes = try await RecordsReply.body(request).get()
            let change = try decode(bytes, id)
            let roster = try await MatchRoutes.run(app) { desk in
                let file = RosterFile(store: desk.store)
                do {
                    let next = try change(try read(desk).get())
                    try file.write(next)
                    return .success(next)
                } catch let refusal as MatchEditRefusal {
                    return .failure(refusal)
                } catch {
                    return .failure(MatchEditRefusal(503, MatchPagesMessages.notDurable("\(error)")))
                }
            }
            return RecordsReply.json(roster)
        } catch {
            return RecordsReply.refusal(error)
        }
    }

    static func read(_ desk: RemoteDesk) -> Result<Roster, MatchEditRefusal> {
        do {
            return .success(try RosterFile(store: desk.store).read())
        } catch {
            return .failure(MatchEditRefusal(409, error.description))
        }
    }
}
