import FoundationEssentials
import MatchEngine
import Testing
@testable import RemoteProtocol

/// The edit page's bodies: each correction becomes the action line the engine documents
/// (docs/actions.md), and every bad body is refused naming the field and what is accepted.
@Suite struct MatchEditTests {
    func decode(_ json: String) throws(MatchEditRefusal) -> MatchEdit { try MatchEdit.decode(Array(json.utf8)) }

    func refusal(_ json: String) -> MatchEditRefusal? {
        do { _ = try decode(json) } catch { return error }
        return nil
    }

    func line(_ edit: MatchEdit) -> String? {
        guard case .action(let action, _) = edit else { return nil }
        return String(decoding: action.line(at: nil), as: UTF8.self)
    }

    @Test func aRenameBecomesTheRenamePlayerLine() throws {
        let edit = try decode(#"{"type":"renamePlayer","from":"Batter 3","to":" A. Khan ","team":"RIV","basedOn":41}"#)
        // The name is trimmed; the line is docs/actions.md's renamePlayer with its team.
        #expect(line(edit) == #"{"type":"renamePlayer","from":"Batter 3","to":"A. Khan","team":"RIV"}"#)
        guard case .action(_, let basedOn) = edit else { Issue.record("not an action"); return }
        #expect(basedOn == 41)
    }

    @Test func anAmendedWicketCarriesKindAndFielder() throws {
        #expect(try line(decode(#"{"type":"amendWicket","batter":"Bilal","kind":"caught","fielder":"Lena"}"#))
            == #"{"type":"amendWicket","batter":"Bilal","kind":"caught","fielder":"Lena"}"#)
        #expect(try line(decode(#"{"type":"amendWicket","batter":"Bilal","kind":"lbw"}"#))
            == #"{"type":"amendWicket","batter":"Bilal","kind":"lbw"}"#)
        // A blank fielder clears the one recorded (the edit page always sends the field).
        #expect(try line(decode(#"{"type":"amendWicket","batter":"Bilal","kind":"caught","fielder":""}"#))
            == #"{"type":"amendWicket","batter":"Bilal","kind":"caught","fielder":""}"#)
    }

    @Test func minusIsBadmintonsMinusLine() throws {
        #expect(try line(decode(#"{"type":"minus","side":"B"}"#)) == #"{"type":"minus","side":"B"}"#)
    }

    @Test func metaChangesOnlyWhatIsGiven() throws {
        guard case .meta(let change) = try decode(#"{"type":"meta","date":"2026-11-21","notes":""}"#) else {
            Issue.record("not meta")
            return
        }
        #expect(change == MatchEditMeta(title: nil, date: "2026-11-21", notes: ""))
    }

    @Test func unknownFieldsAreRefusedByNameWithTheAcceptedOnes() {
        let refused = refusal(#"{"type":"minus","side":"A","colour":"red"}"#)
        #expect(refused?.status == 400)
        #expect(refused?.field == "colour")
        #expect(refused?.message == #""colour" is not a field of this form; the fields are type, basedOn, side."#)
        // A field of another edit is unknown to this one.
        #expect(refusal(#"{"type":"minus","side":"A","batter":"Asha"}"#)?.field == "batter")
    }

    @Test func wrongTypesNameTheFieldAndWhatIsAccepted() {
        #expect(refusal(#"{"type":"renamePlayer","from":5,"to":"A"}"#) == MatchEditRefusal(400, "from must be text.", field: "from"))
        #expect(refusal(#"{"type":"minus","side":"A","basedOn":"7"}"#)?.field == "basedOn")
        #expect(refusal(#"{"type":"minus","side":"A","basedOn":-1}"#)?.field == "basedOn")
        #expect(refusal(#"{"type":"minus","side":"C"}"#) == MatchEditRefusal(400, #"side is A or B, not "C"."#, field: "side"))
        let kind = refusal(#"{"type":"amendWicket","batter":"B","kind":"caughtBehind"}"#)
        #expect(kind?.field == "kind")
        #expect(kind?.message.contains("caughtAndBowled") == true)
        #expect(refusal(#"{"type":"meta","date":"21/11/2026"}"#)?.field == "date")
        #expect(refusal(#"{"type":"meta","date":"2026-02-30"}"#)?.field == "date")
        #expect(refusal(#"{"type":"meta"}"#)?.message == "Nothing to change: give a title, a date or notes.")
    }

    @Test func namesAreCheckedForLengthControlsAndSameness() {
        #expect(refusal(#"{"type":"renamePlayer","from":"A","to":""}"#)?.field == "to")
        #expect(refusal(#"{"type":"renamePlayer","from":"A","to":"   "}"#)?.field == "to")
        #expect(refusal(#"{"type":"renamePlayer","from":"A","to":"A"}"#)?.field == "to")
        #expect(refusal("{\"type\":\"renamePlayer\",\"from\":\"A\",\"to\":\"B\\u001b[2J\"}")?.field == "to")
        let long = String(repeating: "x", count: 61)
        #expect(refusal(#"{"type":"renamePlayer","from":"A","to":"\#(long)"}"#)?.message == "to is too long: at most 60 characters.")
        // Notes may hold line breaks; a title may not.
        #expect(refusal(#"{"type":"meta","notes":"rain\nstopped play"}"#) == nil)
        #expect(refusal(#"{"type":"meta","title":"a\nb"}"#)?.field == "title")
    }

    @Test func bodiesThatAreNotAnEditAreRefused() {
        #expect(refusal("") == MatchEditRefusal(400, "The request is not JSON; send a JSON object (Content-Type: application/json)."))
        #expect(refusal("[1,2]")?.message == #"The request must be a JSON object, e.g. {"name":"A. Khan"}."#)
        #expect(refusal("{}")?.field == "type")
        #expect(refusal(#"{"type":"undoEverything"}"#)?.field == "type")
        let big = "{\"type\":\"meta\",\"notes\":\"" + String(repeating: "x", count: RemoteLimits.maxBody) + "\"}"
        #expect(refusal(big)?.status == 413)
    }
}
