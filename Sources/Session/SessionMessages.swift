/// What the session says on the board's bottom line and in replies. Short: the bottom line
/// of an LED panel holds about forty characters at a readable size.
enum SessionMessages {
    /// A storage or input problem on an LED panel, where the sentence cannot be read: the
    /// operator's log and `doctor` say the rest.
    static let notSavedCompact = "NOT SAVED"
    static let inputFaultCompact = "BUTTONS FAULT"
    /// A finished match's bottom line when the court has its next match queued (the desk's call).
    static func nextUp(_ title: String) -> String { "Next: \(title)" }
    /// The disk refused a write: the press is not on the board and not in the journal.
    static func notRecorded(_ why: String) -> String {
        "Not recorded, press again: \(why)"
    }

    static func tooOld(_ number: Int, newest: Int) -> String {
        "Command \(number) was answered long ago (the newest is \(newest)); it was not applied again."
    }

    static func presetCannotStart(_ why: String) -> String {
        "The preset cannot start: \(why) Correct it in the config (scoreline config check names the line)."
    }
    static func cannotFollow(_ matchId: String, why: String) -> String {
        "Match \(matchId) cannot be read: \(why)"
    }
    /// inotify could not be had: the idle board's "Next:" line keeps what it read at start.
    static func queueNotWatched(_ path: String, why: String) -> String {
        "Cannot watch \(path) (\(why)): the idle board shows the next match as it was at start until a match starts or ends."
    }
    static func lineTooLong(_ limit: Int) -> String {
        "An input line longer than \(limit) bytes was refused whole; an action line is a few hundred bytes."
    }

    /// A journal whose first record the engine refuses, as a clause of the set-aside sentence.
    static func notAMatch(_ path: String, why: String) -> String {
        "line 1 of \(path) is not a match this Scoreline can start (\(why))"
    }

    /// A queued newMatch record the engine refuses, likewise.
    static func queuedNotAMatch(_ path: String, why: String) -> String {
        "\(path) is not a match this Scoreline can start (\(why))"
    }
}
