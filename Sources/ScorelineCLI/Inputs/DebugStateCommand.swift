import ArgumentParser
import CommandBasics
import FoundationEssentials
import Session

/// `scoreline debug state`: the current match as stored (snapshot + journal), as JSON.
struct DebugStateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "state", abstract: "Print a stored match's state.")

    @OptionGroup var data: DataDirectoryOption
    @Option(help: "The match id.") var matchId = "inputs-debug"

    func run() throws {
        let (json, records) = try MatchLoader(store: data.store).stateLine(matchId)
        StandardStream.output.write(json)
        writeLine("records \(records)")
    }
}
