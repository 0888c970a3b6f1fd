import Testing
import MatchEngine
@testable import InputKeys

/// The evdev source's parser fed a recorded `struct input_event` stream (this sandbox has no
/// /dev/uinput): a keypad's bytes exactly as read(2) returns them on x86-64.
@Suite struct EvdevParserTests {
    /// One 24-byte record: tv_sec, tv_usec (8 bytes each), type, code (2), value (4), LE.
    static func record(sec: Int64, usec: Int64, type: UInt16, code: UInt16, value: Int32) -> [UInt8] {
        func le<T: FixedWidthInteger>(_ v: T) -> [UInt8] { withUnsafeBytes(of: v.littleEndian) { Array($0) } }
        return le(sec) + le(usec) + le(type) + le(code) + le(value)
    }

    /// A USB keypad press of KP1 (code 79) with its MSC_SCAN and SYN_REPORT companions, a
    /// keyboard auto-repeat (value 2), and the release.
    static let stream: [UInt8] =
        record(sec: 100, usec: 250_000, type: 4, code: 4, value: 0x70059)
        + record(sec: 100, usec: 250_000, type: 1, code: 79, value: 1)
        + record(sec: 100, usec: 250_000, type: 0, code: 0, value: 0)
        + record(sec: 100, usec: 750_000, type: 1, code: 79, value: 2)
        + record(sec: 100, usec: 750_000, type: 0, code: 0, value: 0)
        + record(sec: 101, usec: 5_000, type: 1, code: 79, value: 0)
        + record(sec: 101, usec: 5_000, type: 0, code: 0, value: 0)

    @Test func aRecordedKeypadPressIsADownAndAnUp() {
        var p = EvdevParser(recordSize: 24)
        #expect(p.feed(Self.stream) == [
            .key(code: 79, down: true, time: InputInstant(nanoseconds: 100_250_000_000)),
            .key(code: 79, down: false, time: InputInstant(nanoseconds: 101_005_000_000)),
        ])
    }

    @Test func readsThatSplitRecordsGiveTheSameEvents() {
        var whole = EvdevParser(recordSize: 24)
        let expected = whole.feed(Self.stream)
        for chunk in [1, 5, 13, 24, 25, 47] {
            var p = EvdevParser(recordSize: 24)
            var got: [EvdevParser.Event] = []
            var i = 0
            while i < Self.stream.count {
                got += p.feed(Self.stream[i..<min(i + chunk, Self.stream.count)])
                i += chunk
            }
            #expect(got == expected, "chunk \(chunk)")
        }
    }

    @Test func droppedEventsAreReported() {
        var p = EvdevParser(recordSize: 24)
        #expect(p.feed(Self.record(sec: 1, usec: 0, type: 0, code: 3, value: 0)) == [.dropped])
    }

    @Test func thirtyTwoBitRecordsParseToo() {
        func le<T: FixedWidthInteger>(_ v: T) -> [UInt8] { withUnsafeBytes(of: v.littleEndian) { Array($0) } }
        let r = le(Int32(7)) + le(Int32(500)) + le(UInt16(1)) + le(UInt16(82)) + le(Int32(1))
        var p = EvdevParser(recordSize: 16)
        #expect(p.feed(r) == [.key(code: 82, down: true, time: InputInstant(nanoseconds: 7_000_500_000))])
    }

    @Test func theRecordedStreamThroughTheRecognizerIsOneKeypadPress() {
        var p = EvdevParser(recordSize: 24)
        var r = PressRecognizer()
        var out: [ButtonEvent] = []
        for case .key(let code, let down, let time) in p.feed(Self.stream) {
            #expect(EvdevKeyNames.name(for: code) == "KEY_KP1")
            out += r.handle(InputEdge(input: "evdev:kp:\(code)", button: .run1, level: down ? .down : .up, time: time))
        }
        out += r.advance(to: InputInstant(nanoseconds: 200_000_000_000))
        #expect(out == [ButtonEvent(.run1, at: InputInstant(nanoseconds: 100_250_000_000))])
    }

    @Test func terminalBytesBecomeTaps() {
        let edges = TerminalSource.edges(for: Array("1x\u{1b}[AX".utf8), bindings: [
            UInt8(ascii: "1"): BoxPress(.run1), UInt8(ascii: "x"): BoxPress(.wicket), UInt8(ascii: "X"): BoxPress(.wicket, .long),
        ], at: .milliseconds(3))
        #expect(edges.map(\.button) == [.run1, .wicket, .wicket])
        #expect(edges.map(\.level) == [.tap(.press), .tap(.press), .tap(.long)])
    }
}
