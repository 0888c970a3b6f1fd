import FoundationEssentials

/// What the hall screen reads of the desk's call on a court's command topic (docs/desk.md):
/// only what its slide shows. The court's box reads the whole call with the desk's own rules
/// (`CourtWire` in Desk); the hall needs no more than the names.
struct DeskCallMessage: Decodable {
    var event: String
    var round: String
    var side1: String
    var side2: String

    static let maxBytes = 4096
    /// Longer names than a desk makes (two 80-character names and " / ") are not shown.
    static let maxSide = 163

    private struct Withdrawal: Decodable { var withdrawn: Bool }

    static func isWithdrawal(_ payload: [UInt8]) -> Bool {
        payload.count <= maxBytes && (try? JSONDecoder().decode(Withdrawal.self, from: Data(payload)))?.withdrawn == true
    }

    static func decode(_ payload: [UInt8], length: Int) -> DeskCallMessage? {
        guard length <= maxBytes, let call = try? JSONDecoder().decode(DeskCallMessage.self, from: Data(payload)) else { return nil }
        let texts = [call.event, call.round, call.side1, call.side2]
        guard texts.allSatisfy({ !$0.isEmpty && $0.count <= maxSide && !$0.unicodeScalars.contains { $0.properties.generalCategory == .control } })
        else { return nil }
        return call
    }
}
