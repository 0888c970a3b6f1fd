import ArgumentParser
import CommandBasics
import FoundationEssentials
import Store
import Settings

/// Tools for tests and field diagnosis; hidden from the normal help.
struct DebugCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "debug",
        abstract: "Diagnostic tools used by the tests.",
        shouldDisplay: false,
        subcommands: [JournalWriter.self, DebugInputsCommand.self, DebugStateCommand.self, DebugDisplaysCommand.self]
    )
}

/// Appends numbered actions to a journal and prints `ack N` as each becomes durable, so a
/// test can kill the process at any moment and check that every acknowledged one survived.
struct JournalWriter: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "journal-writer")

    @Option(help: "The journal file.") var path: String
    @Option(help: "How many actions to append (0 to 10000000).") var count = 1000

    func validate() throws {
        guard (0...10_000_000).contains(count) else { throw ValidationError(OptionMessages.outOfRange("count", count, 0...10_000_000)) }
    }

    func run() throws {
        let (journal, records, _) = try Journal.open(path, files: PosixFileLayer())
        var n = records.count
        for _ in 0..<count {
            n += 1
            let payload = Array("{\"type\":\"delivery\",\"bat\":\(n % 7),\"n\":\(n)}".utf8)
            let seq = try journal.append(payload, at: nil)
            StandardStream.output.write(Data("ack \(seq)\n".utf8))
        }
    }
}
