/// The hall screen's call slide (docs/desk.md): when the desk sends a match to a court, the
/// hall overview shows for a few seconds which court and who ("Court 3", "MD · Round 1",
/// "Sørensen / Lim v Ito / Kato"), on the idle board's layout (a title, a line, a notice).
public enum CallSlide {
    /// How long a call stays on the hall screen before the courts come back.
    public static let seconds = 12

    public static func board(court: String, event: String, round: String, side1: String, side2: String) -> Scoreboard {
        Scoreboard(layout: .idle, fields: [
            BoardField("title", FollowMessages.court(court), priority: BoardPriority.essential, role: .emphasis),
            BoardField("venue", FollowMessages.callEvent(event, round: round), priority: BoardPriority.high),
            BoardField("next", FollowMessages.callSides(side1, side2), priority: BoardPriority.essential, role: .notice),
        ])
    }
}
