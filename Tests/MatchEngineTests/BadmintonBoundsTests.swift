import Foundation
import Testing
@testable import MatchEngine

/// A badminton format's numbers are held to their ranges when read, and a refusal names the
/// value given (ADR 008). Badminton actions carry no numbers: points follow the format's cap.
@Suite struct BadmintonBoundsTests {
    static let sides = #""sides":[{"name":"Ana"},{"name":"Bea"}]"#

    static func refusal(_ rules: String, format: String = "bwf21") -> String? {
        let line = #"{"type":"newMatch","sport":"badminton","format":"\#(format)",\#(sides),"rules":\#(rules)}"#
        do throws(LineRejection) {
            _ = try BadmintonDecoding.setup(from: Data(line.utf8))
            return nil
        } catch {
            return error.message
        }
    }

    /// Reading the largest whole number as the target worked out the interval point from it
    /// first, and that sum trapped.
    @Test func theLargestWholeNumberAsTheTargetIsRefusedNotTrapped() {
        #expect(Self.refusal(#"{"pointsToWin":9223372036854775807}"#, format: "custom")
            == "The match set-up is not valid: rules.pointsToWin must be from 1 to 99, not 9223372036854775807.")
        #expect(Self.refusal(#"{"pointsToWin":-9223372036854775808}"#, format: "custom")
            == "The match set-up is not valid: rules.pointsToWin must be from 1 to 99, not -9223372036854775808.")
    }

    @Test(arguments: [
        (#"{"winBy":11}"#, "rules.winBy must be from 1 to 10, not 11."),
        (#"{"cap":200}"#, "rules.cap must be at least pointsToWin (21) and at most 199, or null for no cap, not 200."),
        (#"{"games":4}"#, "rules.games must be 1, 3 or 5, not 4."),
        (#"{"intervalAt":21}"#, "rules.intervalAt must be from 1 to 20, or null for no interval, not 21."),
    ])
    func eachRuleNamesTheValueGiven(rules: String, message: String) {
        #expect(Self.refusal(rules) == "The match set-up is not valid: " + message)
    }
}
