import Foundation
import MatchEngine
import Testing

/// Replays the ShuttleSet rally data (real elite singles matches) through the engine and
/// checks the score, the server and the service court after every rally, and each game's end.
@Suite struct BadmintonShuttleSetTests {
    /// `<repo>/../shared/data/shuttleset`, found from this file so the test runs from any directory.
    static let dataDirectory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("shared/data/shuttleset")

    struct Row {
        let rally: Int
        let server: BadmintonSide
        let winner: BadmintonSide?
        let score: PerSide<Int>
    }

    struct MatchInfo: Decodable {
        let players: [String: String]
        let games: [[Int]]
    }

    struct Tally {
        var matches = 0
        var games = 0
        var checked = 0
        var skipped = 0
        var resyncedPoints = 0
        var unfinishedGames = 0
        var failures: [String] = []
    }

    @Test func everyRallyFollowsTheRulesOutsideTheListedAnomalies() throws {
        let fm = FileManager.default
        let folders = try fm.contentsOfDirectory(atPath: Self.dataDirectory.path)
            .filter { fm.fileExists(atPath: Self.dataDirectory.appendingPathComponent("\($0)/match.json").path) }
            .sorted()
        let anomalies = try Self.anomalies()
        var tally = Tally()
        for folder in folders {
            try replay(folder, anomalies: anomalies, into: &tally)
        }
        print("ShuttleSet: \(tally.matches) matches, \(tally.games) games, \(tally.checked) rallies checked, "
            + "\(tally.skipped) anomalous rallies skipped and re-synced (\(tally.resyncedPoints) points added), "
            + "\(tally.unfinishedGames) unfinished games completed")
        let failures = tally.failures.count
        #expect(failures == 0, "first failures:\n\(tally.failures.prefix(20).joined(separator: "\n"))")
        // The data's README: 25 matches, 61 games, 2,168 rallies.
        #expect(tally.matches == 25)
        #expect(tally.games == 61)
        #expect(tally.checked + tally.skipped == 2168)
        #expect(tally.skipped == Set(anomalies.filter { $0.kind != "game not finished" }.map(\.key)).count)
        #expect(tally.unfinishedGames == 2)
    }

    struct Anomaly {
        let key: String
        let kind: String
    }

    static func key(_ match: String, _ game: Int, _ rally: Int) -> String { "\(match)/\(game)/\(rally)" }

    static func anomalies() throws -> [Anomaly] {
        let text = try String(contentsOf: dataDirectory.appendingPathComponent("anomalies.csv"), encoding: .utf8)
        return text.split(separator: "\n").dropFirst().compactMap { line in
            // match, game, rally and kind hold no commas; only the detail column is quoted.
            let fields = line.split(separator: ",", maxSplits: 4, omittingEmptySubsequences: false)
            guard fields.count >= 4, let game = Int(fields[1]), let rally = Int(fields[2]) else { return nil }
            return Anomaly(key: key(String(fields[0]), game, rally), kind: String(fields[3]))
        }
    }

    static func rows(_ folder: String, game: Int) throws -> [Row] {
        let url = dataDirectory.appendingPathComponent("\(folder)/game\(game).csv")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let f = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard f.count == 5, let rally = Int(f[0]), let server = BadmintonSide(rawValue: f[1]),
                  let a = Int(f[3]), let b = Int(f[4]) else { return nil }
            return Row(rally: rally, server: server, winner: BadmintonSide(rawValue: f[2]), score: PerSide(a: a, b: b))
        }
    }

    /// Returns the match as replayed (the export round trip stores it), `nil` if it could not start.
    @discardableResult
    func replay(_ folder: String, anomalies: [Anomaly], into tally: inout Tally) throws -> MatchHistory<BadmintonRules>? {
        let info = try JSONDecoder().decode(
            MatchInfo.self, from: Data(contentsOf: Self.dataDirectory.appendingPathComponent("\(folder)/match.json")))
        let games = try (1...info.games.count).map { try Self.rows(folder, game: $0) }
        let skip = Set(anomalies.filter { $0.kind != "game not finished" }.map(\.key))
        let unfinished = Set(anomalies.filter { $0.kind == "game not finished" }.map(\.key))
        guard let firstServer = games.first?.first?.server else {
            tally.failures.append("\(folder): no rallies")
            return nil
        }
        let names = PerSide(a: info.players["A"] ?? "A", b: info.players["B"] ?? "B")
        let setup = BadmintonSetup(
            matchId: folder,
            sides: PerSide(a: BadmintonTeam(name: names.a, players: [names.a]), b: BadmintonTeam(name: names.b, players: [names.b])),
            format: .bwf21, firstServer: firstServer)
        var match = try MatchHistory<BadmintonRules>(setup: setup)
        tally.matches += 1
        func fail(_ game: Int, _ rally: Int, _ what: String) {
            tally.failures.append("\(folder) game \(game) rally \(rally): \(what)")
        }
        for (offset, rows) in games.enumerated() {
            let number = offset + 1
            tally.games += 1
            if number > 1 {
                do { try match.apply(.advanceGame()) } catch { fail(number, 0, "advanceGame refused: \(error.message)"); return nil }
            }
            // The data's score before each rally: the previous row's, 0-0 before the first.
            var before = PerSide(a: 0, b: 0)
            for row in rows {
                let s = match.state
                defer { before = row.score }
                if skip.contains(Self.key(folder, number, row.rally)) {
                    tally.skipped += 1
                    tally.resyncedPoints += resync(&match, to: row.score, lastPointTo: row.winner) { fail(number, row.rally, $0) }
                    continue
                }
                tally.checked += 1
                let expectedCourt: BadmintonGame.Court = before[row.server] % 2 == 0 ? .right : .left
                if s.game.serving != row.server { fail(number, row.rally, "server \(s.game.serving.rawValue), data says \(row.server.rawValue)") }
                if s.game.serviceCourt != expectedCourt { fail(number, row.rally, "court \(s.game.serviceCourt), expected \(expectedCourt)") }
                guard let winner = row.winner else { fail(number, row.rally, "no winner in the data"); continue }
                do { try match.apply(.point(winner)) } catch { fail(number, row.rally, "point refused: \(error.message)") }
                let after = match.state.game.score
                if after != row.score { fail(number, row.rally, "score \(after.a)-\(after.b), data \(row.score.a)-\(row.score.b)") }
            }
            // A game whose final rally is missing: its winner serves first in the next game, and
            // the last game goes to the match winner (A in this data).
            if let last = rows.last, unfinished.contains(Self.key(folder, number, last.rally)) {
                tally.unfinishedGames += 1
                let winner = offset + 1 < games.count ? (games[offset + 1].first?.server ?? .a) : .a
                while match.state.game.winner == nil {
                    do { try match.apply(.point(winner)) } catch { fail(number, last.rally, "completing refused: \(error.message)"); break }
                }
            }
            let game = match.state.game
            let recorded = info.games[offset]
            guard let winner = game.winner else { fail(number, rows.last?.rally ?? 0, "game not over at \(game.score.a)-\(game.score.b)"); continue }
            let expectedWinner: BadmintonSide = recorded[0] > recorded[1] ? .a : .b
            if winner != expectedWinner { fail(number, 0, "game won by \(winner.rawValue), data \(expectedWinner.rawValue)") }
            let completed = unfinished.contains(Self.key(folder, number, rows.last?.rally ?? 0))
            let expected = completed
                ? PerSide(a: recorded[0] + (winner == .a ? 1 : 0), b: recorded[1] + (winner == .b ? 1 : 0))
                : PerSide(a: recorded[0], b: recorded[1])
            if game.score != expected { fail(number, 0, "final \(game.score.a)-\(game.score.b), data \(expected.a)-\(expected.b)") }
        }
        if match.state.result?.winner != .a { fail(info.games.count, 0, "match winner \(match.state.result.map { $0.winner.rawValue } ?? "none"), data A") }
        let finals = match.state.wonGames.map { [$0.score.a, $0.score.b] }
        if finals.count != info.games.count { fail(0, 0, "\(finals.count) games played, data \(info.games.count)") }
        return match
    }

    /// Brings the engine to the data's score after a rally that cannot be checked. The order of
    /// missing points is unknown, but only the last one decides who serves next: it goes to
    /// the rally's winner when the score agrees that they won a point.
    private func resync(
        _ match: inout MatchHistory<BadmintonRules>, to score: PerSide<Int>, lastPointTo winner: BadmintonSide?,
        fail: (String) -> Void
    ) -> Int {
        let now = match.state.game.score
        var owed = PerSide(a: score.a - now.a, b: score.b - now.b)
        guard owed.a >= 0, owed.b >= 0 else {
            fail("score goes back from \(now.a)-\(now.b) to \(score.a)-\(score.b)")
            return 0
        }
        let last = winner.flatMap { owed[$0] > 0 ? $0 : nil } ?? (owed.a > 0 ? .a : .b)
        var order: [BadmintonSide] = []
        owed[last] -= 1
        order += Array(repeating: last.other, count: owed[last.other])
        order += Array(repeating: last, count: owed[last])
        if score.a + score.b > now.a + now.b { order.append(last) }
        for side in order {
            do { try match.apply(.point(side)) } catch { fail("re-sync refused: \(error.message)"); break }
        }
        return order.count
    }
}
