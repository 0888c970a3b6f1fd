import Testing
@testable import InputKeys

/// `debug inputs --lines`: the line map typed on a command line, with the buttons a config's
/// `[inputs.gpio] lines` accepts.
@Suite struct GPIOLinesTests {
    @Test func pairsBecomeTheLineMap() throws {
        // Two pairs, spaces around the names ignored: each line name to its button.
        let lines = try GPIOMap.lines(parsing: "GPIO17=plusA, GPIO27 = plusB")
        #expect(lines == ["GPIO17": .plusA, "GPIO27": .plusB])
    }

    @Test func aPairWithoutAButtonIsRefusedAsTyped() {
        #expect(throws: InputError("\"GPIO17\" is not NAME=button (e.g. GPIO17=plusA).")) {
            try GPIOMap.lines(parsing: "GPIO17")
        }
    }

    /// The old parser took any word as a button, and the press then did nothing.
    @Test func aButtonNoBoxHasIsRefusedWithTheList() {
        #expect {
            try GPIOMap.lines(parsing: "GPIO17=plusC")
        } throws: { error in
            let message = (error as? InputError)?.message ?? ""
            return message.hasPrefix("\"GPIO17=plusC\": plusC is not a button; the buttons are plusA, minusA,")
        }
    }
}
