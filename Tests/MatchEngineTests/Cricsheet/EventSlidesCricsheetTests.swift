import Foundation
import Testing
@testable import MatchEngine

/// Issue 14's event slides on real matches: every IPL match beside the repository replayed
/// through `CricketSession`, asking for the slides after every action as the page cycle does.
/// The fifties, hundreds and wickets they announce must match a count made straight from the
/// Cricsheet file's JSON (a batter's running score crossing 50 or 100; each dismissal that is
/// not a retirement not out), never from the engine.
@Suite("Event slides against Cricsheet")
struct EventSlidesCricsheetTests {
    static var files: [String] { CricsheetData.files(in: CricsheetData.shared("ipl")) }

    struct Counts: Equatable, CustomStringConvertible {
        var fifties = 0
        var hundreds = 0
        var wickets = 0
        var description: String { "50s \(fifties), 100s \(hundreds), wickets \(wickets)" }
    }

    /// The data's own count: runs off the bat add up per batter and innings.
    static func dataCounts(_ url: URL) throws -> Counts {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        var counts = Counts()
        for inn in json?["innings"] as? [[String: Any]] ?? [] {
            var runs: [String: Int] = [:]
            for over in inn["overs"] as? [[String: Any]] ?? [] {
                for ball in over["deliveries"] as? [[String: Any]] ?? [] {
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
        }
        return counts
    }

    @Test("Fifties, hundreds and wickets announced equal the file's", arguments: files)
    func slidesMatchTheData(_ file: String) throws {
        let folder = CricsheetData.shared("ipl")
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
                case .maiden, .hatTrick, .chaseStart, .gameWon: break
                }
            }
        }
        #expect(engine.wickets > 0, "\(file): a T20 match with no wicket announced")
        #expect(engine == (try Self.dataCounts(folder.appendingPathComponent(file))), "\(file)")
    }

    @Test("The live board stays under 4 KB as JSON after every action of every IPL match", arguments: files)
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
