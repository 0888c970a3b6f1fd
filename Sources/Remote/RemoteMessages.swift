/// The web app's copy for the operator's log and for error replies.
enum RemoteMessages {
    static func noWebFiles(_ directory: String) -> String {
        "The web app's files are missing: \(directory) has no templates/ and static/ folders. Install them (the package puts them in /usr/share/scoreline/web: sudo apt install --reinstall scoreline) or set SCORELINE_WEB to the repository's web/ folder."
    }

    static func unreadable(_ path: String) -> String { "Cannot read \(path)." }

    static func badTemplate(_ path: String, why: String) -> String { "\(path) is not a valid Mustache template: \(why)" }

    static func missingTemplate(_ name: String) -> String { "<!doctype html><title>Scoreline</title><p>The page \(name) is missing from this installation.</p>" }

    static func listening(_ address: String) -> String { "phone web app listening on http://\(address)/" }

    static func cannotListen(_ address: String, why: String) -> String {
        "Cannot listen on \(address) for the phone web app ([remote] listen): \(why). Choose a free port, or an address this machine has."
    }

    static let notStarted = "The phone web app did not start within 10 s."
    static func stopped(_ why: String) -> String { "phone web app stopped: \(why)" }

    static let busy = "The scoreboard is busy; try again in a moment."

    static let tooManyViewers = "Too many live views are open on this scoreboard; close one and reload."

    static let notFound = "There is no such page on this scoreboard."
}
