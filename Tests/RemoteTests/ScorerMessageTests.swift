import Foundation
import Testing
@testable import RemoteProtocol

/// The scoring socket's command message: accepted as the contract writes it, refused with the
/// field named.
struct ScorerMessageTests {
    func decode(_ text: String) throws(FormRefusal) -> ScorerMessage { try ScorerMessage.decode(Array(text.utf8)) }

    func refusal(_ text: String) -> FormRefusal? {
        do {
            _ = try decode(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func aCommandGivesTheActionLineWithSortedKeys() throws {
        let m = try decode(#"{"type":"command","client":"tab-1_A","number":3,"basedOn":17,"action":{"wides":1,"type":"delivery"}}"#)
        #expect(m.client == "tab-1_A")
        #expect(m.number == 3)
        #expect(m.basedOn == 17)
        #expect(m.body == .line(Data(#"{"type":"delivery","wides":1}"#.utf8)))
    }

    @Test func startNextAndANullBasedOn() throws {
        let m = try decode(#"{"type":"command","client":"x","number":1,"basedOn":null,"startNext":true}"#)
        #expect(m.body == .startNext)
        #expect(m.basedOn == nil)
    }

    @Test func eachBadFieldIsNamed() {
        #expect(refusal(#"{"type":"command","client":"","number":1,"action":{"type":"undo"}}"#)?.field == "client")
        #expect(refusal(#"{"type":"command","client":"a b","number":1,"action":{"type":"undo"}}"#)?.field == "client")
        let long = String(repeating: "a", count: 65)
        #expect(refusal(#"{"type":"command","client":"\#(long)","number":1,"action":{"type":"undo"}}"#)?.field == "client")
        #expect(refusal(#"{"type":"command","client":"\#(String(long.dropFirst()))","number":1,"action":{"type":"undo"}}"#) == nil)
        #expect(refusal(#"{"type":"command","client":"a","number":0,"action":{"type":"undo"}}"#)?.field == "number")
        #expect(refusal(#"{"type":"command","client":"a","number":1.5,"action":{"type":"undo"}}"#)?.field == "number")
        #expect(refusal(#"{"type":"command","client":"a","action":{"type":"undo"}}"#)?.field == "number")
        #expect(refusal(#"{"type":"command","client":"a","number":1,"basedOn":"7","action":{"type":"undo"}}"#)?.field == "basedOn")
        #expect(refusal(#"{"type":"command","client":"a","number":1}"#)?.field == "action")
        #expect(refusal(#"{"type":"command","client":"a","number":1,"action":{"type":"undo"},"startNext":true}"#)?.field == "action")
        #expect(refusal(#"{"type":"command","client":"a","number":1,"action":{"bat":4}}"#)?.field == "action.type")
        #expect(refusal(#"{"type":"command","client":"a","number":1,"action":{"type":"undo","at":"2026-01-01T00:00:00Z"}}"#)?.field == "action.at")
        #expect(refusal(#"{"type":"hello","client":"a","number":1,"action":{"type":"undo"}}"#)?.field == "type")
    }

    @Test func anUnknownFieldIsNamedWithTheAcceptedOnes() throws {
        let r = try #require(refusal(#"{"type":"command","client":"a","number":1,"action":{"type":"undo"},"colour":"red"}"#))
        #expect(r.field == "colour")
        #expect(r.message == "There is no field \"colour\" here. Accepted: type, client, number, basedOn, action, startNext.")
    }

    @Test func notJSONAndNotAnObject() {
        #expect(refusal("{") != nil)
        #expect(refusal("[1]")?.message == "The request must be a JSON object.")
    }
}
