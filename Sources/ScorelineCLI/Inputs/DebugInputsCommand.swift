import ArgumentParser
import FoundationEssentials
import Glibc
import InputKeys
import MatchEngine
import Session
import Settings
import Store

/// `scoreline debug inputs`: the input path on its own: a source → the recognizer → the
/// scoring session (durable) → `ack seq=N`, printed a line per step. The VM tests drive it with
/// simulated GPIO buttons and a keypad; it also serves to try a box's wiring.
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

    @Flag(help: "Read USB keypads with the sport's default keypad map.")
    var evdev = false

    @Flag(help: "Read keys from the terminal.")
    var terminal = false

    @Flag(help: "Alternate ends: a new over brings back the bowler of two overs ago.")
    var alternateEnds = false

    @Option(help: "Debounce time in milliseconds (0 to 1000, as in the config).")
    var debounceMs = 20

    func validate() throws {
        // The config's range: a debounce of more than a second swallows presses.
        guard (0...1000).contains(debounceMs) else { throw ValidationError(OptionMessages.outOfRange("debounce-ms", debounceMs, 0...1000)) }
    }

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
        if evdev, let map = KeyMap.keypad(badminton: sport == "badminton").evdev {
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
        let session = try openMatch()
        session.alternateEnds = alternateEnds
        let openers = sources.map { source in InputHub.Opener(name: source.name) { () throws(InputError) in source } }
        // The sources given, once each: the command ends when every one has stopped.
        let hub = InputHub(sport: session.sport, retryMilliseconds: nil) { _ in (openers, config) }
        let loop = SessionLoop(session: session)
        hub.reported = { _, problem in writeLine("input problem: \(problem.message)") }
        loop.attach(hub)
        hub.pressed = { event in
            let reply = session.handle(.command(SessionCommand(.press(event.boxPress), client: "buttons")))
            Self.report(event, reply)
            if hub.allStopped { loop.reactor.stop() }
        }
        hub.problemChanged = { _ in
            if hub.allStopped {
                writeLine("input stopped")
                loop.reactor.stop()
            }
        }
        writeLine("inputs ready: \(sources.map(\.name).joined(separator: ", "))")
        loop.run()
    }

    /// One line per step, whole, which the VM tests wait for: `ack seq=N <action>` for each
    /// durable action (as written, without its time), then the press and what it did.
    static func report(_ event: ButtonEvent, _ reply: SessionReply?) {
        guard let reply else { return }
        let acks: [SessionReply.Recorded]
        switch reply.outcome {
        case .recorded(let done), .notRecorded(_, let done): acks = done
        default: acks = []
        }
        for ack in acks { writeLine("ack seq=\(ack.seq) \(String(decoding: ack.action.line(at: nil), as: UTF8.self))") }
        writeLine("button \(event.button) \(event.kind.rawValue)")
        switch reply.outcome {
        case .recorded, .started, .noMatch: break
        case .refused(let action, let why): writeLine("refused \(action.map { String(decoding: $0.line(at: nil), as: UTF8.self) } ?? "line"): \(why)")
        case .notRecorded(let why, _): writeLine("not recorded: \(why)")
        case .stale(let current): writeLine("stale: the match is at seq \(current ?? 0)")
        case .armed(let extra): writeLine("armed \(extra?.rawValue ?? "nothing")")
        case .ignored(let why): writeLine("ignored: \(why)")
        }
    }

    static func parseLines(_ text: String) throws -> [String: BoxKey] {
        var out: [String: BoxKey] = [:]
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpaces() }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw CommandFailure("--lines: \"\(pair)\" is not NAME=button (e.g. GPIO17=plusA).")
            }
            out[parts[0]] = BoxKey(parts[1])
        }
        return out
    }

    private func openMatch() throws -> ScoringSession {
        let store = data.store
        let session = ScoringSession(store: store)
        if (try? store.meta(of: matchId)) != nil {
            writeLine("resumed seq=\(try session.resume(matchId, useSnapshot: true))")
            return session
        }
        let line = newMatch ?? (sport == "badminton"
            ? #"{"type":"newMatch","sport":"badminton","format":"bwf21","matchId":"\#(matchId)","sides":[{"name":"Side A"},{"name":"Side B"}],"firstServer":{"side":"A"}}"#
            : #"{"type":"newMatch","sport":"cricket","matchId":"\#(matchId)","teams":[{"name":"Home"},{"name":"Away"}],"rules":{"oversPerInnings":20}}"#)
        _ = try session.create(newMatch: Data(line.utf8), fallbackId: matchId)
        try store.setCurrent(matchId)
        return session
    }
}
