import FoundationEssentials
import RemoteProtocol
import Session

/// The answer to one scorer command, as the socket sends it:
/// `{"type":"reply","client","number","outcome","seq","repeated","why","field"?}`.
struct ScorerReply: Encodable, Equatable {
    var type = "reply"
    var client: String?
    var number: Int?
    var outcome: String
    var seq: Int?
    var repeated: Bool
    var why: String
    var field: String?

    enum CodingKeys: String, CodingKey { case type, client, number, outcome, seq, repeated, why, field }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(type, forKey: .type)
        // The page matches a reply to its command by these; null says the message had none.
        try c.encode(client, forKey: .client)
        try c.encode(number, forKey: .number)
        try c.encode(outcome, forKey: .outcome)
        try c.encode(seq, forKey: .seq)
        try c.encode(repeated, forKey: .repeated)
        try c.encode(why, forKey: .why)
        try c.encodeIfPresent(field, forKey: .field)
    }

    init(client: String?, number: Int?, outcome: String, seq: Int?, repeated: Bool = false, why: String = "", field: String? = nil) {
        self.client = client
        self.number = number
        self.outcome = outcome
        self.seq = seq
        self.repeated = repeated
        self.why = why
        self.field = field
    }

    /// The session's answer in the contract's words.
    init(_ message: ScorerMessage, _ reply: SessionReply) {
        let (outcome, why): (String, String) = switch reply.outcome {
        case .recorded: ("recorded", "")
        case .started(let id): ("recorded", id.map(ScoringMessages.started) ?? ScoringMessages.nothingQueued)
        case .refused(_, let why): ("refused", why)
        case .notRecorded(let why, _): ("notRecorded", why)
        case .stale: ("stale", ScoringMessages.stale)
        case .noMatch: ("noMatch", ScoringMessages.noMatch)
        case .ignored(let why): ("ignored", why)
        case .armed: ("ignored", "")
        }
        self.init(client: message.client, number: message.number, outcome: outcome, seq: reply.seq, repeated: reply.repeated, why: why)
    }

    /// A message that did not decode: what is wrong, and the field when one is to blame.
    static func bad(_ refusal: FormRefusal) -> ScorerReply {
        ScorerReply(client: nil, number: nil, outcome: "bad", seq: nil, why: refusal.message, field: refusal.field)
    }

    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{\"type\":\"reply\",\"outcome\":\"bad\"}"
    }
}
