import FoundationEssentials
import MatchEngine

/// One command from a scorer's phone over the scoring WebSocket (docs/remote.md):
/// `{"type":"command","client":"<tab id>","number":N,"basedOn":seq|null,"action":{…}}`, or
/// `"startNext":true` instead of `action`. Decoded and checked here, without a server, so the
/// fuzzers reach it; the session then checks the action as it checks a typed line.
public struct ScorerMessage: Sendable, Equatable {
    public enum Body: Sendable, Equatable {
        /// The action line (docs/actions.md) as bytes, for `SessionCommand(.line(…))`.
        case line(Data)
        case startNext
    }

    /// The tab's own id: with `number`, what makes a resend answered once and applied once.
    public var client: String
    public var number: Int
    /// The seq of the board the scorer saw, or nil to apply to whatever is current.
    public var basedOn: Int?
    public var body: Body

    public static let maxClient = 64

    public static func decode(_ bytes: some Collection<UInt8>) throws(FormRefusal) -> ScorerMessage {
        let form = try FormFields.parse(bytes)
        try form.only(["type", "client", "number", "basedOn", "action", "startNext"])
        guard try form.choice("type", ["command"]) != nil else { throw FormRefusal(SetupFormMessages.notCommand, field: "type") }
        let client: String
        do throws(FormRefusal) {
            client = try form.requiredString("client")
        } catch {
            throw FormRefusal(SetupFormMessages.badClient(maxClient), field: "client")
        }
        guard isClientId(client) else { throw FormRefusal(SetupFormMessages.badClient(maxClient), field: "client") }
        let number: Int
        do throws(FormRefusal) {
            guard let n = try form.int("number", in: 1...Int.max) else { throw FormRefusal(SetupFormMessages.badNumber) }
            number = n
        } catch {
            throw FormRefusal(SetupFormMessages.badNumber, field: "number")
        }
        let basedOn: Int?
        do throws(FormRefusal) {
            basedOn = try form.int("basedOn", in: 1...Int.max)
        } catch {
            throw FormRefusal(SetupFormMessages.badBasedOn, field: "basedOn")
        }
        let startNext = try form.bool("startNext") ?? false
        let action = try form.object("action")
        let body: Body
        switch (action, startNext) {
        case (let action?, false): body = .line(try line(action))
        case (nil, true): body = .startNext
        default: throw FormRefusal(SetupFormMessages.actionOrStartNext, field: "action")
        }
        return ScorerMessage(client: client, number: number, basedOn: basedOn, body: body)
    }

    /// 1 to 64 of A–Z, a–z, 0–9, `-` and `_`: safe in a log line and a ledger key.
    public static func isClientId(_ id: String) -> Bool {
        let bytes = Array(id.utf8)
        guard (1...maxClient).contains(bytes.count) else { return false }
        return bytes.allSatisfy { b in
            (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) || b == 0x2D || b == 0x5F
        }
    }

    /// The action object as a line: a type is needed and a time is the scoreboard's to stamp.
    static func line(_ action: FormFields) throws(FormRefusal) -> Data {
        guard case .string? = action.object["type"] else { throw FormRefusal(SetupFormMessages.actionNeedsType, field: "action.type") }
        if action.object["at"] != nil { throw FormRefusal(SetupFormMessages.noTimes, field: "action.at") }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(JSONValue.object(action.object)) else {
            throw FormRefusal(SetupFormMessages.notJSON, field: "action")
        }
        return data
    }
}
