/// Every sentence the serial board puts on the operator's log. Each names the device, so a
/// ground with two boards can tell them apart, and says what the kiosk does about it.
enum SerialBoardMessages {
    static func opened(_ device: String, baud: Int) -> String {
        "serial board: \(device) open at \(baud) baud; each line is checked against the board's echo."
    }

    static func cannotOpen(_ device: String, reason: String, every interval: String) -> String {
        "serial board: cannot open \(device): \(reason). The scoreboard carries on without it and tries again every \(interval) (scoreline doctor checks the device and its permission)."
    }

    static func gone(_ device: String, reason: String, every interval: String) -> String {
        "serial board: \(device) went away (\(reason)); tried again every \(interval)."
    }

    static func answering(_ device: String) -> String {
        "serial board: \(device) is answering."
    }

    static func answersAgain(_ device: String) -> String {
        "serial board: \(device) answers again."
    }

    static func notAnswering(_ device: String, sends: Int, timeout: UInt64, heard: String?) -> String {
        let what = heard.map { Self.heard($0) + " instead of the line" } ?? "no echo"
        return "serial board: \(device) is not answering: \(what) after \(sends) \(sends == 1 ? "send" : "sends") \(timeout) ms apart. Its digits may be out of date; the newest line is still sent, and this log says when it answers again."
    }

    static func statusNotWritten(_ path: String, reason: String) -> String {
        "serial board: cannot write \(path) (\(reason)); scoreline doctor will not know the board's state."
    }
}

extension SerialBoardMessages {
    /// A wrong echo as the status file keeps it, cut short and printable.
    static func heard(_ text: String) -> String {
        "it sent back \"\(SerialLine.ascii(String(text.prefix(80))))\""
    }
}
