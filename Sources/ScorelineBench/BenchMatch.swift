import CommandBasics
import Deterministic
import FoundationEssentials
import MatchEngine
import Session
import Store

/// A synthetic match stored as the kiosk stores one: every line through the scoring session
/// (checked, durable, then applied, snapshots as due), left as the current match.
enum BenchMatch {
    static func store(_ lines: [String], in root: String) throws -> ScoringSession {
        let session = ScoringSession(store: MatchStore(root: root))
        _ = try session.create(newMatch: Data(lines[0].utf8), fallbackId: "bench")
        for line in lines.dropFirst() {
            // The lines carry no time, as the benchmarks' figures were measured.
            var command = SessionCommand(.line(Data(line.utf8)))
            command.stamp = false
            if case .refused(_, let why)? = session.handle(.command(command))?.outcome { throw CommandFailure("refused: \(why)") }
        }
        session.saveSnapshot()
        return session
    }
}
