import ArgumentParser
import CommandBasics
import FoundationEssentials
import MatchEngine
import Session
import Settings
import Store

/// Match ids typed on the command line pass the same check as every other id (ADR 010).
enum MatchIdArgument {
    static func check(_ ids: [String]) throws {
        for id in ids where MatchID(id) == nil {
            throw ValidationError(StoreError.invalidMatchId(id, source: "the command line").description)
        }
    }
}

struct DataDirectoryOption: ParsableArguments {
    @Option(name: .customLong("data-dir"), help: "The data directory (default \(ScorelineConfig.defaultDataDirectory)).")
    var path = ScorelineConfig.defaultDataDirectory

    var store: MatchStore { MatchStore(root: path) }
}

/// `scoreline matches`: list, edit, delete and restore stored matches.
struct MatchesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "matches", abstract: "List, edit, delete and restore stored matches.",
        subcommands: [List.self, Edit.self, Delete.self, Restore.self], defaultSubcommand: List.self)

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "Every stored match, newest first, with its result, or its score while in play; folders that cannot be read are marked ! with why.")

        @OptionGroup var data: DataDirectoryOption

        func run() throws {
            let store = data.store
            let current = store.currentMatchId()
            let loader = MatchLoader(store: store)
            var out = ""
            for listed in try store.list() {
                switch listed {
                case .readable(let meta):
                    // The result as the engine says it, folded from the journal and its snapshot
                    // (read only, so safe while the kiosk scores it): a journal that cannot be
                    // folded has none.
                    let session = try? loader.readSession(meta.matchId, useSnapshot: true)
                    let result = session.map { $0.resultLine ?? MatchesMessages.inPlay(MatchSummary.score(of: $0.scoreboard)) }
                    out += MatchesMessages.listed(meta, current: meta.matchId == current, result: result)
                case .unreadable(let id, let why): out += MatchesMessages.unreadable(id, why: why)
                }
            }
            if out.isEmpty { out = MatchesMessages.noMatches(data.path) }
            StandardStream.output.write(Data(out.utf8))
        }
    }

    /// Fixes what is around the scoring (title, date, notes) and scoring mistakes through
    /// actions (renamePlayer, amendWicket, undo…), which the journal keeps like any other.
    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "edit", abstract: "Fix a match's title, date or notes, or append correcting actions.")

        @OptionGroup var data: DataDirectoryOption

        @Argument(help: "The match id.")
        var matchId: String

        func validate() throws { try MatchIdArgument.check([matchId]) }

        @Option(help: "New title.")
        var title: String?

        @Option(help: "The match date, e.g. 2026-11-21.")
        var date: String?

        @Option(help: "Notes.")
        var notes: String?

        @Option(name: .customLong("action"), help: "An action line to append, e.g. '{\"type\":\"renamePlayer\",\"from\":\"Batter 3\",\"to\":\"A. Khan\"}'. Repeatable.")
        var actions: [String] = []

        func run() throws {
            let store = data.store
            // Under the match's lock: refused while the scoreboard is scoring it.
            if title != nil || date != nil || notes != nil || actions.isEmpty {
                try store.editMeta(matchId) { meta in
                    if let title { meta.title = title }
                    if let date { meta.date = date }
                    if let notes { meta.notes = notes }
                }
            }
            guard !actions.isEmpty else { return }
            // The same path as live scoring: checked, stamped, durable, then applied.
            try StoredMatchEditor.apply(actions.map { Data($0.utf8) }, to: matchId, store: store) { reply in
                switch reply.outcome {
                case .recorded(let done): StandardStream.output.write(Data("recorded as \(done.last?.seq ?? reply.seq ?? 0)\n".utf8))
                case .refused(_, let why): throw CommandFailure("Not recorded: \(why)")
                case .notRecorded(let why, _): throw CommandFailure("Not recorded: \(why)")
                default: throw CommandFailure("Not recorded.")
                }
            }
        }
    }

    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete", abstract: "Move a match to the recovery bin (kept \(MatchStore.binDays) days).")

        @OptionGroup var data: DataDirectoryOption

        @Argument(help: "The match id.")
        var matchId: String

        func validate() throws { try MatchIdArgument.check([matchId]) }

        func run() throws {
            try data.store.delete(matchId)
            StandardStream.output.write(Data("moved \(matchId) to the bin; `scoreline matches restore \(matchId)` brings it back\n".utf8))
        }
    }

    struct Restore: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "restore", abstract: "Bring a deleted match back from the bin.")

        @OptionGroup var data: DataDirectoryOption

        @Argument(help: "The match id.")
        var matchId: String

        func validate() throws { try MatchIdArgument.check([matchId]) }

        func run() throws {
            try data.store.restore(matchId)
        }
    }
}

/// `scoreline queue add MATCH.json`: a match to start next (a newMatch record);
/// `scoreline queue list`: what will start, in order, and what in queue/ never will.
struct QueueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "queue", abstract: "The queue of matches to play next.", subcommands: [Add.self, List.self])

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "The queued matches in the order they start; files in the queue that are not entries are marked !.")

        @OptionGroup var data: DataDirectoryOption

        func run() throws {
            let store = data.store
            var out = ""
            for entry in try store.queue() {
                // The same reading the kiosk gives it when it starts it.
                do {
                    let prepared = try NewMatchRecord.prepare(Data(entry.record), fallbackId: "next")
                    out += MatchesMessages.queued(entry.number, sport: prepared.sport, title: prepared.title)
                } catch {
                    out += MatchesMessages.queuedRefused(entry.number, why: (error as? LineRejection)?.message ?? CommonMessages.notAnObject)
                }
            }
            for problem in try store.queueProblems() { out += MatchesMessages.queueProblem(problem) }
            if out.isEmpty { out = MatchesMessages.emptyQueue(data.path) }
            StandardStream.output.write(Data(out.utf8))
        }
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Queue a match (a newMatch record).")

        @OptionGroup var data: DataDirectoryOption

        @Argument(help: "A file holding one newMatch record.")
        var file: String

        func run() throws {
            let bytes = try InputFile.newMatch.read(file)
            // The engine checks the record now, so a bad one is refused here, not at the ground.
            _ = try SportRegistry.start(newMatch: Data(bytes))
            let number = try data.store.enqueue(bytes)
            StandardStream.output.write(Data(MatchesMessages.queuedAs(number).utf8))
        }
    }
}

/// `scoreline add FILE.jsonl`: stores a match written as JSON Lines (a paper scoresheet keyed
/// in later, a scripted match) through the same path as live scoring: checked, then durable.
/// With `--badminton-games`, FILE is the set-up and the match is logged by its game scores
/// (a `loggedResult` action after FILE's lines): a match played without the box, no rallies.
struct AddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Store a match written as JSON Lines (as `replay` reads it) in the data directory.",
        discussion: """
            With --badminton-games, FILE holds the match's newMatch record (sides, players, format) and the \
            match is stored finished with those game scores and no rallies, e.g. \
            `scoreline add final.json --badminton-games 21-19,18-21,21-15 --date 2026-11-21`. \
            Nothing is stored when the engine refuses the scores.
            """)

    @OptionGroup var data: DataDirectoryOption

    @Argument(help: "The match file: a newMatch line, then one action per line.")
    var file: String

    @Flag(help: "Keep it as the current match instead of archiving it as finished.")
    var current = false

    @Option(help: "Log a finished badminton match by its game scores, side A's points first: 21-19,18-21,21-15.")
    var badmintonGames: String?

    @Option(help: "The date the match was played, YYYY-MM-DD (shown by `matches list`).")
    var date: String?

    func validate() throws {
        if let badmintonGames { _ = try LoggedGamesOption.games(badmintonGames) }
        if let date { _ = try LoggedGamesOption.date(date) }
    }

    func run() throws {
        let bytes = try InputFile.match.read(file)
        let lines = bytes.split(separator: UInt8(ascii: "\n")).filter { !$0.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } }
        guard let first = lines.first else { throw CommandFailure("\(file) is empty.") }
        let logged = try badmintonGames.map { MatchAction.badminton(.loggedResult(try LoggedGamesOption.games($0))).line(at: nil) }
        if let logged { try Self.checkLogged(logged, after: lines.map { Data($0) }) }
        let store = data.store
        let session = ScoringSession(store: store)
        defer { session.close() }
        // `current` stays with the match being scored unless --current asks for it (and no
        // other process is scoring that one).
        let matchId = try session.create(
            newMatch: Data(first), fallbackId: URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent, makeCurrent: current)
        if let date {
            // This process holds the match's lock (the session has its journal open).
            var meta = try store.meta(of: matchId)
            meta.date = date
            try store.writeMeta(meta)
        }
        var refused = 0
        let numbered = lines.dropFirst().enumerated().map { ("\(file):\($0.offset + 2)", Data($0.element)) }
        for (place, line) in numbered + (logged.map { [(LoggedGamesOption.name, $0)] } ?? []) {
            var command = SessionCommand(.line(line))
            command.stamp = false
            guard let reply = session.handle(.command(command)) else { continue }
            switch reply.outcome {
            case .refused(_, let why):
                refused += 1
                StandardStream.error.write(Data("\(place): \(why)\n".utf8))
            case .notRecorded(let why, _):
                // Nothing is reported stored that is not on the disk; what was stored stays
                // (its status current), for `matches edit` to continue.
                throw CommandFailure("\(place): not stored: \(why)")
            default:
                continue
            }
        }
        let records = session.current?.seq ?? 0
        let result = logged == nil ? nil : session.current?.session.resultLine
        if current { session.saveSnapshot() } else { try session.finish() }
        StandardStream.output.write(Data("stored \(matchId): \(records) records, \(refused) lines refused\n".utf8))
        if let result { StandardStream.output.write(Data(MatchesMessages.loggedAs(result).utf8)) }
        if refused > 0 { throw ExitCode(2) }
    }

    /// Folds the file and the logged result in memory first: scores the engine refuses store
    /// nothing, rather than an empty match beside the refusal.
    static func checkLogged(_ logged: Data, after lines: [Data]) throws {
        var fold = MatchFold()
        for line in lines { try? fold.feed(line) }
        guard let session = fold.session else { return }  // the newMatch line's own refusal comes from storing it
        let sport = type(of: session).sport
        guard sport == BadmintonSession.sport else { throw CommandFailure(MatchesMessages.loggedNotBadminton(sport)) }
        do {
            try fold.feed(logged)
        } catch {
            throw CommandFailure("\(LoggedGamesOption.name): \(error.message)")
        }
    }
}
