import Foundation
import RemoteProtocol
import Testing

/// The pairing bodies, decoded as pure functions (what the fuzzers reach).
@Suite struct PairRequestTests {
    func decode(_ text: String) -> Result<PairRequest, PairRefusal> { PairRequest.decode(Array(text.utf8)) }

    @Test func aCodeAndAnOptionalName() {
        #expect(decode(#"{"code":"012345"}"#) == .success(PairRequest(code: "012345")))
        #expect(decode(#"{"code":"012345","label":"  Sam's phone "}"#) == .success(PairRequest(code: "012345", label: "Sam's phone")))
        #expect(decode(#"{"code":"012345","label":""}"#) == .success(PairRequest(code: "012345")))
        #expect(decode(#"{"code":"012345","label":null}"#) == .success(PairRequest(code: "012345")))
    }

    @Test func aNameIsOneLineOfAtMost64Characters() {
        #expect(decode(#"{"code":"012345","label":"\#(String(repeating: "é", count: 64))"}"#) == .success(PairRequest(code: "012345", label: String(repeating: "é", count: 64))))
        for label in [String(repeating: "a", count: 65), "a\\u001b[31mred", "line\\nbreak", "right\\u202eleft"] {
            #expect(decode(#"{"code":"012345","label":"\#(label)"}"#) == .failure(PairRefusal(status: 400, error: "The phone's name is text of at most 64 characters.", field: "label")))
        }
        #expect(decode(#"{"code":"012345","label":5}"#) == .failure(PairRefusal(status: 400, error: "The phone's name is text of at most 64 characters.", field: "label")))
    }

    @Test func startTakesAnEmptyObjectOrNothing() {
        #expect(PairRequest.decodeStart([]) == nil)
        #expect(PairRequest.decodeStart(Array("{}".utf8)) == nil)
        #expect(PairRequest.decodeStart(Array(" \n".utf8)) == nil)
        #expect(PairRequest.decodeStart(Array(#"{"code":"1"}"#.utf8)) == PairRefusal(status: 400, error: "\"code\" is not a field of this request; it takes no fields.", field: "code"))
        #expect(PairRequest.decodeStart(Array("[]".utf8))?.status == 400)
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 30_000) + String(repeating: "]", count: 30_000)
        #expect(PairRequest.decodeStart(Array(deep.utf8))?.status == 400)
        #expect(decode(#"{"code":"# + deep + "}").failureStatus == 400)
    }

    @Test func aBodyOver64KBIsRefused() {
        let big = #"{"code":"012345","label":""# + String(repeating: "a", count: 64 * 1024) + #""}"#
        #expect(decode(big).failureStatus == 413)
    }
}

extension Result where Failure == PairRefusal {
    var failureStatus: Int? {
        if case .failure(let refusal) = self { return refusal.status }
        return nil
    }
}
