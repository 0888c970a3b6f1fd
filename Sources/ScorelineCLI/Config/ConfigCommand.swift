import ArgumentParser
import CommandBasics
import FoundationEssentials
import Settings

/// `scoreline config check`: reads the config as `scoreline run` will and reports every problem.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config", abstract: "Check the configuration file.", subcommands: [Check.self])

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "check", abstract: "Check a config file and report every problem.")

        @Option(help: "The config file (default \(ScorelineConfig.defaultPath)).")
        var config = ScorelineConfig.defaultPath

        func run() throws {
            do {
                let loaded = try ConfigLoader.load(config)
                let presets = loaded.presets.keys.sorted().joined(separator: ", ")
                let inputs = [loaded.inputs?.gpio.map { "GPIO on \($0.chip ?? "any chip")" }, loaded.inputs?.evdev.map { _ in "keypads" }]
                    .compactMap { $0 }.joined(separator: ", ")
                let sponsors = loaded.pages.sponsors.count
                let pages = loaded.pages.mode == .main
                    ? "main board only"
                    : "\(loaded.pages.mode.rawValue), \(sponsors) sponsor\(sponsors == 1 ? "" : "s")"
                StandardStream.output.write(Data("\(config): OK (data in \(loaded.dataDirectory); presets: \(presets.isEmpty ? "none" : presets); inputs: \(inputs.isEmpty ? "none, scoreline run reads stdin" : inputs); pages: \(pages); mqtt: \(loaded.broadcastSummary ?? "off"); serial board: \(loaded.serialBoard.map { "\($0.device) at \($0.baud) baud" } ?? "off"); remote: \(loaded.remote?.summary ?? "off, no web app"))\n".utf8))
            } catch {
                StandardStream.error.write(Data((error.description + "\n").utf8))
                throw ExitCode(2)
            }
        }
    }
}
