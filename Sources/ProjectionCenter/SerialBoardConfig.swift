/// `[serial_board]`: a digit board (7-segment or WS2812 digits behind an Arduino or ESP32) on
/// a serial port, sent one line of text per change and expected to echo it back
/// (docs/serial-boards.md, ADR 033). Only the device is needed: each sport has a default line.
/// Beside the presenter that runs it; `Settings` fills it from the file (issue 37).
public struct SerialBoardConfig: Equatable, Sendable {
    /// The tty, e.g. `/dev/ttyUSB0` or, steadier across replugs, `/dev/serial/by-id/…`.
    public var device: String
    public var baud = SerialBoardConfig.defaultBaud
    /// Between two fields: a comma lets a sketch split the line without counting columns.
    public var separator = ","
    public var lineEnding = LineEnding.lf
    /// How long the board has to echo a line before it is sent again, in milliseconds.
    public var echoTimeout = 1000
    /// Sends after the first before the board is called not answering.
    public var retries = 3
    /// The line for each sport's boards, by the sport's name (`cricket`, `badminton`).
    public var formats: [String: Format] = SerialBoardConfig.defaultFormats

    public init(device: String) {
        self.device = device
    }

    /// The rates termios can set on every Linux serial driver a club board uses.
    public static let bauds = [1200, 2400, 4800, 9600, 19200, 38400, 57600, 115200, 230400]
    public static let defaultBaud = 9600
    public static let echoTimeoutRange = 20...10_000
    public static let retriesRange = 0...10
    public static let widthRange = 1...32
    /// Prefix and separator stay short: they are sent with every line.
    public static let prefixLength = 0...8
    public static let separatorLength = 0...4
    /// A line past this is refused at `config check`: a small board's buffer (an Uno's serial
    /// buffer is 64 bytes) must hold it with its echo.
    public static let maxLineLength = 60

    public enum LineEnding: String, CaseIterable, Equatable, Sendable {
        case lf, crlf, cr

        public var bytes: String {
            switch self {
            case .lf: "\n"
            case .crlf: "\r\n"
            case .cr: "\r"
            }
        }
    }

    public enum Alignment: String, CaseIterable, Equatable, Sendable {
        case right, left
    }

    /// One sport's line: the prefix, then each field in its width.
    public struct Format: Equatable, Sendable {
        public var prefix: String
        public var fields: [Field]

        public init(prefix: String, fields: [Field]) {
            self.prefix = prefix
            self.fields = fields
        }

        /// Characters in a line of this format, without the line ending.
        public func length(separator: String) -> Int {
            prefix.count + fields.reduce(0) { $0 + $1.width } + separator.count * max(0, fields.count - 1)
        }
    }

    /// A display-model key, taken in its compact form when it has one, in `width` characters.
    public struct Field: Equatable, Sendable {
        public var key: String
        public var width: Int
        public var align: Alignment
        /// What fills the rest of the width: one printable ASCII character.
        public var pad: Character

        public init(_ key: String, width: Int, align: Alignment = .right, pad: Character = " ") {
            self.key = key
            self.width = width
            self.align = align
            self.pad = pad
        }
    }

    /// Cricket: `C` then the score (`187/6`), the overs (`16.2`) and the target (`T150`, blank
    /// in a first innings); badminton: `B` then the games and points of the left end, then the
    /// right end's points and games, as the players stand (docs/serial-boards.md).
    public static let defaultFormats: [String: Format] = [
        "cricket": Format(prefix: "C", fields: [Field("score", width: 7), Field("overs", width: 5), Field("target", width: 5)]),
        "badminton": Format(prefix: "B", fields: [
            Field("leftGames", width: 1), Field("leftPoints", width: 2), Field("rightPoints", width: 2), Field("rightGames", width: 1),
        ]),
    ]
    public static let sports = ["cricket", "badminton"]
}
