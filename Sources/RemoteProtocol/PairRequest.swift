import FoundationEssentials
import MatchEngine

/// The bodies of the two pairing requests, decoded and checked as pure functions so the
/// fuzzers can reach them: `POST /pair/start` takes `{}`, `POST /pair` takes
/// `{"code":"123456","label":"optional device name"}`.
public struct PairRequest: Sendable, Equatable {
    /// Six ASCII digits.
    public var code: String
    /// What `scoreline remote list` shows for the phone; nil when the phone gave none.
    public var label: String?

    public static let codeLength = 6
    public static let maxLabel = 64

    public init(code: String, label: String? = nil) {
        self.code = code
        self.label = label
    }

    /// `POST /pair`'s body, or why not.
    public static func decode(_ body: [UInt8]) -> Result<PairRequest, PairRefusal> {
        let object: [String: JSONValue]
        switch topObject(body, accepted: ["code", "label"]) {
        case .success(let decoded): object = decoded
        case .failure(let refusal): return .failure(refusal)
        }
        guard let codeValue = object["code"] else { return .failure(PairRefusal(status: 400, error: PairMessages.codeMissing, field: "code")) }
        guard case .string(let code) = codeValue, code.utf8.count == codeLength, code.utf8.allSatisfy({ (0x30...0x39).contains($0) })
        else { return .failure(PairRefusal(status: 400, error: PairMessages.codeShape, field: "code")) }
        var label: String?
        switch object["label"] {
        case nil, .null?: label = nil
        case .string(let text)?:
            // A name is one line of text: control characters (newlines, escapes) could forge
            // lines in `scoreline remote list` or the log.
            let trimmed = String(text.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
            guard trimmed.count <= maxLabel, !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format })
            else { return .failure(PairRefusal(status: 400, error: PairMessages.labelShape(maxLabel), field: "label")) }
            label = trimmed.isEmpty ? nil : trimmed
        default: return .failure(PairRefusal(status: 400, error: PairMessages.labelShape(maxLabel), field: "label"))
        }
        return .success(PairRequest(code: code, label: label))
    }

    /// `POST /pair/start`'s body: an empty object (an empty body is taken as one).
    public static func decodeStart(_ body: [UInt8]) -> PairRefusal? {
        if body.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return nil }
        if case .failure(let refusal) = topObject(body, accepted: []) { return refusal }
        return nil
    }

    /// The body as one JSON object whose keys are all in `accepted`.
    static func topObject(_ body: [UInt8], accepted: [String]) -> Result<[String: JSONValue], PairRefusal> {
        guard body.count <= RemoteLimits.maxBody else {
            return .failure(PairRefusal(status: 413, error: PairMessages.tooLarge(RemoteLimits.maxBody)))
        }
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(body)) else {
            return .failure(PairRefusal(status: 400, error: PairMessages.notJSON))
        }
        guard case .object(let object) = value else { return .failure(PairRefusal(status: 400, error: PairMessages.notObject)) }
        if let unknown = object.keys.sorted().first(where: { !accepted.contains($0) }) {
            return .failure(PairRefusal(status: 400, error: PairMessages.unknownField(unknown, accepted: accepted), field: unknown))
        }
        return .success(object)
    }
}
