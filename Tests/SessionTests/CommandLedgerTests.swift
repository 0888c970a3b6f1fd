import Testing
@testable import Session

/// The ledger of answers per client is bounded: client ids now come from phones.
struct CommandLedgerTests {
    let reply = SessionReply(outcome: .noMatch, seq: nil)

    @Test func aResendGetsTheFirstAnswer() {
        var ledger = CommandLedger()
        ledger.store(SessionReply(outcome: .stale(current: 4), seq: 4), client: "tab", number: 1)
        guard case .answered(let first) = ledger.lookup(client: "tab", number: 1) else {
            Issue.record("the answer was not kept")
            return
        }
        #expect(first.outcome == .stale(current: 4))
        guard case .new = ledger.lookup(client: "tab", number: 2) else {
            Issue.record("a new number was taken for a resend")
            return
        }
    }

    /// 300 tabs, 256 kept: the first 44 are forgotten, the last 256 remembered.
    @Test func theClientHeardFromLongestAgoIsForgottenPastTheCap() {
        var ledger = CommandLedger()
        for i in 0..<300 { ledger.store(reply, client: "tab\(i)", number: 1) }
        #expect(ledger.clientCount == 256)
        guard case .new = ledger.lookup(client: "tab43", number: 1) else {
            Issue.record("tab43 should have been forgotten")
            return
        }
        guard case .answered = ledger.lookup(client: "tab44", number: 1) else {
            Issue.record("tab44 should be kept")
            return
        }
        guard case .answered = ledger.lookup(client: "tab299", number: 1) else {
            Issue.record("tab299 should be kept")
            return
        }
    }

    /// A client still sending is kept over one that went quiet, however early it started.
    @Test func aBusyClientIsNotForgotten() {
        var ledger = CommandLedger(maxClients: 3)
        ledger.store(reply, client: "scorer", number: 1)
        ledger.store(reply, client: "b", number: 1)
        ledger.store(reply, client: "c", number: 1)
        ledger.store(reply, client: "scorer", number: 2)
        ledger.store(reply, client: "d", number: 1)
        #expect(ledger.clientCount == 3)
        guard case .answered = ledger.lookup(client: "scorer", number: 1) else {
            Issue.record("the busy scorer was forgotten")
            return
        }
        guard case .new = ledger.lookup(client: "b", number: 1) else {
            Issue.record("b, quiet longest, should be forgotten")
            return
        }
    }
}
