import ArgumentParser
import EventLoop
import FoundationEssentials
import InputKeys
import MatchEngine
import ProjectionCenter
import Session
import Store
#if canImport(Glibc)
import Glibc
#endif

/// `scoreline watch`: what the kiosk of a data directory shows, live, in this terminal, from
/// another shell or over SSH. Read only: it follows `current` and the journal as the kiosk
/// writes them, takes no lock and writes nothing, so it can never disturb the scoring.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Show the board of a running scoreboard in this terminal (read only).",
        discussion: """
            Follows the match in play in the data directory as it is recorded, and the next one \
            when the scoreboard starts it. q or Ctrl-C stops. With NO_COLOR set the board is text.
            """
    )

    @OptionGroup var config: KioskConfigOption

    @Option(name: .customLong("data-dir"), help: "The data directory (overrides the config).")
    var dataDir: String?

    /// How often the data directory is looked at: a press shows within this (a frame at 20 Hz).
    static let lookMilliseconds: UInt64 = 50
    /// How often the board is drawn again for its clocks (match time, an interval countdown).
    static let clockMilliseconds: UInt64 = 1000

    func run() throws {
        let loaded = try config.load()
        let dataDirectory = dataDir ?? loaded.dataDirectory
        let follower = MatchFollower(store: MatchStore(root: dataDirectory), venue: loaded.display.venue)
        let terminal = try TerminalBoard(config: loaded, logPath: nil, help: WatchMessages.help(dataDirectory))
        defer { terminal.presenter.close() }
        // Raw keys, only for q (TerminalSource stops the program on it, as Ctrl-C does).
        let keys = try? TerminalSource(bindings: [:])
        defer { keys?.restore() }

        let reactor = Reactor()
        let signals = SignalWatcher()
        if let signals { reactor.watch(signals.fd) { _ = signals.drain(); reactor.stop() } }
        if let keys, let fd = keys.fileDescriptor {
            reactor.watch(fd) {
                // The terminal gone (a closed SSH session) ends the watch.
                if (try? keys.readEdges()) == nil { reactor.stop() }
            }
        }
        terminal.presenter.attach(to: reactor)
        follower.refresh()
        show(follower.board, on: terminal.presenter)
        look(follower, terminal.presenter, reactor, sinceClock: 0)
        _ = reactor.run()
        withExtendedLifetime(signals) {}
    }

    private func look(_ follower: MatchFollower, _ presenter: any BoardPresenter, _ reactor: Reactor, sinceClock: UInt64) {
        reactor.after(milliseconds: Self.lookMilliseconds) {
            let clockDue = sinceClock + Self.lookMilliseconds >= Self.clockMilliseconds
            if follower.refresh() || clockDue { show(follower.board, on: presenter) }
            look(follower, presenter, reactor, sinceClock: clockDue ? 0 : sinceClock + Self.lookMilliseconds)
        }
    }

    private func show(_ board: Scoreboard, on presenter: any BoardPresenter) {
        try? presenter.present(board, seq: nil)
    }
}

enum WatchMessages {
    static func help(_ dataDirectory: String) -> String {
        "q quit  watching \(dataDirectory) (read only)"
    }
}
