/// The cricket half of a scorer's pad: the score, this over, who is in and on, what the
/// engine waits for, and the choices for it, each asked of the rules (`CricketPadBuilder`).
public struct CricketPad: Codable, Sendable, Equatable {
    /// What the engine needs before the next ball.
    public enum Waiting: String, Codable, Sendable, Equatable {
        case openers, newPair, newBatter, bowler, ball, result, finished
    }

    public var waiting: Waiting
    /// What the pad asks for, in words ("Choose the new batter").
    public var prompt: String
    public var battingTeam: String
    public var bowlingTeam: String
    /// "Riverside 45/2 (6.3 ov)"; once the match is over, the result.
    public var scoreLine: String
    /// The score as a screen reader says it: "Riverside 45 for 2 after 6.3 overs".
    public var spoken: String
    /// "Batting: Asha* 23 (14) · Bilal 4 (6)", the board's batter lines; "" when none is in.
    public var battersLine: String
    /// "Bowling: Kofi 1.3-0-9-1"; "" when nobody bowls.
    public var bowlerLine: String
    /// This over so far, as the board's last-balls strip shows it.
    public var overTokens: [BoardToken]
    public var striker: String?
    public var nonStriker: String?
    public var bowler: String?
    /// Batters who may come in now (openers, a new batter or pair): not out and not in.
    public var batterChoices: [String]
    /// Bowlers the rules let bowl the next over.
    public var bowlerChoices: [String]
    /// The fielding side, for a catch or a run out.
    public var fielders: [String]
    /// How a batter may be out off a ball (kinds with their own actions left out).
    public var dismissals: [PadChoice]
    /// Who may be out now: the striker, and the non-striker (run out, obstructing).
    public var canBeOut: [String]
    /// The penalty runs a wide and a no-ball carry under this match's rules.
    public var wideRuns: Int
    public var noBallRuns: Int
    /// The house rules this match plays, so the pad shows only their buttons.
    public var bowlerWarning: Bool
    public var p5: Bool
    public var p10: Bool
    public var bonusRuns: Bool
    /// Actions the rules would take now.
    public var canDeclare: Bool
    public var canSetTarget: Bool
    public var canSuperOver: Bool
    public var canUndo: Bool
    /// Law 41's penalty runs may be awarded now (not once the match is over).
    public var canAwardPenalty: Bool
    /// The house rules' warning and P5/P10 may be given now (a ball is due).
    public var canHousePenalty: Bool
    /// How a match waiting for its result may end.
    public var endReasons: [PadChoice]
    public var freeHit: Bool
    /// The result, once there is one.
    public var result: String?
}
