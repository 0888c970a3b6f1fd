import CommandBasics
import FoundationEssentials
import Glibc
import InputKeys
import MatchEngine
import Session
import Settings
import Store

/// `scoreline debug inputs`' body: the input path on its own: a source → the recognizer →
/// the scoring session (durable) → `ack seq=N`, printed a line per step. The VM tests drive it
/// with simulated GPIO buttons and a keypad; it also serves to try a box's wiring.
public struct InputsProbe {
    public var store: MatchStore
    /// cricket or badminton: picks the default key map and demo match.
    public var sport = "cricket"
    /// The match to score (created from `newMatch`, or resumed).
    public var matchId = "inputs-debug"
    /// The newMatch line for a new match; nil: a demo with placeholder names.
    public var newMatch: String?
    /// GPIO: a chip name, path or label, or "any"; nil reads no GPIO.
    public var gpioChip: String?
    /// GPIO lines as NAME=button,…; nil: the sport's default map.
    public var lines: String?
    public var bias = "pullUp"
    public var activeHigh = false
    public var evdev = false
    public var terminal = false
    public var alternateEnds = false
    public var debounceMs = 20

    public init(store: MatchStore) { self.store = store }

    /// Reads the sources until every one has stopped.
    public func run() throws {
        let box = sport == "badminton" ? KeyMap.badmintonBox : sport == "cricket" ? KeyMap.cricketBox : nil
        guard let box else { throw CommandFailure(KioskMessages.unknownSport(sport)) }
        var sources: [any InputSource] = []
        if let chip = gpioChip {
            var map = box.gpio ?? GPIOMap(lines: [:])
            map.chip = chip == "any" ? nil : chip
            if let lines {
                do throws(InputError) { map.lines = try GPIOMap.lines(parsing: lines) } catch { throw CommandFailure(KioskMessages.badLines(error.message)) }
            }
            guard let b = GPIOMap.Bias(rawValue: bias) else { throw CommandFailure(KioskMessages.unknownBias(bias)) }
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
        guard !sources.isEmpty else { throw CommandFailure(KioskMessages.noProbeInput) }
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

    private func openMatch() throws -> ScoringSession {
        let session = ScoringSession(store: store)
        if (try? store.meta(of: matchId)) != nil {
            writeLine("resumed seq=\(try session.resume(matchId, useSnapshot: true))")
            return session
        }
        guard let line = newMatch.map({ Data($0.utf8) }) ?? PlaceholderMatch.newMatch(sport: sport, matchId: matchId) else {
            throw CommandFailure(KioskMessages.unknownSport(sport))
        }
        _ = try session.create(newMatch: line, fallbackId: matchId)
        try store.setCurrent(matchId)
        return session
    }
}
