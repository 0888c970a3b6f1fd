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

        @Option(help: "The config file (default \(ScorelineConfig.defaultPath)).") var config = ScorelineConfig.defaultPath

        func run() throws {
            do {
                StandardStream.output.write(Data(try ConfigLoader.load(config).summary(of: config).utf8))
            } catch {
                StandardStream.error.write(Data((error.description + "\n").utf8))
                throw ExitCode(2)
            }
        }
    }
}
