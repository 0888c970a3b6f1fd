import ArgumentParser
import CommandBasics
import FoundationEssentials
import MatchEngine
import Session
import Store
import TextSafety

/// `scoreline scorecard FILE|MATCH-ID [--json]`: the full scorecard of a cricket match, as
/// text for an 80-column terminal or as the engine's display model (docs/scorecard.md).
struct ScorecardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scorecard",
        abstract: "Print a cricket match's full scorecard: batting, extras, fall of wickets, partnerships, bowling.",
        discussion: """
            MATCH is a match file (JSON Lines, as `replay` reads it; - for standard input) or the id of a \
            match stored in the data directory (see `scoreline matches`). A refused line in a file is \
            reported and changes nothing; the exit status is then 2.
            """)

    @OptionGroup var data: DataDirectoryOption

    @Argument(help: "A match file (JSON Lines), - for standard input, or a stored match id.")
    var match: String

    @Flag(help: "Print the scorecard model as JSON instead of text.")
    var json = false

    func run() throws {
        let (session, refusals) = try load()
        guard let card = session.scorecard else {
            throw CommandFailure(ScorecardCommandMessages.notCricket(match, sport: type(of: session).sport))
        }
        var out: String
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            out = String(decoding: try encoder.encode(card), as: UTF8.self)
        } else {
            // Names come from the file: a control character is shown escaped, never obeyed.
            out = ScorecardText.lines(card).map { ShownText.escaped($0, limit: 4096) }.joined(separator: "\n")
        }
        StandardStream.output.write(Data((out + "\n").utf8))
        for refusal in refusals {
            StandardStream.error.write(Data(ScorecardCommandMessages.refused(match, line: refusal.seq, refusal.message).utf8))
        }
        if !refusals.isEmpty { throw ExitCode(2) }
    }

    /// A file when one is there, else a stored match by id.
    private func load() throws -> (any SportSession, [(seq: Int, message: String)]) {
        if match == "-" {
            return try fold(Data(StandardStream.readInput()))
        }
        if let bytes = FileManager.default.contents(atPath: match) {
            return try fold(bytes)
        }
        // Not a file, and not even an id's form: say what is accepted rather than a store error.
        guard MatchID(match) != nil else { throw CommandFailure(ScorecardCommandMessages.neither(match, dataDir: data.path)) }
        do {
            return (try MatchLoader(store: data.store).readSession(match, useSnapshot: true), [])
        } catch StoreError.notFound {
            throw CommandFailure(ScorecardCommandMessages.neither(match, dataDir: data.path))
        } catch {
            throw CommandFailure(ScorecardCommandMessages.unreadable(match, why: "\(error)"))
        }
    }

    /// Folds a JSON Lines match; line numbers stand in for journal numbers, as `render` does.
    private func fold(_ bytes: Data) throws -> (any SportSession, [(seq: Int, message: String)]) {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
            .filter { !$0.element.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } }
        guard let first = lines.first else { throw CommandFailure(ScorecardCommandMessages.empty(match)) }
        do throws(LineRejection) {
            let folded = try SportRegistry.fold(
                newMatch: Data(first.element), records: lines.dropFirst().map { (seq: $0.offset + 1, line: Data($0.element)) }, snapshot: nil)
            return (folded.session, folded.refused)
        } catch {
            throw CommandFailure(ScorecardCommandMessages.notAMatch(match, line: first.offset + 1, error.message))
        }
    }
}
