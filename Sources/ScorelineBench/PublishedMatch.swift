import CommandBasics
import Deterministic
import FoundationEssentials
import MatchEngine
import Session
import Store

/// Real matches folded through the scoring session as a kiosk scores them, and what its
/// publisher would send for each action: the live board (`…/board`) and the match summary
/// (`…/match`), encoded as `BoardPublisher` encodes them.
struct PublishedMatch {
    let name: String
    let actions: Int
    /// The live board after each action that changed it (what a follower is sent).
    var boards: [Scoreboard] = []
    var boardBytes: [Int] = []
    var summaryBytes: [Int] = []

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// Folds `lines` (a newMatch record first) in a fresh store under `root`. A line the
    /// engine refuses is an error naming it; `repair` may offer lines to try first (a
    /// ShuttleSet game whose end the data does not mark needs `advanceGame`).
    static func fold(_ name: String, _ lines: [String], title: String, root: String, repair: [String] = []) throws -> PublishedMatch {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = ScoringSession(store: MatchStore(root: root))
        defer { session.close() }
        var folded = PublishedMatch(name: name, actions: lines.count - 1)
        let encoder = encoder()
        var last: Scoreboard?
        var failure: Error?
        session.subscribe { publication in
            guard publication.live != last else { return }
            last = publication.live
            do {
                folded.boards.append(publication.live)
                folded.boardBytes.append(try encoder.encode(publication.live).count)
                if let current = session.current {
                    let summary = MatchSummary(matchId: current.matchId, title: title, session: current.session, seq: current.seq)
                    folded.summaryBytes.append(try encoder.encode(summary).count)
                }
            } catch {
                failure = error
            }
        }
        _ = try session.create(newMatch: Data(lines[0].utf8), fallbackId: name)
        for (number, line) in lines.enumerated().dropFirst() {
            guard let why = apply(line, to: session) else { continue }
            let mended = repair.contains { fix in apply(fix, to: session) == nil && apply(line, to: session) == nil }
            if !mended { throw CommandFailure("\(name), line \(number + 1): refused: \(why)") }
        }
        if let failure { throw failure }
        return folded
    }

    /// nil when applied, else why not. Stamped with the wall clock, as a kiosk stamps a press,
    /// so a badminton board carries its match clock as it does live.
    private static func apply(_ line: String, to session: ScoringSession) -> String? {
        let command = SessionCommand(.line(Data(line.utf8)))
        if case .refused(_, let why)? = session.handle(.command(command))?.outcome { return why }
        return nil
    }

    /// A ShuttleSet match (`match.json`, `gameN.csv`: rally, server, winner, …) as action lines:
    /// singles, the first rally's server first, one point per rally with a winner.
    static func shuttleSet(_ folder: String, root: String) throws -> PublishedMatch {
        struct Meta: Decodable { let players: [String: String] }
        let meta = try JSONDecoder().decode(Meta.self, from: Data(contentsOf: URL(fileURLWithPath: "\(folder)/match.json")))
        guard let a = meta.players["A"], let b = meta.players["B"] else { throw CommandFailure("\(folder)/match.json: players A and B are needed") }
        var points: [String] = []
        var firstServer: String?
        var game = 1
        while let text = try? String(contentsOfFile: "\(folder)/game\(game).csv", encoding: .utf8) {
            for row in text.split(separator: "\n").dropFirst() {
                let cells = row.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                guard cells.count >= 3 else { continue }
                if firstServer == nil, cells[1] == "A" || cells[1] == "B" { firstServer = cells[1] }
                if cells[2] == "A" || cells[2] == "B" { points.append(#"{"type":"point","side":"\#(cells[2])"}"#) }
            }
            game += 1
        }
        guard !points.isEmpty else { throw CommandFailure("\(folder): no rallies with a winner in game1.csv…") }
        let id = PathText.lastComponent(folder).filter { $0.isLetter || $0.isNumber || $0 == "-" }.lowercased().prefix(60)
        func quoted(_ s: String) -> String { String(decoding: (try? JSONEncoder().encode(s)) ?? Data(), as: UTF8.self) }
        let newMatch = #"{"type":"newMatch","sport":"badminton","format":"bwf21","matchId":"\#(id)","sides":[{"name":\#(quoted(a))},{"name":\#(quoted(b))}],"firstServer":{"side":"\#(firstServer ?? "A")"}}"#
        return try fold(PathText.lastComponent(folder), [newMatch] + points, title: "\(a) v \(b)", root: root,
                        repair: [#"{"type":"advanceGame"}"#])
    }

    /// A synthetic cricket match (`SyntheticCricket`, the engine checking every line).
    static func cricket(_ name: String, oversPerInnings: Int?, actions: Int, root: String) throws -> PublishedMatch {
        var generator = SyntheticCricket(oversPerInnings: oversPerInnings)
        return try fold(name, generator.lines(actions: actions), title: "Riverside v Hillcrest", root: root)
    }
}
