/// The copy of the gate's and the pairing's refusals: said to the person holding the phone.
enum GateMessages {
    static let notPaired = "This phone is not paired as a scorer: open Pair this phone (/pair) and type the code the scoreboard shows."
    static let csrf = "This page is out of date (its security code does not match); reload it and try again."
    static let otherOrigin = "Refused: the request came from a page of another site."
    static let socketsFull = "The scoreboard has as many scoring pages open as it takes; close one on another phone and reload."
    static let tooFast = "Too many changes at once from this phone; wait a moment and try again."
    static func tooManySockets(_ limit: Int) -> String { "This phone has \(limit) scoring pages open already; close one and reload." }
    static func tooLarge(_ limit: Int) -> String { "The request is larger than \(limit / 1024) KB; nothing was changed." }
    static let notJSONType = "Send the request as JSON (Content-Type: application/json); nothing was changed."

    static func codeShown(_ seconds: Int) -> String { "A code is on the scoreboard for \(seconds) seconds." }
    static let wrongCode = "That is not the code on the scoreboard. Check the digits and try again."
    static let noCode = "No code is on the scoreboard now: ask for a new one."
    static func locked(_ seconds: Int) -> String {
        "Too many wrong codes from this phone: it cannot pair for \(minutes(seconds)). Try again then, or ask the operator to run scoreline remote unlock."
    }
    static func lockedForAll(_ seconds: Int) -> String {
        "Too many wrong codes: pairing is locked for every phone for \(minutes(seconds)). Try again then, or ask the operator to run scoreline remote unlock."
    }
    static func tooSoon(_ seconds: Int) -> String { "A new code can be shown in \(seconds) seconds." }
    static let cannotIssue = "The scoreboard could not save this phone's pairing (see its log); nothing was paired."

    private static func minutes(_ seconds: Int) -> String {
        seconds > 90 ? "\((seconds + 59) / 60) minutes" : "\(seconds) seconds"
    }

    // The operator's log.
    static func codeLogged(_ code: String, seconds: Int) -> String {
        "pairing code \(code) shown on the scoreboard for \(seconds >= 120 && seconds % 60 == 0 ? "\(seconds / 60) minutes" : "\(seconds) seconds")"
    }
    static func paired(_ id: String, label: String) -> String { "phone paired as scorer \(id) (\(label))" }
    static func lockedLog(_ failures: Int, window: Int, lockout: Int, client: String) -> String {
        "pairing locked for \(lockout / 60) minutes for \(client.isEmpty ? "an unknown address" : client): \(failures) wrong codes within \(window) seconds (scoreline remote unlock lifts it)"
    }
    static func lockedForAllLog(_ failures: Int, window: Int, lockout: Int) -> String {
        "pairing locked for \(lockout / 60) minutes for every phone: \(failures) wrong codes within \(window) seconds (scoreline remote unlock lifts it)"
    }
}
