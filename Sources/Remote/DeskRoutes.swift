import Desk
import FoundationEssentials
import Hummingbird
import Store
import TextSafety

/// The hall's desk page (docs/desk.md, ADR 057), on a kiosk run with `[desk]`: `GET /desk` the
/// page, `GET /desk/state` the day as JSON (`DeskView`), the writes (import a CSV, type a
/// match, call a match to a court, take a call back, a walkover, correct a result) and
/// `GET /desk/export.csv`. Only a device paired with this kiosk may read or write: pairing on a
/// desk kiosk is the desk's permission. Every job runs on the kiosk's loop through the gate,
/// where the desk's journal has its one writer; a refusal is the desk's sentence, and nothing
/// recorded changes.
enum DeskRoutes {
    static func register(on router: Router<RemoteContext>, app: RemoteApp) {
        router.get("/desk") { _, context -> Response in
            guard app.hallDesk else { return app.web.page("notice", DeskPage.notice(DeskPageMessages.notADesk), status: .notFound) }
            guard let scorer = context.scorer else { return .redirect(to: "/pair", type: .normal) }
            return app.web.page("desk", DeskPage(csrf: scorer.csrf))
        }
        router.get("/desk/state") { _, context -> Response in
            guard app.hallDesk else { return JSONReply.refusal(.notFound, DeskPageMessages.notADesk) }
            guard context.scorer != nil else { return JSONReply.refusal(.unauthorized, DeskPageMessages.pairFirst) }
            guard let view = await app.gate.run({ desk in desk.hall.map { DeskView($0.day) } }) else {
                return JSONReply.refusal(.serviceUnavailable, DeskPageMessages.busy)
            }
            guard let view else { return JSONReply.refusal(.notFound, DeskPageMessages.notADesk) }
            return JSONReply.encoded(view)
        }
        router.get("/desk/export.csv") { _, context -> Response in
            guard app.hallDesk else { return JSONReply.refusal(.notFound, DeskPageMessages.notADesk) }
            guard context.scorer != nil else { return JSONReply.refusal(.unauthorized, DeskPageMessages.pairFirst) }
            guard let bytes = await app.gate.run({ desk in desk.hall.map { DeskCSV.export($0.day) } }), let bytes else {
                return JSONReply.refusal(.serviceUnavailable, DeskPageMessages.busy)
            }
            var headers = HTTPFields()
            headers[.contentType] = "text/csv; charset=utf-8"
            headers[.contentDisposition] = "attachment; filename=\"desk-results.csv\""
            headers[.cacheControl] = "no-store"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
        }
        write(router, app, "/desk/import") { body, office, at in
            let added = try office.importCSV(body, at: at)
            return DeskPageMessages.imported(added)
        }
        write(router, app, "/desk/match") { body, office, at in
            let typed = try DeskForm.decode(TypedMatch.self, body)
            try office.importCSV(typed.csv, at: at)
            return DeskPageMessages.added(typed.number)
        }
        write(router, app, "/desk/call") { body, office, at in
            let call = try DeskForm.decode(CallForm.self, body)
            try office.call(call.match, court: call.court, at: at)
            return DeskPageMessages.called(call.match, court: call.court)
        }
        write(router, app, "/desk/uncall") { body, office, at in
            let form = try DeskForm.decode(MatchForm.self, body)
            try office.uncall(form.match, at: at)
            return DeskPageMessages.uncalled(form.match)
        }
        write(router, app, "/desk/walkover") { body, office, at in
            let form = try DeskForm.decode(WalkoverForm.self, body)
            try office.walkover(form.match, winner: form.winner, at: at)
            return DeskPageMessages.walkover(form.match, winner: form.winner)
        }
        write(router, app, "/desk/correct") { body, office, at in
            let form = try DeskForm.decode(CorrectForm.self, body)
            try office.correct(form.match, scores: form.scores, at: at)
            return DeskPageMessages.corrected(form.match)
        }
    }

    /// A desk write: the body read (the gate has checked the token, the CSRF value and the
    /// size), the job run on the loop, the day's new picture returned with a sentence; a
    /// refusal is 422 with the desk's sentence and nothing changed.
    private static func write(
        _ router: Router<RemoteContext>, _ app: RemoteApp, _ path: RouterPath,
        _ job: @escaping @Sendable ([UInt8], DeskOffice, String?) throws -> String
    ) {
        router.post(path) { request, context -> Response in
            guard app.hallDesk else { return JSONReply.refusal(.notFound, DeskPageMessages.notADesk) }
            guard context.scorer != nil else { return JSONReply.refusal(.unauthorized, DeskPageMessages.pairFirst) }
            // The gate has refused a body over this path's limit (4 MiB for an import) with a sentence.
            let body = Array(buffer: try await request.body.collect(upTo: ScorerGate.bodyLimit(request.uri.path)))
            let outcome = await app.gate.run { desk -> Result<Done, DeskFormRefusal> in
                guard let office = desk.hall else { return .failure(DeskFormRefusal(DeskPageMessages.notADesk)) }
                do {
                    let said = try job(body, office, SystemClock().now().journalTime)
                    return .success(Done(said: said, day: DeskView(office.day)))
                } catch let refusal as DeskFormRefusal {
                    return .failure(refusal)
                } catch let problem as DeskJournal.Problem {
                    return .failure(DeskFormRefusal(problem.sentence))
                } catch {
                    return .failure(DeskFormRefusal(String(describing: error)))
                }
            }
            switch outcome {
            case nil: return JSONReply.refusal(.serviceUnavailable, DeskPageMessages.busy)
            case .success(let done)?: return JSONReply.encoded(done)
            case .failure(let refusal)?: return JSONReply.refusal(.unprocessableContent, refusal.sentence, field: refusal.field)
            }
        }
    }

    struct Done: Encodable, Sendable {
        var said: String
        var day: DeskView
    }

    struct CallForm: Decodable {
        var match: String
        var court: Int
    }

    struct MatchForm: Decodable {
        var match: String
    }

    struct WalkoverForm: Decodable {
        var match: String
        var winner: Int
    }

    struct CorrectForm: Decodable {
        var match: String
        var scores: String
    }

    /// A match typed on the page: the same fields as a CSV row, so it is read by the same
    /// reader with the same checks (`DeskCSV`), as a one-row file.
    struct TypedMatch: Decodable {
        var number: String
        var event: String
        var round: String
        var time: String?
        var player1: String
        var partner1: String?
        var club1: String?
        var player2: String
        var partner2: String?
        var club2: String?

        var csv: [UInt8] {
            CSVWriter.write(header: DeskCSV.columns,
                            rows: [[number, event, round, time ?? "", player1, partner1 ?? "", club1 ?? "", player2, partner2 ?? "", club2 ?? ""]])
        }
    }

    struct DeskPage {
        var title = DeskPageMessages.title
        var scorer = true
        var csrf: String?
        var columns = DeskCSV.columns.joined(separator: ", ")
        var message: String?

        init(csrf: String?) { self.csrf = csrf }

        static func notice(_ message: String) -> DeskPage {
            var page = DeskPage(csrf: nil)
            page.scorer = false
            page.message = message
            return page
        }
    }
}

/// A desk form the server cannot read, or a refusal to answer with: the sentence and the field.
struct DeskFormRefusal: Error, Sendable {
    var sentence: String
    var field: String?

    init(_ sentence: String, field: String? = nil) {
        self.sentence = sentence
        self.field = field
    }
}

enum DeskForm {
    static func decode<T: Decodable>(_ type: T.Type, _ body: [UInt8]) throws(DeskFormRefusal) -> T {
        do {
            return try JSONDecoder().decode(type, from: Data(body))
        } catch let error as DecodingError {
            switch error {
            case .keyNotFound(let key, _): throw DeskFormRefusal(DeskPageMessages.missing(key.stringValue), field: key.stringValue)
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
                let field = context.codingPath.last?.stringValue
                throw DeskFormRefusal(DeskPageMessages.unreadable(field), field: field)
            @unknown default: throw DeskFormRefusal(DeskPageMessages.unreadable(nil))
            }
        } catch {
            throw DeskFormRefusal(DeskPageMessages.unreadable(nil))
        }
    }
}
