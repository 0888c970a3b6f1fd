import Foundation
@testable import MatchEngine

/// Set-ups and shorthands shared by the badminton tests.
enum Badminton {
    static func singles(_ format: BadmintonFormat = .bwf21, firstServer: BadmintonSide = .a) -> BadmintonSetup {
        BadmintonSetup(
            matchId: "test",
            sides: PerSide(a: BadmintonTeam(name: "Ana", players: ["Ana"]), b: BadmintonTeam(name: "Bea", players: ["Bea"])),
            format: format, firstServer: firstServer)
    }

    static func doubles(_ format: BadmintonFormat = .bwf21) -> BadmintonSetup {
        BadmintonSetup(
            matchId: "test",
            sides: PerSide(
                a: BadmintonTeam(name: "Aces", players: ["A1", "A2"]),
                b: BadmintonTeam(name: "Bats", players: ["B1", "B2"])),
            format: format)
    }

    static func format(_ base: BadmintonFormat, _ change: (inout BadmintonFormat) -> Void) -> BadmintonFormat {
        var f = base
        change(&f)
        return f
    }

    /// Plays rallies written as a string of winners, such as "AABBA".
    static func play(_ match: inout MatchHistory<BadmintonRules>, _ winners: String) throws(BadmintonRejection) {
        for c in winners {
            try match.apply(.point(c == "A" ? .a : .b))
        }
    }

    /// Plays `a` points to A then `b` to B, alternating while both still need points, so the
    /// game passes through level scores on the way (20-20, 29-29…).
    static func level(_ match: inout MatchHistory<BadmintonRules>, to n: Int) throws(BadmintonRejection) {
        for _ in 0..<n { try play(&match, "AB") }
    }

    static func rejection(_ body: () throws(BadmintonRejection) -> Void) -> BadmintonRejection? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    static func time(_ clock: String) -> Timestamp? { Timestamp("2026-11-22T\(clock)Z") }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}
