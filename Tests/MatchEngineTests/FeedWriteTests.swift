import Testing
@testable import MatchEngine

/// One GATT write's bytes into a code and a value (issue 18): what the radio may carry.
@Suite struct FeedWriteTests {
    private func decoded(_ bytes: [UInt8]) -> FeedWrite? {
        if case .success(let write) = FeedWrite.decode(bytes) { return write }
        return nil
    }

    private func refused(_ bytes: [UInt8]) -> String? {
        if case .failure(let refusal) = FeedWrite.decode(bytes) { return refusal.message }
        return nil
    }

    @Test func aWriteIsTheCodeThenTheValue() {
        #expect(decoded(Array("BTS245/3".utf8)) == FeedWrite(code: "BTS", value: "245/3"))
        #expect(decoded(Array("BTNAston on Trent 1st XI".utf8)) == FeedWrite(code: "BTN", value: "Aston on Trent 1st XI"))
        #expect(decoded(Array("B1K1".utf8)) == FeedWrite(code: "B1K", value: "1"))
        // A code alone: the value is empty, which clears the field.
        #expect(decoded(Array("RRQ".utf8)) == FeedWrite(code: "RRQ", value: ""))
        #expect(decoded(Array("RRQ ".utf8)) == FeedWrite(code: "RRQ", value: " "))
    }

    @Test func aTrailingNulCarriageReturnOrNewlineIsDropped() {
        #expect(decoded(Array("OVB32.3".utf8) + [0]) == FeedWrite(code: "OVB", value: "32.3"))
        #expect(decoded(Array("OVB32.3\r\n".utf8)) == FeedWrite(code: "OVB", value: "32.3"))
        #expect(decoded(Array("OVB32.3\n\0\r".utf8)) == FeedWrite(code: "OVB", value: "32.3"))
    }

    @Test func namesKeepTheirLettersWhateverTheScript() {
        #expect(decoded(Array("B1NJosé Müller".utf8)) == FeedWrite(code: "B1N", value: "José Müller"))
        #expect(decoded(Array("B2Nसचिन".utf8)) == FeedWrite(code: "B2N", value: "सचिन"))
    }

    @Test func atMostTheAttributeLimitOf512Bytes() {
        // 3 bytes of code and 509 of value: the largest write, taken (an unknown code has no
        // name limit).
        let largest = Array("ZZZ".utf8) + Array(repeating: UInt8(ascii: "a"), count: 509)
        #expect(decoded(largest)?.value.count == 509)
        #expect(refused(largest + [UInt8(ascii: "a")]) == "the write is 513 bytes: a scoreboard write is at most 512 bytes")
        // The trailing bytes count too: the limit is the radio's, before anything is read.
        #expect(refused(largest + [0]) == "the write is 513 bytes: a scoreboard write is at most 512 bytes")
    }

    @Test func anEmptyWriteIsRefused() {
        let message = "the write is empty: a write is a field code then its value, such as BTS245/5"
        #expect(refused([]) == message)
        #expect(refused([0x0D, 0x0A, 0]) == message)
    }

    @Test func aWriteMustStartWithThreeCapitalsOrDigits() {
        let message = "the write does not start with a field code: three capital letters or digits, such as BTS"
        #expect(refused(Array("BT".utf8)) == message)
        #expect(refused(Array("bts245/5".utf8)) == message)
        #expect(refused(Array("B K1".utf8)) == message)
        #expect(refused(Array("É12".utf8)) == message)
    }

    @Test func theValueMustBeUTF8() {
        #expect(refused(Array("BTN".utf8) + [0x41, 0xFF, 0x42]) == "BTN: the value is not UTF-8 text")
        // A lone continuation byte and a truncated sequence.
        #expect(refused(Array("F1N".utf8) + [0x80]) == "F1N: the value is not UTF-8 text")
        #expect(refused(Array("F1N".utf8) + [0xC3]) == "F1N: the value is not UTF-8 text")
    }

    @Test func theValueHasNoControlCharacters() {
        let message = "BTN: the value has a control character: a value is one line of plain text"
        #expect(refused(Array("BTNA\u{1B}[2J".utf8)) == message)
        #expect(refused(Array("BTNA\0B".utf8)) == message)
        #expect(refused(Array("BTNA\nB".utf8)) == message)
        #expect(refused(Array("BTNA\u{85}B".utf8)) == message)
        #expect(refused(Array("BTNA\u{2028}B".utf8)) == message)
        #expect(refused(Array("XYZ\u{7F}".utf8)) == "XYZ: the value has a control character: a value is one line of plain text")
    }

    @Test func aNameIsAtMost64Characters() {
        let sixtyFour = String(repeating: "é", count: 64)
        #expect(decoded(Array("BTN\(sixtyFour)".utf8))?.value == sixtyFour)
        #expect(refused(Array("BTN\(sixtyFour)x".utf8)) == "BTN: a name is at most 64 characters, not 65")
        #expect(refused(Array("LWN\(sixtyFour)xy".utf8)) == "LWN: a name is at most 64 characters, not 66")
    }
}
