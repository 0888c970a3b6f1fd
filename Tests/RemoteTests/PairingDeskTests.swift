import Testing
@testable import Remote

/// The pairing rules on a clock moved by hand (ADR 027): one code for 120 s, 5 wrong codes a
/// minute answered, the 6th locks pairing for 5 minutes, one new code per 10 s.
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
