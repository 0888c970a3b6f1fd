import ProjectionCenter
import Testing
@testable import Settings

/// `[serial_board]`: only the device is needed; every other key has a default and a range,
/// and a wrong value names its key, what was found and what is accepted.
@Suite struct SerialBoardConfigTests {
    @Test func withoutTheTableThereIsNoBoard() throws {
        #expect(try ConfigLoader.parse("", file: "s.toml").serialBoard == nil)
    }

    @Test func theDeviceAloneGivesEveryDefault() throws {
        let board = try #require(try ConfigLoader.parse("[serial_board]\ndevice = \"/dev/ttyUSB0\"\n", file: "s.toml").serialBoard)
        #expect(board.device == "/dev/ttyUSB0")
        #expect(board.baud == 9600)
        #expect(board.separator == ",")
        #expect(board.lineEnding == .lf)
        #expect(board.echoTimeout == 1000)
        #expect(board.retries == 3)
        #expect(board.formats == SerialBoardConfig.defaultFormats)
        #expect(board.formats["cricket"]?.fields.map(\.key) == ["score", "overs", "target"])
        #expect(board.formats["badminton"]?.fields.map(\.key) == ["leftGames", "leftPoints", "rightPoints", "rightGames"])
    }

    @Test func everyKeyIsRead() throws {
        let text = """
            [serial_board]
            device = "/dev/serial/by-id/usb-Arduino_Uno-if00"
            baud = 115200
            separator = ""
            lineEnding = "crlf"
            echoTimeout = 250
            retries = 0

            [serial_board.cricket]
            prefix = "#S"
            fields = [{ key = "score", width = 7 }, { key = "need", width = 10, align = "left", pad = "." }]
            """
        let board = try #require(try ConfigLoader.parse(text, file: "s.toml").serialBoard)
        #expect(board.baud == 115200)
        #expect(board.separator == "")
        #expect(board.lineEnding.bytes == "\r\n")
        #expect(board.echoTimeout == 250)
        #expect(board.retries == 0)
        #expect(board.formats["cricket"] == SerialBoardConfig.Format(prefix: "#S", fields: [
            SerialBoardConfig.Field("score", width: 7), SerialBoardConfig.Field("need", width: 10, align: .left, pad: "."),
        ]))
        // The other sport keeps its default line.
        #expect(board.formats["badminton"] == SerialBoardConfig.defaultFormats["badminton"])
    }

    @Test(arguments: [
        ("[serial_board]\nbaud = 9600\n", "s.toml: serial_board.device: a serial board needs its device, e.g. device = \"/dev/ttyUSB0\" (docs/serial-boards.md)."),
        ("[serial_board]\ndevice = \"ttyUSB0\"\n", "s.toml: serial_board.device: must be the device's path, starting with /, e.g. \"/dev/ttyUSB0\" or \"/dev/serial/by-id/usb-…\" (found \"ttyUSB0\")."),
        ("[serial_board]\ndevice = \"/dev/ttyUSB0\"\nbaud = 9601\n", "s.toml: serial_board.baud: must be one of 1200, 2400, 4800, 9600, 19200, 38400, 57600, 115200 or 230400 (found 9601)."),
        ("[serial_board]\ndevice = \"/dev/ttyUSB0\"\nlineEnding = \"newline\"\n", "s.toml: serial_board.lineEnding: must be one of \"lf\", \"crlf\", \"cr\" (found \"newline\")."),
        ("[serial_board]\ndevice = \"/dev/ttyUSB0\"\nechoTimeout = 5\n", "s.toml: serial_board.echoTimeout: must be a whole number from 20 to 10000 (found 5)."),
        ("[serial_board]\ndevice = \"/dev/ttyUSB0\"\nretries = 11\n", "s.toml: serial_board.retries: must be a whole number from 0 to 10 (found 11)."),
        ("[serial_board]\ndevice = \"/dev/ttyUSB0\"\nseparator = \"·\"\n", "s.toml: serial_board.separator: must be 0 to 4 characters of printable ASCII (letters, digits, spaces and punctuation; the line goes to the board as it is) (found \"·\")."),
        ("[serial_board]\ndevice = \"/dev/ttyUSB0\"\n[serial_board.cricket]\nprefix = \"SCOREBOARD\"\n", "s.toml: serial_board.cricket.prefix: must be 0 to 8 characters of printable ASCII (letters, digits, spaces and punctuation; the line goes to the board as it is) (found \"SCOREBOARD\")."),
        ("[serial_board]\ndevice = \"/dev/ttyUSB0\"\n[serial_board.cricket]\nfields = []\n", "s.toml: serial_board.cricket.fields: must be a list of fields, such as [{ key = \"score\", width = 7 }, { key = \"overs\", width = 5 }] (found a list)."),
        ("[serial_board]\ndevice = \"/dev/ttyUSB0\"\n[serial_board.cricket]\nfields = [\"score\"]\n", "s.toml: serial_board.cricket.fields[0]: must be a table such as { key = \"score\", width = 7, align = \"right\", pad = \" \" } (found \"score\")."),
        ("[serial_board]\ndevice = \"/dev/ttyUSB0\"\n[serial_board.cricket]\nfields = [{ key = \"score\" }]\n", "s.toml: serial_board.cricket.fields[0].width: each field needs its width in characters, from 1 to 32, e.g. width = 3."),
        ("[serial_board]\ndevice = \"/dev/ttyUSB0\"\n[serial_board.cricket]\nfields = [{ width = 3 }]\n", "s.toml: serial_board.cricket.fields[0].key: each field needs the display-model key it shows, e.g. key = \"score\" (docs/displays.md lists them)."),
        ("[serial_board]\ndevice = \"/dev/ttyUSB0\"\n[serial_board.cricket]\nfields = [{ key = \"the score\", width = 3 }]\n", "s.toml: serial_board.cricket.fields[0].key: must be a display-model key: 1 to 64 letters and digits, such as \"score\", \"overs\" or \"leftPoints\" (found \"the score\")."),
        ("[serial_board]\ndevice = \"/dev/ttyUSB0\"\n[serial_board.cricket]\nfields = [{ key = \"score\", width = 33 }]\n", "s.toml: serial_board.cricket.fields[0].width: must be a whole number from 1 to 32 (found 33)."),
        ("[serial_board]\ndevice = \"/dev/ttyUSB0\"\n[serial_board.cricket]\nfields = [{ key = \"score\", width = 3, align = \"centre\" }]\n", "s.toml: serial_board.cricket.fields[0].align: must be one of \"right\", \"left\" (found \"centre\")."),
        ("[serial_board]\ndevice = \"/dev/ttyUSB0\"\n[serial_board.cricket]\nfields = [{ key = \"score\", width = 3, pad = \"00\" }]\n", "s.toml: serial_board.cricket.fields[0].pad: must be one character of printable ASCII (letters, digits, spaces and punctuation; the line goes to the board as it is) (found \"00\")."),
        ("[serial_board]\ndevice = \"/dev/ttyUSB0\"\n[serial_board.cricket]\nfields = [{ key = \"score\", width = 3, colour = \"red\" }]\n", "s.toml: serial_board.cricket.fields[0].colour: unknown key; this table takes \"align\", \"key\", \"pad\", \"width\"."),
        ("[serial_board]\ndevice = \"/dev/ttyUSB0\"\nbauds = 9600\n", "s.toml: serial_board.bauds: unknown key; did you mean \"baud\"?"),
        ("[serial_board]\ndevice = \"/dev/ttyUSB0\"\n[serial_board.cricket]\nfields = [{ key = \"score\", width = 32 }, { key = \"overs\", width = 32 }]\n", "s.toml: serial_board.cricket: this line is 66 characters; a board's line holds at most 60 (a small board's serial buffer must hold it and its echo): narrow or drop a field."),
    ])
    func aWrongValueNamesItsKeyAndWhatIsAccepted(text: String, problem: String) {
        #expect(ConfigProblems.of(text) == [problem])
    }
}
