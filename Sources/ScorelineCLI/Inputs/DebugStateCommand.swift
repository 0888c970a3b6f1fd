import ArgumentParser
import CommandBasics
import FoundationEssentials
import Session

/// `scoreline debug state`: the current match as stored (snapshot + journal), as JSON.
struct DebugStateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "state", abstract: "Print a stored match's state.")

    @OptionGroup var data: DataDirectoryOption

    @Option(help: "The match id.")
    var matchId = "inputs-debug"

    func run() throws {
        let loaded = try MatchLoader(store: data.store).load(matchId, useSnapshot: false)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var out = try loaded.session.encodedState(using: encoder)
        out.append(UInt8(ascii: "\n"))
        StandardStream.output.write(out)
        writeLine("records \(loaded.lastSeq)")
    }
}
