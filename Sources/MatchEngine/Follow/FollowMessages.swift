/// Every sentence a follower's screens show of their own: the hall overview's tiles, the score
/// bug's detail line, and the notices about a scorer or a link gone (docs/mqtt.md).
public enum FollowMessages {
    // MARK: The single-court follower

    static let waitingTitle = "Waiting for the scorer"
    static func waitingTopic(_ topic: String) -> String { "Following \(topic)" }
    /// The call slide's lines (docs/desk.md).
    static func callEvent(_ event: String, round: String) -> String { "\(event) · \(round)" }
    static func callSides(_ side1: String, _ side2: String) -> String { "\(side1) v \(side2)" }
    static func scorerOffline(since: String) -> String { "Scorer offline since \(since)" }
    static func linkLost(since: String) -> String { "Scoreboard link lost since \(since)" }
    /// The same on an LED panel, where a sentence cannot be read.
    static let scorerOfflineCompact = "SCORER OFFLINE"
    static let linkLostCompact = "LINK LOST"

    // MARK: The hall overview

    static let hallTitle = "All courts"
    /// A court named by a number reads as "Court 3"; any other name is shown as it is.
    static func court(_ name: String) -> String {
        !name.isEmpty && name.utf8.allSatisfy { (48...57).contains($0) } ? "Court \(name)" : name
    }
    static func more(_ count: Int) -> String { count == 1 ? "+1 more court" : "+\(count) more courts" }
    static let noMatch = "No match"
    /// A hall with no court seen yet: what it waits for, and whether the broker answers.
    static let hallWaiting = "Waiting for the courts' scorers"
    static let brokerConnecting = "Connecting to the broker…"
    static let brokerAnswering = "The broker answers; no court has published yet"
    static func brokerNotAnswering(since: String) -> String { "The broker does not answer (since \(since)); trying again" }
    static let waiting = "Waiting for the scorer"
    static func offline(since: String) -> String { "Offline since \(since)" }
    static func tileLinkLost(since: String) -> String { "Link lost since \(since)" }

    // MARK: The score bug and cricket tiles

    /// The overs as the board wrote them ("18.2"), labelled; a balls format's "37 balls" is
    /// already labelled and stays as it is.
    static func overs(_ text: String) -> String {
        !text.isEmpty && text.utf8.allSatisfy { (48...57).contains($0) || $0 == 46 } ? "\(text) ov" : text
    }
    static func joined(_ parts: [String]) -> String { parts.joined(separator: " · ") }

    /// The local HH:MM a timestamp was written with ("2026-11-25T14:02:33+01:00" → "14:02"):
    /// the follower's own clock stamped it in its own zone, so no conversion is wanted.
    public static func clock(_ time: Timestamp) -> String {
        String(time.text.dropFirst(11).prefix(5))
    }
}
