import Testing
@testable import MatchEngine

/// Every refusal in `CricketRejection`, reached the way a scorer would reach it, with a
/// message a person can act on. Cases covered by a scenario in another suite are named in
/// `elsewhere`; `caseName` is an exhaustive switch, so a new case does not compile until it
/// is listed here.
@Suite struct CricketRejectionTests {
    /// Asha and Bilal in, Kofi bowling one ball into the match.
    static func inPlay() throws -> CricketMatch {
        var m = try CricketMatch { $0.oversPerInnings = 20 }
        try m.open()
        try m.bowler()
        try m.ball()
        return m
    }

    struct Scenario: Sendable, CustomTestStringConvertible {
        let expected: CricketRejection
        let action: CricketAction
        let setUp: @Sendable () throws -> CricketMatch
        var testDescription: String { caseName(expected) }
    }

    static let scenarios: [Scenario] = [
        Scenario(expected: .inningsNotStarted, action: .bowler(name: "Kofi")) { try CricketMatch() },
        Scenario(expected: .inningsInProgress, action: .openers(striker: nil, nonStriker: nil), setUp: inPlay),
        Scenario(expected: .noStriker, action: .delivery(Delivery())) {
            var m = try inPlay()
            try m.out(.bowled)
            return m
        },
        Scenario(expected: .outOfRange(.init(action: "delivery", field: "bat", value: "-1", accepted: "a whole number from 0 to 99")),
                 action: .delivery(Delivery(bat: -1)), setUp: inPlay),
        Scenario(expected: .wideAndNoBall, action: .delivery(Delivery(wides: 1, noBalls: 1)), setUp: inPlay),
        Scenario(expected: .runsOffWide, action: .delivery(Delivery(bat: 1, wides: 1)), setUp: inPlay),
        Scenario(expected: .batAndByes, action: .delivery(Delivery(bat: 1, byes: 1)), setUp: inPlay),
        Scenario(expected: .byesAndLegByes, action: .delivery(Delivery(byes: 1, legByes: 1)), setUp: inPlay),
        Scenario(expected: .batterAlreadyOut("Asha"),
                 action: .delivery(Delivery(wicket: WicketEvent(kind: .runOut, playerOut: "Asha")))) {
            var m = try inPlay()
            try m.out(.bowled)
            try m.newBatter("Chen")
            return m
        },
        Scenario(expected: .batterAlreadyIn("Asha"), action: .openers(striker: "Asha", nonStriker: "Asha")) {
            try CricketMatch()
        },
        Scenario(expected: .notAtCrease("Zed"), action: .retire(batter: "Zed", out: false), setUp: inPlay),
        Scenario(expected: .notAtCrease("Zed"),
                 action: .delivery(Delivery(wicket: WicketEvent(kind: .runOut, playerOut: "Zed"))), setUp: inPlay),
        Scenario(expected: .dismissalNotPossibleOffNoBall(.bowled),
                 action: .delivery(Delivery(noBalls: 1, wicket: WicketEvent(kind: .bowled))), setUp: inPlay),
        Scenario(expected: .dismissalNotPossibleOffWide(.caught),
                 action: .delivery(Delivery(wides: 1, wicket: WicketEvent(kind: .caught))), setUp: inPlay),
        Scenario(expected: .dismissalNeedsStriker(.lbw),
                 action: .delivery(Delivery(wicket: WicketEvent(kind: .lbw, playerOut: "Bilal"))), setUp: inPlay),
        Scenario(expected: .runsOffACatch,
                 action: .delivery(Delivery(bat: 1, wicket: WicketEvent(kind: .caught))), setUp: inPlay),
        Scenario(expected: .runsOffACatch,
                 action: .delivery(Delivery(legByes: 1, wicket: WicketEvent(kind: .caughtAndBowled))), setUp: inPlay),
        Scenario(expected: .useRetire,
                 action: .delivery(Delivery(wicket: WicketEvent(kind: .retiredOut))), setUp: inPlay),
        Scenario(expected: .useRetire,
                 action: .delivery(Delivery(wicket: WicketEvent(kind: .timedOut))), setUp: inPlay),
        Scenario(expected: .noVacancy, action: .newBatter(name: "Chen", onStrike: nil), setUp: inPlay),
        Scenario(expected: .noVacancy, action: .timedOut(batter: "Chen"), setUp: inPlay),
        Scenario(expected: .unknownPlayer("Zed"), action: .renamePlayer(from: "Zed", to: "Zoe"), setUp: inPlay),
        Scenario(expected: .nameTaken("Bilal"), action: .renamePlayer(from: "Asha", to: "Bilal"), setUp: inPlay),
        Scenario(expected: .nameTaken(""), action: .renamePlayer(from: "Asha", to: ""), setUp: inPlay),
        Scenario(expected: .noWicketToAmend("Asha"),
                 action: .amendWicket(batter: "Asha", kind: .bowled, fielder: nil), setUp: inPlay),
        Scenario(expected: .outOfRange(.init(action: "penaltyRuns", field: "runs", value: "0", accepted: "a whole number from 1 to 99")),
                 action: .penaltyRuns(runs: 0, to: .batting), setUp: inPlay),
        Scenario(expected: .matchOver, action: .delivery(Delivery())) {
            var m = try inPlay()
            try m.apply(.endMatch(reason: .abandoned, winner: nil, parScore: nil))
            return m
        },
        Scenario(expected: .awardNeedsWinner, action: .endMatch(reason: .award, winner: nil, parScore: nil),
                 setUp: inPlay),
    ]

    @Test(arguments: scenarios)
    func refusedWithItsCaseAndASentence(_ scenario: Scenario) throws {
        let m = try scenario.setUp()
        #expect(m.rejection(scenario.action) == scenario.expected)
        #expect(isSentence(scenario.expected.message), "\(scenario.expected.message)")
    }

    /// Cases whose refusal is asserted in a rule's own suite, next to the rule.
    static let elsewhere: [CricketRejection] = [
        .nothingToUndo, .awaitingResult, .noBowler, .bowlerBowledLastOver("Kofi"),
        .bowlerOverLimit("Kofi", 2), .sameBowler("Kofi"), .wideBelowPenalty(2),
        .noBallPenaltyMismatch(given: 1, expected: 2), .dismissalNotPossibleOnFreeHit(.caught),
        .noBattersLeft, .overNotStarted, .noOverToContinue, .lastOverOfInnings,
        .followOnNotAvailable, .followOnLeadTooSmall(lead: 18, needed: 200), .superOverNeedsTie,
        .targetNotAllowed, .badTarget, .unknownTeam("Nobody"), .dlsNeedsWinner,
        .houseRuleOff("P5"), .bowlerNotWarned("Kofi"), .badHousePenalty(7), .declareBeforeBall,
        .useHousePenalty, .playerOnBothSides("Batter 1"), .cannotAmend(.retiredOut, to: .caught),
        // Club formats: each is also reached by play in CricketFormatTests.
        .consecutiveOverLimit("Kofi", 2, sets: true), .newPairNeeded, .noPairNeeded, .lastHourNeedsWinDraw,
    ]

    @Test func typedSetUpIsCheckedLikeANewMatchLine() throws {
        #expect(throws: CricketRejection.invalidSetup("rules.ballsPerOver must be from 1 to 12, not 0.")) {
            try CricketMatch { $0.ballsPerOver = 0 }
        }
        #expect(throws: CricketRejection.invalidSetup("rules.maxOversPerBowler must be from 1 to 999, or null for no limit, not 0.")) {
            try CricketMatch { $0.maxOversPerBowler = 0 }
        }
        let valid = try CricketMatch().state.setup
        var oneTeam = valid
        oneTeam.teams.removeLast()
        var twins = valid
        twins.teams[1].name = "Riverside"
        var nobodyFirst = valid
        nobodyFirst.battingFirst = 2
        for (setup, why) in [
            (oneTeam, "a match needs exactly two teams, each with a name."),
            (twins, "the two teams need different names."),
            (nobodyFirst, "battingFirst \"2\" is not one of the two teams."),
        ] {
            #expect(throws: CricketRejection.invalidSetup(why)) { try MatchHistory<CricketRules>(setup: setup) }
            #expect(isSentence(CricketRejection.invalidSetup(why).message))
        }
    }

    @Test func everyCaseIsCoveredAndReadsAsASentence() {
        let covered = Set(Self.scenarios.map { caseName($0.expected) } + Self.elsewhere.map(caseName) + ["invalidSetup"])
        #expect(covered == Set(Self.allCaseNames))
        for rejection in Self.elsewhere {
            #expect(isSentence(rejection.message), "\(rejection.message)")
        }
    }

    @Test func messagesNameWhatIsWrong() {
        #expect(CricketRejection.bowlerBowledLastOver("Kofi").message
            == "Kofi bowled the previous over and cannot bowl two overs running.")
        #expect(CricketRejection.bowlerOverLimit("Kofi", 4).message == "Kofi has bowled the maximum of 4 overs.")
        #expect(CricketRejection.dismissalNeedsStriker(.hitBallTwice).message
            == "Hit the ball twice can dismiss only the striker, not the non-striker.")
        #expect(CricketRejection.dismissalNotPossibleOffNoBall(.lbw).message.hasPrefix("LBW is not possible off a no-ball"))
        #expect(CricketRejection.noBallPenaltyMismatch(given: 1, expected: 2).message.hasPrefix("A no-ball is worth 2 in this match, not 1"))
        #expect(CricketRejection.followOnLeadTooSmall(lead: 18, needed: 200).message
            == "The follow-on needs a lead of 200; the lead is 18.")
        #expect(CricketRejection.nothingToUndo.message == "Nothing to undo: no action is left since the match started.")
    }

    static let allCaseNames = [
        "nothingToUndo", "invalidSetup", "matchOver", "inningsNotStarted", "inningsInProgress",
        "awaitingResult", "noBowler", "noStriker", "bowlerBowledLastOver", "bowlerOverLimit",
        "sameBowler", "outOfRange", "wideAndNoBall", "runsOffWide", "wideBelowPenalty",
        "noBallPenaltyMismatch", "batAndByes", "byesAndLegByes", "batterAlreadyOut",
        "batterAlreadyIn", "notAtCrease", "dismissalNotPossibleOffNoBall",
        "dismissalNotPossibleOnFreeHit", "dismissalNotPossibleOffWide", "dismissalNeedsStriker",
        "runsOffACatch", "useRetire", "useHousePenalty", "noVacancy", "noBattersLeft", "unknownPlayer", "nameTaken", "playerOnBothSides", "cannotAmend",
        "noWicketToAmend", "overNotStarted", "noOverToContinue", "lastOverOfInnings",
        "followOnNotAvailable", "followOnLeadTooSmall", "superOverNeedsTie", "targetNotAllowed",
        "badTarget", "unknownTeam", "dlsNeedsWinner", "awardNeedsWinner", "houseRuleOff",
        "bowlerNotWarned", "badHousePenalty", "declareBeforeBall",
        "consecutiveOverLimit", "newPairNeeded", "noPairNeeded", "lastHourNeedsWinDraw",
    ]
}

/// The case's name; exhaustive, so adding a case to `CricketRejection` breaks the build
/// here until a test covers it.
func caseName(_ r: CricketRejection) -> String {
    switch r {
    case .consecutiveOverLimit: "consecutiveOverLimit"
    case .newPairNeeded: "newPairNeeded"
    case .noPairNeeded: "noPairNeeded"
    case .lastHourNeedsWinDraw: "lastHourNeedsWinDraw"
    case .nothingToUndo: "nothingToUndo"
    case .invalidSetup: "invalidSetup"
    case .matchOver: "matchOver"
    case .inningsNotStarted: "inningsNotStarted"
    case .inningsInProgress: "inningsInProgress"
    case .awaitingResult: "awaitingResult"
    case .noBowler: "noBowler"
    case .noStriker: "noStriker"
    case .bowlerBowledLastOver: "bowlerBowledLastOver"
    case .bowlerOverLimit: "bowlerOverLimit"
    case .sameBowler: "sameBowler"
    case .outOfRange: "outOfRange"
    case .wideAndNoBall: "wideAndNoBall"
    case .runsOffWide: "runsOffWide"
    case .wideBelowPenalty: "wideBelowPenalty"
    case .noBallPenaltyMismatch: "noBallPenaltyMismatch"
    case .batAndByes: "batAndByes"
    case .byesAndLegByes: "byesAndLegByes"
    case .batterAlreadyOut: "batterAlreadyOut"
    case .batterAlreadyIn: "batterAlreadyIn"
    case .notAtCrease: "notAtCrease"
    case .dismissalNotPossibleOffNoBall: "dismissalNotPossibleOffNoBall"
    case .dismissalNotPossibleOnFreeHit: "dismissalNotPossibleOnFreeHit"
    case .dismissalNotPossibleOffWide: "dismissalNotPossibleOffWide"
    case .dismissalNeedsStriker: "dismissalNeedsStriker"
    case .runsOffACatch: "runsOffACatch"
    case .useRetire: "useRetire"
    case .useHousePenalty: "useHousePenalty"
    case .noVacancy: "noVacancy"
    case .noBattersLeft: "noBattersLeft"
    case .unknownPlayer: "unknownPlayer"
    case .nameTaken: "nameTaken"
    case .playerOnBothSides: "playerOnBothSides"
    case .cannotAmend: "cannotAmend"
    case .noWicketToAmend: "noWicketToAmend"
    case .overNotStarted: "overNotStarted"
    case .noOverToContinue: "noOverToContinue"
    case .lastOverOfInnings: "lastOverOfInnings"
    case .followOnNotAvailable: "followOnNotAvailable"
    case .followOnLeadTooSmall: "followOnLeadTooSmall"
    case .superOverNeedsTie: "superOverNeedsTie"
    case .targetNotAllowed: "targetNotAllowed"
    case .badTarget: "badTarget"
    case .unknownTeam: "unknownTeam"
    case .dlsNeedsWinner: "dlsNeedsWinner"
    case .awardNeedsWinner: "awardNeedsWinner"
    case .houseRuleOff: "houseRuleOff"
    case .bowlerNotWarned: "bowlerNotWarned"
    case .badHousePenalty: "badHousePenalty"
    case .declareBeforeBall: "declareBeforeBall"
    }
}
