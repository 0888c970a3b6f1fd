import Foundation
import Testing
@testable import MatchEngine

/// The ranges (ADR 008) against every Cricsheet file beside the repository: IPL, Tests, ODIs,
/// T20Is and the Hundred. No real figure may fall outside them, or a real match would be
/// refused. (The IPL matches are also replayed line by line elsewhere.)
@Suite struct CricsheetLimitsTests {
    static let folder = CricsheetData.folder.deletingLastPathComponent()

    struct Found {
        var files = 0
        var balls = 0
        var largest: [String: Int] = [:]
        var outside: [String] = []

        mutating func check(_ what: String, _ value: Int?, _ range: ClosedRange<Int>, _ place: String) {
            guard let value else { return }
            largest[what] = max(largest[what] ?? value, value)
            if !range.contains(value) { outside.append("\(place): \(what) \(value) is outside \(range)") }
        }
    }

    static func scan() throws -> Found {
        var found = Found()
        let folders = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        for sub in folders {
            let dir = folder.appendingPathComponent(sub)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir.path) else { continue }
            for name in names.sorted() where name.hasSuffix(".json") {
                let data = try Data(contentsOf: dir.appendingPathComponent(name))
                let match = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
                try check(match, "\(sub)/\(name)", &found)
                found.files += 1
            }
        }
        return found
    }

    static func check(_ match: [String: Any], _ file: String, _ found: inout Found) throws {
        let info = try #require(match["info"] as? [String: Any])
        found.check("overs", info["overs"] as? Int, CricketLimits.oversPerInnings, file)
        found.check("ballsPerOver", info["balls_per_over"] as? Int, CricketLimits.ballsPerOver, file)
        for players in (info["players"] as? [String: [String]] ?? [:]).values {
            found.check("players", players.count, CricketLimits.playersPerSide, file)
        }
        for (i, inn) in (match["innings"] as? [[String: Any]] ?? []).enumerated() {
            let place = "\(file) inns \(i + 1)"
            if let target = inn["target"] as? [String: Any] {
                found.check("target.runs", target["runs"] as? Int, CricketLimits.targetRuns, place)
                if let overs = target["overs"] as? Double {
                    let text = String(describing: overs)
                    let parsed = try #require(OversNotation(text: text), "\(place): target overs \(text)")
                    found.check("target.overs", parsed.overs, CricketLimits.targetOvers, place)
                    found.check("target.balls", parsed.balls, CricketLimits.targetBalls, place)
                }
            }
            for (_, runs) in inn["penalty_runs"] as? [String: Int] ?? [:] {
                found.check("penalty_runs", runs, CricketLimits.awardedRuns, place)
            }
            for over in inn["overs"] as? [[String: Any]] ?? [] {
                for ball in over["deliveries"] as? [[String: Any]] ?? [] {
                    found.balls += 1
                    let runs = ball["runs"] as? [String: Int] ?? [:]
                    found.check("bat", runs["batter"], CricketLimits.runsInABallField, place)
                    for (kind, value) in ball["extras"] as? [String: Int] ?? [:] {
                        found.check(kind, value, CricketLimits.runsInABallField, place)
                    }
                }
            }
        }
    }

    @Test func noRealFigureIsOutsideTheRanges() throws {
        let found = try Self.scan()
        // Five folders of ten or more matches each: fewer means the data is not where expected.
        #expect(found.files >= 80, "only \(found.files) Cricsheet files found under \(Self.folder.path)")
        #expect(found.balls > 30_000)
        #expect(found.outside.isEmpty, "\(found.outside.prefix(20))")
        // The ranges are far above the largest real figures (ADR 008 quotes these).
        #expect((found.largest["bat"] ?? 0) <= 8 && (found.largest["target.runs"] ?? 0) < 1_000)
    }
}
