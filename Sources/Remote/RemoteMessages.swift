/// The web app's copy for the operator's log and for error replies.
enum RemoteMessages {
    static func noWebFiles(_ directory: String) -> String {
        "The web app's files are missing: \(directory) has no templates/ and static/ folders. Install them (the package puts them in /usr/share/scoreline/web: sudo apt install --reinstall scoreline) or set SCORELINE_WEB to the repository's web/ folder."
    }

    static func unreadable(_ path: String) -> String { "Cannot read \(path)." }

    /// The body of a captive-portal probe's redirect, for a browser that does not follow it.
    static func captivePortal(_ page: String) -> String {
        "<!doctype html><title>Scoreline</title><p>This network is the scoreboard's. <a href=\"\(page)\">Open the scoreboard</a>.</p>\n"
    }

    static func badTemplate(_ path: String, why: String) -> String { "\(path) is not a valid Mustache template: \(why)" }

    static func missingTemplate(_ name: String) -> String { "<!doctype html><title>Scoreline</title><p>The page \(name) is missing from this installation.</p>" }

    static func listening(_ address: String) -> String { "phone web app listening on http://\(address)/" }

    static func cannotListen(_ address: String, why: String) -> String {
        "Cannot listen on \(address) for the phone web app ([remote] listen): \(why). Choose a free port, or an address this machine has."
    }

    static let notStarted = "The phone web app did not start within 10 s."
    static func stopped(_ why: String) -> String { "phone web app stopped: \(why)" }

    /// At most once a minute while connections are refused (ConnectionCensus).
    static func refusedConnections(_ count: Int, maxOpen: Int, maxPerPeer: Int) -> String {
        "phone web app refused \(count == 1 ? "a new connection" : "\(count) new connections") (at most \(maxOpen) open at once, \(maxPerPeer) from one address): phones already connected keep scoring, and idle connections close within 30 s. Many at once from one address is a stuck or hostile device on the ground's network."
    }

    static func fewDescriptors(_ limit: Int, maxOpen: Int, maxPerPeer: Int) -> String {
        "This kiosk may open only \(limit) files at once (RLIMIT_NOFILE), so the phone web app keeps at most \(maxOpen) connections open (\(maxPerPeer) from one address) to leave the scoreboard room. The systemd unit sets LimitNOFILE=1024; start the kiosk with at least that."
    }

    static let busy = "The scoreboard is busy; try again in a moment."

    static let tooManyViewers = "Too many live views are open on this scoreboard; close one and reload."

    static let notFound = "There is no such page on this scoreboard."
}
