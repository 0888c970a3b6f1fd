import ArgumentParser
import Kiosk
import Settings

/// `scoreline debug inputs`: the input path on its own, a line per step (`InputsProbe`).
struct DebugInputsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inputs", abstract: "Score the current match from GPIO, keypad or terminal input.")

    @OptionGroup var data: DataDirectoryOption
    @Option(help: "cricket or badminton: picks the default key map and demo match.") var sport = "cricket"
    @Option(help: "The match id to score (created from --new-match, or resumed).") var matchId = "inputs-debug"
    @Option(help: "The newMatch line for a new match (default: a demo with placeholder names).") var newMatch: String?
    @Option(help: "Read GPIO lines (default map for the sport unless --lines); a chip name, path or label, or 'any'.") var gpioChip: String?
    @Option(help: "GPIO lines as NAME=button,… (e.g. GPIO17=plusA,GPIO27=plusB).") var lines: String?
    @Option(help: "GPIO bias: pullUp, pullDown, disabled or asIs.") var bias = "pullUp"
    @Flag(help: "GPIO lines are active-high (pressed = high); default active-low.") var activeHigh = false
    @Flag(help: "Read USB keypads with the sport's default keypad map.") var evdev = false
    @Flag(help: "Read keys from the terminal.") var terminal = false
    @Flag(help: "Alternate ends: a new over brings back the bowler of two overs ago.") var alternateEnds = false
    @Option(help: "Debounce time in milliseconds (0 to 1000, as in the config).") var debounceMs = 20

    func validate() throws {
        // The config's range: a debounce of more than a second swallows presses.
        guard (0...1000).contains(debounceMs) else { throw ValidationError(OptionMessages.outOfRange("debounce-ms", debounceMs, 0...1000)) }
    }

    func run() throws {
        var probe = InputsProbe(store: data.store)
        (probe.sport, probe.matchId, probe.newMatch, probe.gpioChip, probe.lines) = (sport, matchId, newMatch, gpioChip, lines)
        (probe.bias, probe.activeHigh, probe.evdev, probe.terminal) = (bias, activeHigh, evdev, terminal)
        (probe.alternateEnds, probe.debounceMs) = (alternateEnds, debounceMs)
        try probe.run()
    }
}
