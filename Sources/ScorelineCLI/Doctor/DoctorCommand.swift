import ArgumentParser
import CommandBasics
import Doctor
import FoundationEssentials
import Settings

/// `scoreline doctor`: everything needed to report a problem, in one go. Exit 0 when the
/// scoreboard has what it needs to run, 1 when something essential is missing (the reason
/// is on the last line).
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check this machine for the scoreboard and print what is found (attach it to a bug report).",
        discussion: "Exit status 0 when everything the scoreboard needs is present, 1 when something essential is missing. See docs/doctor.md.")

    @Option(help: "The config file (default \(ScorelineConfig.defaultPath), used when it exists).") var config: String?
    @Option(name: .customLong("data-dir"), help: "The data directory (overrides the config).") var dataDir: String?
    @Flag(help: "Print the report as JSON.") var json = false

    func run() throws {
        var env = DoctorEnvironment()
        env.configPath = config
        env.dataDirectory = dataDir
        let report = Doctor.report(env)
        StandardStream.output.write(Data(try report.rendered(json: json).utf8))
        if !report.ready { throw ExitCode(report.exitCode) }
    }
}
