/// What `scoreline doctor` says about the serial digit board (docs/serial-boards.md).
extension DoctorMessages {
    static func serialBoard(_ device: String, baud: Int) -> String { "\(device) at \(baud) baud ([serial_board] in the config)." }
    static func serialMissing(_ device: String, present: [String]) -> String {
        let found = present.isEmpty ? "no USB serial device is plugged in" : "the USB serial devices here are " + present.joined(separator: ", ")
        return "\(device) is not there: is the board plugged in and powered? (\(found); a /dev/serial/by-id/ name stays the same across replugs.)"
    }
    static func serialNotADevice(_ device: String) -> String { "\(device) is not a serial device (not a character device): check serial_board.device." }
    static func serialNoPermission(_ device: String, group: String, mode: String) -> String {
        "This user cannot read and write \(device) (group \(group), mode \(mode)): the scoreboard's user needs the \(group) group, and its systemd unit the device (docs/serial-boards.md, \"Permissions\")."
    }
    static let serialPresent = "The device is there and this user can read and write it."
    static func serialNoStatus(_ path: String) -> String { "No \(path) yet: the scoreboard has not run with this board." }
    static func serialBadStatus(_ path: String) -> String { "\(path) cannot be read as the board's status; the scoreboard writes it again when the board's state changes." }
    static func serialOtherDevice(_ device: String, since: String) -> String {
        "The scoreboard last reported on \(device) (\(since)), not this device: it has not run since the config changed."
    }
    static func serialWaiting(_ since: String) -> String { "The scoreboard opened it at \(since) and is waiting for the board's first echo." }
    static func serialAnswering(_ since: String) -> String { "The board has been answering since \(since)." }
    static func serialNotAnswering(_ since: String, detail: String?) -> String {
        "The board has not been answering since \(since)\(detail.map { " (\($0))" } ?? ""): check its cable, its power and that its sketch echoes each line at the configured baud."
    }
    static func serialCannotOpen(_ since: String, reason: String?) -> String {
        "The scoreboard could not open the device at \(since)\(reason.map { ": \($0)" } ?? "") (it tries again every 5 s)."
    }
    static func serialClosed(_ since: String) -> String { "The scoreboard closed the port at \(since) (it stopped then)." }
}
