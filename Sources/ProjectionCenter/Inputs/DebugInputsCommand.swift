import ArgumentParser
import FoundationEssentials
import Glibc
import InputKeys
import MatchEngine
import Store

/// `scoreline debug inputs`: the input path on its own, until `scoreline run` (issue 8)
/// exists: a source → the recognizer → ButtonActions → MatchRecorder (durable) → `ack seq=N`.
/// The VM test drives it with simulated GPIO buttons; it also serves to try a box's wiring.
struct DebugInputsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inputs", abstract: "Score the current match from GPIO, keypad or terminal input.")

    @OptionGroup var data: DataDirectoryOption

    @Option(help: "cricket or badminton: picks the default key map and demo match.")
    var sport = "cricket"

    @Option(help: "The match id to score (created from --new-match, or resumed).")
    var matchId = "inputs-debug"

    @Option(help: "The newMatch line for a new match (default: a demo with placeholder names).")
    var newMatch: String?

    @Option(help: "Read GPIO lines (default map for the sport unless --lines); a chip name, path or label, or 'any'.")
    var gpioChip: String?

    @Option(help: "GPIO lines as NAME=button,… (e.g. GPIO17=plusA,GPIO27=plusB).")
    var lines: String?

    @Option(help: "GPIO bias: pullUp, pullDown, disabled or asIs.")
    var bias = "pullUp"

    @Flag(help: "GPIO lines are active-high (pressed = high); default active-low.")
    var activeHigh = false

    @Flag(help: "Read USB keypads with the default keypad map.")
    var evdev = false

    @Flag(help: "Read keys from the terminal.")
    var terminal = false

    @Flag(help: "Alternate ends: a new over brings back the bowler of two overs ago.")
    var alternateEnds = false

    @Option(help: "Debounce time in milliseconds.")
    var debounceMs = 20

    func run() throws {
        let box = sport == "badminton" ? KeyMap.badmintonBox : sport == "cricket" ? KeyMap.cricketBox : nil
        guard let box else { throw CommandFailure("Unknown sport \(sport): cricket or badminton.") }
        var sources: [any InputSource] = []
        if let chip = gpioChip {
            var map = box.gpio ?? GPIOMap(lines: [:])
            map.chip = chip == "any" ? nil : chip
            if let lines { map.lines = try Self.parseLines(lines) }
            guard let b = GPIOMap.Bias(rawValue: bias) else { throw CommandFailure("Unknown bias \(bias): pullUp, pullDown, disabled or asIs.") }
            map.bias = b
            map.activeLow = !activeHigh
            do throws(InputError) { sources.append(try GPIOSource(map: map)) } catch { throw CommandFailure(error.message) }
        }
        if evdev, let map = KeyMap.cricketKeypad.evdev {
            do throws(InputError) { sources.append(try EvdevSource(map: map)) } catch { throw CommandFailure(error.message) }
        }
        if terminal {
            do throws(InputError) {
                let term = try TerminalSource(bindings: box.terminal)
                term.restoreOnExit()
                sources.append(term)
            } catch {
                throw CommandFailure(error.message)
            }
        }
        guard !sources.isEmpty else { throw CommandFailure("No input: give --gpio-chip, --evdev or --terminal.") }
        var config = box.recognizer
        config.debounce = .milliseconds(Int64(debounceMs))
        let recorder = try openMatch()
        let loop = InputLoop(sources: sources, config: config, actions: ButtonActions(alternateEnds: alternateEnds), recorder: recorder)
        try loop.run()
    }

    static func parseLines(_ text: String) throws -> [String: Button] {
        var out: [String: Button] = [:]
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpaces() }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw CommandFailure("--lines: \"\(pair)\" is not NAME=button (e.g. GPIO17=plusA).")
            }
            out[parts[0]] = Button(parts[1])
        }
        return out
    }

    private func openMatch() throws -> MatchRecorder {
        let store = data.store
        if (try? store.meta(of: matchId)) != nil {
            let loaded = try MatchLoader(store: store).load(matchId)
            writeLine("resumed seq=\(loaded.lastSeq)")
            return MatchRecorder(session: loaded.session, matchId: matchId, journal: loaded.journal, store: store, lastSeq: loaded.lastSeq)
        }
        let line = newMatch ?? (sport == "badminton"
            ? #"{"type":"newMatch","sport":"badminton","format":"bwf21","matchId":"\#(matchId)","sides":[{"name":"Side A"},{"name":"Side B"}],"firstServer":{"side":"A"}}"#
            : #"{"type":"newMatch","sport":"cricket","matchId":"\#(matchId)","teams":[{"name":"Home"},{"name":"Away"}],"rules":{"oversPerInnings":20}}"#)
        let session = try SportRegistry.start(newMatch: Data(line.utf8))
        let journal = try store.create(matchId: matchId, sport: sport, title: "Input test", newMatch: Array(line.utf8))
        try store.setCurrent(matchId)
        return MatchRecorder(session: session, matchId: matchId, journal: journal, store: store, lastSeq: 1)
    }
}
