import ArgumentParser
import CommandBasics
import FoundationEssentials
import MatchEngine
import Store

/// `scoreline replay FILE.jsonl [--each]`: folds a match and prints its state as JSON.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a match written as JSON Lines and print its state as JSON.",
        discussion: """
            Line 1 is a newMatch record; each further line is one action. A refused line prints \
            {"error":…,"line":N} and changes nothing. Exit status 2 if any line was refused. \
            Use - to read standard input. The formats are in docs/actions.md.
            """
    )

    @Argument(help: "The match file (JSON Lines), or - for standard input.") var file: String
    @Flag(help: "Print the state after every input line, one output line each.") var each = false
    @Flag(help: "Leave the display model (\"scoreboard\") out of the printed states.") var noScoreboard = false

    func run() throws {
        let text = try readInput()
        let outcome = Replay().run(text, each: each, scoreboard: !noScoreboard)
        var output = outcome.lines.joined(separator: "\n")
        output += "\n"
        StandardStream.output.write(Data(output.utf8))
        if outcome.rejected > 0 { throw ExitCode(2) }
    }

    private func readInput() throws -> String {
        if file == "-" {
            return String(decoding: StandardStream.readInput(), as: UTF8.self)
        }
        // The store's rules for a file a person names: regular, within the size, never waiting
        // on a FIFO (promise 8).
        do throws(StoreError) {
            return String(decoding: try InputFile.match.read(file), as: UTF8.self)
        } catch {
            throw CommandFailure(error.description)
        }
    }
}
