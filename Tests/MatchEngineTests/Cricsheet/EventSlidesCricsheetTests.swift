import Foundation
import Testing
@testable import MatchEngine

/// Issue 14's event slides on real matches: every Cricsheet match beside the repository (IPL,
/// Tests, ODIs, T20Is and the Hundred, whose one hat-trick is Imran Tahir's) replayed
/// through `CricketSession`, asking for the slides after every action as the page cycle does.
/// The fifties, hundreds, wickets and new batters they announce must match a count made straight from the
/// Cricsheet file's JSON (a batter's running score crossing 50 or 100; each dismissal that is
/// not a retirement not out), never from the engine.
@Suite("Event slides against Cricsheet")
struct EventSlidesCricsheetTests {
    /// "ipl/335985.json": one test case per file, named by its folder.
    static var files: [String] {
        ScorecardCricsheetTests.folders.flatMap { folder in
            CricsheetData.files(in: CricsheetData.shared(folder)).map { "\(folder)/\($0)" }
        }
    }

    struct Counts: CustomStringConvertible {
        var fifties = 0
        var hundreds = 0
        var wickets = 0
        var maidens = 0
        var hatTricks = 0
        var newBatters = 0
        var description: String {
            "50s \(fifties), 100s \(hundreds), wickets \(wickets), maidens \(maidens), hat-tricks \(hatTricks), new batters \(newBatters)"
        }
    }

    /// Dismissals the Laws credit to the bowler, as Cricsheet names them.
    static let bowlerCredited: Set<String> = ["bowled", "caught", "caught and bowled", "lbw", "stumped", "hit wicket"]

    /// The data's own count: runs off the bat add up per batter and innings; a maiden is an
    /// over of six legal balls by one bowler with nothing off the bat, no wide and no no-ball;
    /// a hat-trick is a bowler's third credited wicket with his balls running (a wide or
    /// no-ball without a wicket skipped, any other ball of his ending the run); the new batters
    /// of an innings are the people who batted in it (as striker or non-striker) but the two
    /// openers, a batter back after retiring hurt counted once.
    static func dataCounts(_ url: URL) throws -> Counts {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        var counts = Counts()
        for inn in json?["innings"] as? [[String: Any]] ?? [] {
            var runs: [String: Int] = [:]
            var wicketRun: [String: Int] = [:]
            var batted = Set<String>()
            for over in inn["overs"] as? [[String: Any]] ?? [] {
                let deliveries = over["deliveries"] as? [[String: Any]] ?? []
                var legal = 0
                var charged = 0
                var bowlers = Set<String>()
                for ball in deliveries {
                    let extras = ball["extras"] as? [String: Int] ?? [:]
                    let bat = (ball["runs"] as? [String: Any])?["batter"] as? Int ?? 0
                    let illegal = extras["wides"] != nil || extras["noballs"] != nil
                    if !illegal { legal += 1 }
                    charged += bat + (extras["wides"] ?? 0) + (extras["noballs"] ?? 0)
                    let bowler = ball["bowler"] as? String ?? ""
                    bowlers.insert(bowler)
                    let kinds = (ball["wickets"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
                    if kinds.contains(where: bowlerCredited.contains) {
                        wicketRun[bowler, default: 0] += 1
                        if wicketRun[bowler] == 3 { counts.hatTricks += 1 }
                    } else if !illegal || !kinds.isEmpty {
                        wicketRun[bowler] = 0
                    }
                }
                if legal >= 6 && bowlers.count == 1 && charged == 0 { counts.maidens += 1 }
                for ball in deliveries {
                    for end in ["batter", "non_striker"] { if let name = ball[end] as? String { batted.insert(name) } }
                    if let batter = ball["batter"] as? String, let bat = (ball["runs"] as? [String: Any])?["batter"] as? Int {
                        let before = runs[batter, default: 0]
                        runs[batter] = before + bat
                        if before < 50 && before + bat >= 50 { counts.fifties += 1 }
                        if before < 100 && before + bat >= 100 { counts.hundreds += 1 }
                    }
                    for wicket in ball["wickets"] as? [[String: Any]] ?? [] {
                        let kind = wicket["kind"] as? String ?? ""
                        if kind != "retired hurt" && kind != "retired not out" { counts.wickets += 1 }
                    }
                }
            }
            counts.newBatters += max(0, batted.count - 2)
        }
        return counts
    }

    @Test("Fifties, hundreds, wickets, maidens and hat-tricks announced equal the file's", arguments: files)
    func slidesMatchTheData(_ path: String) throws {
        let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
        let folder = CricsheetData.shared(parts[0])
        let file = parts[1]
        let report = try CricsheetReplayer.replay(file, from: folder)
        try #require(report.failures.isEmpty, "\(file) does not replay")
        let line = try JSONSerialization.data(withJSONObject: report.newMatch, options: [.sortedKeys])
        var session = try CricketSession(newMatch: line)
        var engine = Counts()
        for action in report.applied {
            try session.apply(.cricket(action), at: nil)
            for slide in session.eventSlides(at: nil) {
                switch slide.kind {
                case .fifty: engine.fifties += 1
                case .hundred: engine.hundreds += 1
                case .wicket: engine.wickets += 1
                case .maiden: engine.maidens += 1
                case .hatTrick: engine.hatTricks += 1
                case .newBatter: engine.newBatters += 1
                case .chaseStart, .gameWon: break
                }
            }
        }
        #expect(engine.wickets > 0, "\(path): a match with no wicket announced")
        let data = try Self.dataCounts(folder.appendingPathComponent(file))
        let announced: [Int] = [engine.fifties, engine.hundreds, engine.wickets, engine.hatTricks, engine.newBatters]
        let counted: [Int] = [data.fifties, data.hundreds, data.wickets, data.hatTricks, data.newBatters]
        #expect(announced == counted, "\(path): engine \(engine), data \(data)")
        // The Hundred's data groups balls in sixes but its bowlers bowl sets of five: the
        // data's overs are not the engine's, so its maidens are not compared.
        if parts[0] != "hundred" { #expect(engine.maidens == data.maidens, "\(path): engine \(engine), data \(data)") }
    }

    @Test("The live board stays under 4 KB as JSON after every action of every IPL match", arguments: CricsheetData.files(in: CricsheetData.shared("ipl")))
    func bannerSize(_ file: String) throws {
        let report = try CricsheetReplayer.replay(file, from: CricsheetData.shared("ipl"))
        try #require(report.failures.isEmpty, "\(file) does not replay")
        let line = try JSONSerialization.data(withJSONObject: report.newMatch, options: [.sortedKeys])
        var session = try CricketSession(newMatch: line)
        let encoder = JSONEncoder()
        var largest = 0
        for action in report.applied {
            try session.apply(.cricket(action), at: nil)
            largest = max(largest, try encoder.encode(session.scoreboard).count)
        }
        #expect(largest < 4096, "\(file): \(largest) bytes")
    }
}
