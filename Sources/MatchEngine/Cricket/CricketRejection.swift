/// Why the cricket rules refused an action. Each case maps to one sentence in
/// `CricketMessages`, so tests can match the case and users read the sentence.
public enum CricketRejection: MatchRejection {
    case nothingToUndo
    case invalidSetup(String)
    case matchOver
    case inningsNotStarted
    case inningsInProgress
    case awaitingResult
    case noBowler
    case noStriker
    case bowlerBowledLastOver(String)
    /// `sets`: the format counts balls (the Hundred), so its overs are called sets.
    case bowlerOverLimit(String, Int, sets: Bool = false)
    case sameBowler(String)
    case wideAndNoBall
    case runsOffWide
    case wideBelowPenalty(Int)
    case noBallPenaltyMismatch(given: Int, expected: Int)
    case batAndByes
    case byesAndLegByes
    case batterAlreadyOut(String)
    case batterAlreadyIn(String)
    case notAtCrease(String)
    case dismissalNotPossibleOffNoBall(DismissalKind)
    case dismissalNotPossibleOnFreeHit(DismissalKind)
    case dismissalNotPossibleOffWide(DismissalKind)
    case dismissalNeedsStriker(DismissalKind)
    case runsOffACatch
    case useRetire
    case useHousePenalty
    case noVacancy
    case noBattersLeft
    case unknownPlayer(String)
    case nameTaken(String)
    case playerOnBothSides(String)
    case noWicketToAmend(String)
    case cannotAmend(DismissalKind, to: DismissalKind)
    case overNotStarted
    case noOverToContinue
    case lastOverOfInnings
    case followOnNotAvailable
    case followOnLeadTooSmall(lead: Int, needed: Int)
    case superOverNeedsTie
    case targetNotAllowed
    case badTarget
    case unknownTeam(String)
    case dlsNeedsWinner
    case awardNeedsWinner
    case houseRuleOff(String)
    case bowlerNotWarned(String)
    case badHousePenalty(Int)
    /// A number outside its range (ADR 008).
    case outOfRange(CricketLimits.Violation)
    case declareBeforeBall
    /// More overs running than `maxConsecutiveOvers` allows (2 in the Hundred).
    case consecutiveOverLimit(String, Int, sets: Bool)
    case newPairNeeded
    case noPairNeeded
    case lastHourNeedsWinDraw

    public var message: String { CricketMessages.message(for: self) }
}
