import ArgumentParser
import CommandBasics
import FoundationEssentials
import MatchEngine
import Session
import Settings

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
    @Argument(help: "A match file (JSON Lines), - for standard input, or a stored match id.") var match: String
    @Flag(help: "Print the scorecard model as JSON instead of text.") var json = false

    func run() throws {
        let input = match == "-" ? Data(StandardStream.readInput()) : nil
        let (session, refusals) = try ScorecardSource.load(match, input: input, store: data.store, dataDirectory: data.path)
        StandardStream.output.write(Data(try ScorecardSource.text(session, of: match, json: json).utf8))
        for refusal in refusals {
            StandardStream.error.write(Data(ScorecardMessages.refused(match, line: refusal.seq, refusal.message).utf8))
        }
        if !refusals.isEmpty { throw ExitCode(2) }
    }
}
