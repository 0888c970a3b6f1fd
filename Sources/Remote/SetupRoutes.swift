import FoundationEssentials
import Hummingbird
import MatchEngine
import RemoteProtocol
import Session
import Store

/// Setting a match up from the phone: `GET /setup` (the form) and `POST /setup` (JSON, with
/// `"start":"now"` or `"queue"`). The form is read and checked by `SetupForm` (the engine has
/// the last word); starting and queueing go through the session and the store on the
/// session's thread.
enum SetupRoutes {
    static func register(on router: Router<RemoteContext>, app: RemoteApp) {
        router.get("/setup") { _, context -> Response in
            guard let scorer = context.scorer else { return .redirect(to: "/pair", type: .normal) }
            return app.web.page("setup", SetupPage(csrf: scorer.csrf))
        }
        router.post("/setup") { request, context -> Response in
            // The scorer gate has already answered a request without a token; this is the
            // route's own guard, so no set-up is ever stored for a viewer.
            guard context.scorer != nil else { return json(.unauthorized, ["error": ScoringMessages.pairFirst]) }
            var request = request
            let body = try await request.collectBody(upTo: context.maxUploadSize)
            let form: SetupForm
            do throws(FormRefusal) {
                form = try SetupForm.decode(Array(buffer: body))
            } catch {
                return json(.badRequest, refusal(error))
            }
            let outcome = await app.gate.run { desk in start(form, desk: desk) }
            switch outcome {
            case nil: return json(.serviceUnavailable, ["error": ScoringMessages.busy])
            case .started(let id)?: return json(.created, ["started": id])
            case .queued(let n)?: return json(.created, ["queued": String(n)])
            case .inPlay(let title)?:
                return json(.conflict, ["error": ScoringMessages.matchInPlay(title), "field": "start", "offer": "queue"])
            case .failed(let why)?: return json(.serviceUnavailable, ["error": "\(ScoringMessages.cannotStore): \(why)"])
            }
        }
    }

    enum Outcome: Sendable {
        case started(String)
        case queued(Int)
        case inPlay(title: String)
        case failed(String)
    }

    /// On the session's thread: "now" only when no match is in play or the one in play is
    /// finished (it is archived first); "queue" adds it to the store's queue.
    static func start(_ form: SetupForm, desk: RemoteDesk) -> Outcome {
        do {
            switch form.start {
            case .queue:
                return .queued(try desk.store.enqueue(Array(form.record)))
            case .now:
                if let current = desk.session.current {
                    guard current.session.pagePhase == .finished else { return .inPlay(title: current.session.scoringPad().title) }
                    try desk.session.finish()
                }
                let id = try desk.session.create(newMatch: form.record, fallbackId: NewMatchRecord.freshId(desk.store, clock: KioskClock()))
                return .started(id)
            }
        } catch {
            return .failed("\(error)")
        }
    }

    static func refusal(_ refusal: FormRefusal) -> [String: String] {
        var out = ["error": refusal.message]
        if let field = refusal.field { out["field"] = field }
        return out
    }

    static func json(_ status: HTTPResponse.Status, _ values: [String: String]) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(values)) ?? Data("{}".utf8)
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    struct SetupPage {
        var title = "Set up a match"
        var scorer = true
        var csrf: String
        var cricketFormats = [
            Option(value: "t20", label: "T20 (20 overs)", selected: true),
            Option(value: "fifty", label: "50 overs"),
            Option(value: "custom", label: "Custom overs"),
        ] + CricketFormats.names.map { Option(value: $0, label: $0) }
        var badmintonFormats = [
            Option(value: "bwf21", label: "21 points (BWF until 2027)", selected: true),
            Option(value: "bwf15", label: "15 points (BWF from 2027)"),
            Option(value: "noCap", label: "21 points, no cap"),
            Option(value: "custom", label: "Custom points"),
        ]
    }

    struct Option {
        var value: String
        var label: String
        var selected = false
    }
}
