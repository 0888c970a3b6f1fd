/// What one press means in the current state, before anything is recorded. The kiosk carries
/// it out: records the action (then the follow-ups), remembers an armed extra, or says why not.
public enum BoxPlan: Sendable, Equatable {
    /// Record this action.
    case record(MatchAction)
    /// Arm (or disarm with `nil`) an extra for the next run button; nothing is recorded.
    case arm(BoxExtra?)
    /// Nothing is recorded, for this reason (lower-case, for `BoxMessages.ignored`; "" says nothing).
    case ignore(String)
    /// Start the next match: the kiosk's lifecycle, not an action.
    case startNext
}
