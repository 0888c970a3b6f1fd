/// Every sentence of the scorer's-app feed (issue 18): the boards' own lines and the refusals
/// the caller logs. The numbers around them are the engine's cricket copy, so a feed board
/// reads like one the engine scored.
public enum FeedMessages {
    // MARK: The boards

    static let waitingTitle = "Waiting for the scorer's app"
    static func pairWith(_ name: String) -> String { "Pair with “\(name)” in Play-Cricket Scorer or MyCricket" }
    static let connectedTitle = "Scorer's app connected — waiting for the score"
    static func disconnected(at time: String) -> String { "Scorer's app disconnected at \(time)" }
    /// The same on an LED panel, where a sentence cannot be read.
    static let disconnectedCompact = "APP OFFLINE"

    /// Under the overs: what the app says is left ("18.4 ov left").
    static func oversLeft(_ overs: String) -> String { "\(overs) ov left" }
    /// The other side's innings in the previous-innings line: "Hillcrest CC 197".
    static func otherInnings(_ team: String?, _ score: String) -> String { "\(BidiIsolation.name(team ?? otherSide)) \(score)" }
    static let otherSide = "Opposition"

    /// "J Smith* 56 (65)", as the engine's banner writes a batter; runs and balls when sent.
    static func batter(_ name: String, onStrike: Bool, runs: String?, balls: String?) -> String {
        var text = BidiIsolation.name(name) + (onStrike ? "*" : "")
        if let runs {
            text += " \(runs)"
            if let balls { text += " (\(balls))" }
        }
        return text
    }
    /// "Smith* 56": the surname, for a small panel.
    static func batterCompact(_ name: String, onStrike: Bool, runs: String?) -> String {
        let surname = name.split(separator: " ").last.map(String.init) ?? name
        return BidiIsolation.name(surname) + (onStrike ? "*" : "") + (runs.map { " \($0)" } ?? "")
    }

    /// "Last wkt: R Patel caught 12 (21), 126", the engine's last-wicket line from what was sent.
    static func lastWicket(_ name: String, howOut: String?, batter: String?, at score: String?) -> String {
        "Last wkt: " + [BidiIsolation.name(name), howOut, batter.map(BidiIsolation.name)].compactMap { $0 }.joined(separator: " ") + (score.map { ", \($0)" } ?? "")
    }
    static func lastWicketCompact(_ name: String, batter: String?, at score: String?) -> String {
        "Last wkt: " + [BidiIsolation.name(name), batter.map(BidiIsolation.name)].compactMap { $0 }.joined(separator: " ") + (score.map { ", \($0)" } ?? "")
    }

    /// The apps' how-out codes in words; a code not listed is shown as it was sent.
    static func howOut(_ code: String) -> String {
        switch code.lowercased() {
        case "b": "bowled"
        case "lbw": "lbw"
        case "c", "ct": "caught"
        case "cb", "c&b", "c & b": "caught and bowled"
        case "st": "stumped"
        case "ro": "run out"
        case "hw": "hit wicket"
        case "ht": "hit the ball twice"
        case "hb": "handled the ball"
        case "of": "obstructing the field"
        case "to": "timed out"
        case "rt", "ret": "retired"
        case "rh": "retired hurt"
        default: code
        }
    }

    /// A dot as the engine's ball strip draws one: a full stop is too small to see on a board.
    static let dotBall = "•"

    // MARK: Refusals (logged by the caller, never shown)

    static func tooLarge(_ count: Int, limit: Int) -> String {
        "the write is \(count) bytes: a scoreboard write is at most \(limit) bytes"
    }
    static let emptyWrite = "the write is empty: a write is a field code then its value, such as BTS245/5"
    static let noCode = "the write does not start with a field code: three capital letters or digits, such as BTS"
    static func notUTF8(_ code: String) -> String { "\(code): the value is not UTF-8 text" }
    static func controlCharacter(_ code: String) -> String {
        "\(code): the value has a control character: a value is one line of plain text"
    }
    static func nameTooLong(_ code: String, _ count: Int, limit: Int) -> String {
        "\(code): a name is at most \(limit) characters, not \(count)"
    }
    static func tooManyUnknown(_ code: String, limit: Int) -> String {
        "\(code): an unknown code, not kept: \(limit) unknown codes are kept already"
    }
    /// `BTS "12x": a score is …`, the value shortened if long (it goes to a log line).
    static func badValue(_ code: String, _ value: String, accepted: String) -> String {
        let shown = value.count > 24 ? String(value.prefix(24)) + "…" : value
        return "\(code) \"\(shown)\": \(accepted)"
    }
    static func accepted(_ kind: FeedCode.Kind) -> String {
        switch kind {
        case .name: "a name is at most \(FeedWrite.maxNameCharacters) characters"
        case .count: "a count is a whole number from 0 to 9999, such as 123"
        case .overs: "overs are whole overs and a ball, such as 31.2, or whole overs such as 5"
        case .rate: "a rate is runs per over, such as 5.10"
        case .score: "a score is runs and wickets such as 245/5 or 5/245, innings joined by \" & \""
        case .flag: "on strike is 1 (yes) or 0 (no)"
        case .figures: "figures are wickets/runs and overs, such as 0/6 (1.2)"
        case .overBalls: "the over is its balls separated by spaces, such as . 1 4 wd W (at most \(FeedCode.maxOverBalls) balls of \(FeedCode.maxBallCharacters) characters)"
        case .dismissal: "how out is a short code such as b, lbw, c or ro (at most \(FeedCode.maxDismissalCharacters) characters)"
        case .batterScore: "a batter's score is runs and balls such as 50 (40), or runs such as 50"
        }
    }
}
