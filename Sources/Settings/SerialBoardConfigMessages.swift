import ProjectionCenter

/// Every sentence about `[serial_board]` in the config file.
enum SerialBoardConfigMessages {
    static let deviceNeeded = "a serial board needs its device, e.g. device = \"/dev/ttyUSB0\" (docs/serial-boards.md)."
    static let deviceForm = "the device's path, starting with /, e.g. \"/dev/ttyUSB0\" or \"/dev/serial/by-id/usb-…\""
    static var bauds: String {
        let rates = SerialBoardConfig.bauds.map(String.init)
        return "one of \(rates.dropLast().joined(separator: ", ")) or \(rates.last ?? "")"
    }
    static let fieldsForm = "a list of fields, such as [{ key = \"score\", width = 7 }, { key = \"overs\", width = 5 }]"
    static let fieldForm = "a table such as { key = \"score\", width = 7, align = \"right\", pad = \" \" }"
    static let keyNeeded = "each field needs the display-model key it shows, e.g. key = \"score\" (docs/displays.md lists them)."
    static let keyForm = "a display-model key: 1 to 64 letters and digits, such as \"score\", \"overs\" or \"leftPoints\""
    static let widthNeeded = "each field needs its width in characters, from \(SerialBoardConfig.widthRange.lowerBound) to \(SerialBoardConfig.widthRange.upperBound), e.g. width = 3."

    static func asciiForm(_ length: ClosedRange<Int>) -> String {
        let count = length.lowerBound == length.upperBound
            ? (length.lowerBound == 1 ? "one character" : "\(length.lowerBound) characters")
            : "\(length.lowerBound) to \(length.upperBound) characters"
        return "\(count) of printable ASCII (letters, digits, spaces and punctuation; the line goes to the board as it is)"
    }

    static func lineTooLong(_ length: Int, limit: Int) -> String {
        "this line is \(length) characters; a board's line holds at most \(limit) (a small board's serial buffer must hold it and its echo): narrow or drop a field."
    }
}
