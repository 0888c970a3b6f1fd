import Testing
@testable import Remote

/// The pairing rules on a clock moved by hand (ADR 027): one code for 120 s, 5 wrong codes a
/// minute from one client answered, the 6th locks that client out for 5 minutes (31 from
/// everyone lock pairing for all), one new code per 10 s.
@Suite struct PairingDeskTests {
    let clock = ManualSeconds()

    func desk(codes: [String] = ["123456", "654321", "111111", "222222"]) -> PairingDesk {
        let queue = CodeQueue(codes)
        return PairingDesk(clock: clock, codes: { queue.next() })
    }

    @Test func theRightCodePairsOnceAndEndsTheCode() {
        var desk = desk()
        #expect(desk.start() == .shown(code: "123456", seconds: 120))
        #expect(desk.liveCode == "123456")
        #expect(desk.attempt("123456") == .accepted)
        // One phone per code: the same code again finds none.
        #expect(desk.attempt("123456") == .noCode)
        #expect(desk.liveCode == nil)
    }

    /// The board's pairing QR carries a code (issue 40): the live one, a new one when it ends
    /// (not sooner than 10 s after the last), used once, and none while pairing is locked for
    /// everyone. Worked by hand from the rules above: 120 s life, 10 s between codes, 31 wrong
    /// codes from everyone lock all for 300 s.
    @Test func theBoardsCodeIsTheLiveOneRenewedAsItEndsAndNoneWhileLockedForAll() {
        var desk = desk()
        #expect(desk.boardCode() == "123456")
        clock.advance(60)
        // Still live: the same code. A phone that asks has it laid over the bottom line for
        // its last 60 s, once; asked again, it is live.
        #expect(desk.boardCode() == "123456")
        #expect(desk.start() == .shown(code: "123456", seconds: 60))
        #expect(desk.start() == .alreadyLive(seconds: 60))
        clock.advance(60)
        // At 120 s it has ended: the next one.
        #expect(desk.boardCode() == "654321")
        // A scan of it pairs once; a second phone with the same code finds none, and the
        // board's next code waits out the 10 s since the last.
        #expect(desk.attempt("654321") == .accepted)
        #expect(desk.attempt("654321") == .noCode)
        #expect(desk.boardCode() == nil)
        clock.advance(10)
        #expect(desk.boardCode() == "111111")
        // 31 wrong codes from 31 clients lock pairing for everyone: the board shows no code.
        for client in 0..<31 { _ = desk.attempt("000000", client: "c\(client)") }
        #expect(desk.boardCode() == nil)
        clock.advance(300)
        #expect(desk.boardCode() == "222222")
    }

    @Test func aLiveCodeIsKeptAndAnswersWithItsTimeLeft() {
        var desk = desk()
        #expect(desk.start() == .shown(code: "123456", seconds: 120))
        clock.advance(30)
        #expect(desk.start() == .alreadyLive(seconds: 90))
        #expect(desk.liveCode == "123456")
    }

    @Test func aCodeThatCouldNotBeShownIsWithdrawnAndTheNextStartShowsANewOne() {
        var desk = desk()
        #expect(desk.start() == .shown(code: "123456", seconds: 120))
        desk.withdraw("123456")
        #expect(desk.liveCode == nil)
        #expect(desk.attempt("123456") == .noCode)
        #expect(desk.start() == .shown(code: "654321", seconds: 120))
    }

    @Test func aCodeDiesAfterTwoMinutes() {
        var desk = desk()
        _ = desk.start()
        clock.advance(119.5)
        #expect(desk.liveCode == "123456")
        clock.advance(0.5)
        #expect(desk.attempt("123456") == .noCode)
    }

    @Test func newCodesAreAtMostOnePerTenSeconds() {
        var desk = desk()
        _ = desk.start()
        #expect(desk.attempt("123456") == .accepted)
        clock.advance(4)
        #expect(desk.start() == .tooSoon(retryAfter: 6))
        clock.advance(6)
        #expect(desk.start() == .shown(code: "654321", seconds: 120))
    }

    @Test func fiveWrongCodesAreAnsweredAndTheSixthLocksForFiveMinutes() {
        var desk = desk()
        _ = desk.start()
        for _ in 1...5 {
            #expect(desk.attempt("000000") == .wrong)
            clock.advance(1)
        }
        #expect(desk.attempt("000000") == .locked(retryAfter: 300, justLocked: true))
        // Locked: even the right code is refused, and logged no more.
        #expect(desk.attempt("123456") == .locked(retryAfter: 300, justLocked: false))
        clock.advance(299)
        #expect(desk.attempt("123456") == .locked(retryAfter: 1, justLocked: false))
        #expect(desk.start() == .locked(retryAfter: 1))
        clock.advance(1)
        // The code shown when it locked is gone; a new one works.
        #expect(desk.attempt("123456") == .noCode)
        #expect(desk.start() == .shown(code: "654321", seconds: 120))
        #expect(desk.attempt("654321") == .accepted)
    }

    @Test func oneClientsWrongCodesLockThatClientOnly() {
        var desk = desk()
        _ = desk.start(client: "10.0.0.9")
        for _ in 1...5 { #expect(desk.attempt("000000", client: "10.0.0.9") == .wrong) }
        #expect(desk.attempt("000000", client: "10.0.0.9") == .locked(retryAfter: 300, justLocked: true))
        #expect(desk.start(client: "10.0.0.9") == .locked(retryAfter: 300))
        // Another phone is not locked out, and the code on the screen still pairs it.
        #expect(desk.start(client: "10.0.0.7") == .alreadyLive(seconds: 120))
        #expect(desk.attempt("000000", client: "10.0.0.7") == .wrong)
        #expect(desk.attempt("123456", client: "10.0.0.7") == .accepted)
    }

    @Test func wrongCodesFromEveryoneTogetherLockPairingForAll() {
        var desk = desk()
        _ = desk.start()
        // 31 wrong codes from 7 addresses, never more than 5 from one.
        for i in 0..<30 { #expect(desk.attempt("000000", client: "10.0.0.\(i / 5)") == .wrong) }
        #expect(desk.attempt("000000", client: "10.0.0.6") == .lockedForAll(retryAfter: 300, justLocked: true))
        #expect(desk.attempt("123456", client: "10.0.0.99") == .lockedForAll(retryAfter: 300, justLocked: false))
        #expect(desk.start(client: "10.0.0.99") == .lockedForAll(retryAfter: 300))
        #expect(desk.liveCode == nil)
    }

    @Test func unlockLiftsEveryLockoutOnceForEachNewStamp() {
        var desk = desk()
        _ = desk.start()
        desk.unlock(stamp: nil)
        for _ in 1...6 { _ = desk.attempt("000000", client: "10.0.0.9") }
        #expect(desk.attempt("123456", client: "10.0.0.9") == .locked(retryAfter: 300, justLocked: false))
        desk.unlock(stamp: nil)  // the same stamp as before: nothing changes
        #expect(desk.attempt("123456", client: "10.0.0.9") == .locked(retryAfter: 300, justLocked: false))
        desk.unlock(stamp: "2026-11-28T20:00:00Z 1f")
        #expect(desk.attempt("123456", client: "10.0.0.9") == .accepted)
    }

    @Test func wrongCodesSpreadOverMoreThanAMinuteDoNotLock() {
        var desk = desk()
        _ = desk.start()
        // 12.5 s apart: never more than 5 within a minute, 9 within the code's 2 minutes.
        for _ in 1...9 {
            #expect(desk.attempt("999999") == .wrong)
            clock.advance(12.5)
        }
        #expect(desk.attempt("123456") == .accepted)
    }

    @Test func randomCodesAreSixDigits() {
        for _ in 0..<200 {
            let code = PairingDesk.randomCode()
            #expect(code.count == 6)
            #expect(code.allSatisfy { $0.isASCII && $0.isNumber })
        }
    }
}

/// The codes a test's desk hands out, in order.
final class CodeQueue: @unchecked Sendable {
    private var codes: [String]
    init(_ codes: [String]) { self.codes = codes }
    func next() -> String { codes.isEmpty ? "999999" : codes.removeFirst() }
}
