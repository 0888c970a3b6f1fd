import FoundationEssentials
import Hummingbird
import RemoteProtocol
import Store

/// The matches: the list, a scorecard, the edit page and its corrections, the bin, downloads
/// and uploads. Reads are open to every viewer; every change needs a scorer (checked here as
/// well as by `ScorerGate`) and goes through the session's thread.
enum MatchRoutes {
    /// An upload of an export: a season of club matches is a few hundred KB; a T20's JSON
    /// about 60 KB. Raised above `RemoteLimits.maxBody` for this route only.
    static let maxImport = 4 << 20

    static func register(on router: Router<RemoteContext>, app: RemoteApp) {
        router.get("/matches") { _, context in
            guard let listed = await app.gate.read({ MatchDesk.list($0) }) else { return busyPage(app, context) }
            switch listed {
            case .success(let listed): return app.web.page("matches", MatchPages.list(listed, scorer: context.scorer))
            case .failure(let refusal): return notice(app, context, refusal)
            }
        }
        router.get("/matches/:id") { _, context in
            guard let id = matchId(context) else { return notice(app, context, MatchEditRefusal(404, MatchPagesMessages.badId)) }
            guard let card = await app.gate.read({ MatchDesk.card($0, id: id) }) else { return busyPage(app, context) }
            switch card {
            case .success(let card): return app.web.page("match", MatchPages.match(card, scorer: context.scorer))
            case .failure(let refusal): return notice(app, context, refusal)
            }
        }
        router.get("/matches/:id/edit") { _, context in
            guard let scorer = context.scorer else { return Response.redirect(to: "/pair", type: .normal) }
            guard let id = matchId(context) else { return notice(app, context, MatchEditRefusal(404, MatchPagesMessages.badId)) }
            let read = await app.gate.run { desk in
                (MatchDesk.card(desk, id: id), (try? RosterFile(store: desk.store).read()) ?? Roster())
            }
            guard let (card, roster) = read else { return busyPage(app, context) }
            switch card {
            case .success(let card): return app.web.page("edit", MatchPages.edit(card, roster: roster, scorer: scorer))
            case .failure(let refusal): return notice(app, context, refusal)
            }
        }
        router.post("/matches/:id/edit") { request, context in
            await write(request, context, app) { bytes, id async throws(MatchEditRefusal) -> MatchDesk.Edited in
                let edit = try MatchEdit.decode(bytes)
                return try await run(app) { MatchDesk.edit($0, id: id, edit) }
            }
        }
        router.post("/matches/:id/delete") { request, context in
            await write(request, context, app) { bytes, id async throws(MatchEditRefusal) -> Done in
                try MatchEditForm.empty(bytes)
                try await run(app) { MatchDesk.delete($0, id: id) }
                return Done(done: true, next: "/bin")
            }
        }
        router.post("/matches/:id/restore") { request, context in
            await write(request, context, app) { bytes, id async throws(MatchEditRefusal) -> Done in
                try MatchEditForm.empty(bytes)
                try await run(app) { MatchDesk.restore($0, id: id) }
                return Done(done: true, next: "/matches/" + RecordsPath.encode(id))
            }
        }
        router.get("/bin") { _, context in
            guard let binned = await app.gate.read({ MatchDesk.bin($0) }) else { return busyPage(app, context) }
            switch binned {
            case .success(let binned):
                return app.web.page("bin", MatchPages.bin(binned, now: Int(Date().timeIntervalSince1970), scorer: context.scorer))
            case .failure(let refusal): return notice(app, context, refusal)
            }
        }
        let downloads: [(String, MatchDesk.ExportFormat, String, String)] = [
            ("export.csv", .csv, "text/csv; charset=utf-8", ".csv"),
            ("export-summary.csv", .summaryCSV, "text/csv; charset=utf-8", "-summary.csv"),
            ("export.json", .json, "application/json", ".json"),
        ]
        for (path, format, type, suffix) in downloads {
            router.get("/matches/:id/\(path)") { _, context in
                guard let id = matchId(context) else { return RecordsReply.error(.notFound, MatchPagesMessages.badId) }
                guard let bytes = await app.gate.read({ MatchDesk.export($0, id: id, format: format) }) else { return RecordsReply.busy }
                switch bytes {
                case .success(let bytes): return RecordsReply.download(bytes, type: type, fileName: RecordsPath.fileName(id, suffix: suffix))
                case .failure(let refusal): return RecordsReply.refusal(refusal)
                }
            }
        }
        router.post("/import") { request, context in
            if let refused = RecordsReply.needsScorer(context) { return refused }
            let bytes: [UInt8]
            switch await RecordsReply.body(request, limit: maxImport) {
            case .success(let body): bytes = body
            case .failure(let refusal): return RecordsReply.refusal(refusal)
            }
            guard !bytes.isEmpty else { return RecordsReply.error(.badRequest, MatchPagesMessages.notAnImport) }
            guard let report = await app.gate.run({ MatchDesk.importExport($0, bytes) }) else { return RecordsReply.busy }
            switch report {
            case .success(let report): return RecordsReply.json(ImportAnswer(report))
            case .failure(let refusal): return RecordsReply.refusal(refusal)
            }
        }
    }

    struct Done: Encodable {
        var done: Bool
        var next: String?
    }

    struct ImportAnswer: Encodable {
        var added: [String]
        var extended: [String]
        var unchanged: [String]
        var notImported: [String: String]
        var notes: [String]
        /// What happened, in sentences the page shows as they are.
        var summary: String

        init(_ report: MatchExport.ImportReport) {
            added = report.added
            extended = report.extended
            unchanged = report.unchanged
            notImported = report.conflicts.merging(report.refused) { a, _ in a }
            notes = report.notes
            summary = MatchPagesMessages.imported(report)
        }
    }

    /// The id in the path, decoded and checked as every id is (ADR 010).
    static func matchId(_ context: RemoteContext) -> String? {
        context.parameters.get("id").flatMap(RecordsPath.decode).flatMap { MatchID($0)?.rawValue }
    }

    /// A write's common steps: a scorer, the id, the body read and checked, then `job`; any
    /// refusal becomes its JSON answer and nothing changes.
    static func write<T: Encodable>(
        _ request: Request, _ context: RemoteContext, _ app: RemoteApp, _ job: ([UInt8], String) async throws(MatchEditRefusal) -> T
    ) async -> Response {
        if let refused = RecordsReply.needsScorer(context) { return refused }
        guard let id = matchId(context) else { return RecordsReply.error(.notFound, MatchPagesMessages.badId) }
        do throws(MatchEditRefusal) {
            let bytes = try await RecordsReply.body(request).get()
            return RecordsReply.json(try await job(bytes, id))
        } catch {
            return RecordsReply.refusal(error)
        }
    }

    /// Runs a desk job; the gate's "busy" becomes a 503 refusal.
    static func run<T: Sendable>(_ app: RemoteApp, _ job: @escaping @Sendable (RemoteDesk) -> Result<T, MatchEditRefusal>) async throws(MatchEditRefusal) -> T {
        guard let result = await app.gate.run(job) else { throw MatchEditRefusal(503, RemoteMessages.busy) }
        return try result.get()
    }

    static func notice(_ app: RemoteApp, _ context: RemoteContext, _ refusal: MatchEditRefusal) -> Response {
        app.web.page(
            "notice", MatchPages.Notice(title: MatchPagesMessages.matchesTitle, scorer: context.scorer != nil, csrf: context.scorer?.csrf, message: refusal.message),
            status: HTTPResponse.Status(code: refusal.status))
    }

    static func busyPage(_ app: RemoteApp, _ context: RemoteContext) -> Response {
        notice(app, context, MatchEditRefusal(503, RemoteMessages.busy))
    }
}
