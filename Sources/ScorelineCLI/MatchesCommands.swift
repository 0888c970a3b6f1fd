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
    @Option(name: .customLong("data-dir"), help: "The data directory (default \(ScorelineConfig.defaultDataDirectory)).") var path = ScorelineConfig.defaultDataDirectory

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
            StandardStream.output.write(Data(try MatchListing.read(data.store).text(dataDirectory: data.path).utf8))
        }
    }

    /// Fixes what is around the scoring (title, date, notes) and scoring mistakes through
    /// actions (renamePlayer, amendWicket, undo…), which the journal keeps like any other.
    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "edit", abstract: "Fix a match's title, date or notes, or append correcting actions.")

        @OptionGroup var data: DataDirectoryOption
        @Argument(help: "The match id.") var matchId: String

        func validate() throws { try MatchIdArgument.check([matchId]) }

        @Option(help: "New title.") var title: String?
        @Option(help: "The match date, e.g. 2026-11-21.") var date: String?
        @Option(help: "Notes.") var notes: String?
        @Option(name: .customLong("action"), help: "An action line to append, e.g. '{\"type\":\"renamePlayer\",\"from\":\"Batter 3\",\"to\":\"A. Khan\"}'. Repeatable.") var actions: [String] = []

        func run() throws {
            try StoredMatchEditor.edit(matchId, store: data.store, title: title, date: date, notes: notes, actions: actions) {
                StandardStream.output.write(Data($0.utf8))
            }
        }
    }

    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete", abstract: "Move a match to the recovery bin (kept \(MatchStore.binDays) days).")

        @OptionGroup var data: DataDirectoryOption
        @Argument(help: "The match id.") var matchId: String

        func validate() throws { try MatchIdArgument.check([matchId]) }

        func run() throws {
            try data.store.delete(matchId)
            StandardStream.output.write(Data("moved \(matchId) to the bin; `scoreline matches restore \(matchId)` brings it back\n".utf8))
        }
    }

    struct Restore: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "restore", abstract: "Bring a deleted match back from the bin.")

        @OptionGroup var data: DataDirectoryOption
        @Argument(help: "The match id.") var matchId: String

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

        func run() throws { StandardStream.output.write(Data(try MatchQueue.text(data.store).utf8)) }
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Queue a match (a newMatch record).")

        @OptionGroup var data: DataDirectoryOption
        @Argument(help: "A file holding one newMatch record.") var file: String

        func run() throws {
            let number = try MatchQueue.add(try InputFile.newMatch.read(file), to: data.store)
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
    @Argument(help: "The match file: a newMatch line, then one action per line.") var file: String
    @Flag(help: "Keep it as the current match instead of archiving it as finished.") var current = false
    @Option(help: "Log a finished badminton match by its game scores, side A's points first: 21-19,18-21,21-15.") var badmintonGames: String?
    @Option(help: "The date the match was played, YYYY-MM-DD (shown by `matches list`).") var date: String?

    func validate() throws {
        do throws(CommandRefusal) {
            if let badmintonGames { _ = try LoggedGames.games(badmintonGames) }
            if let date { _ = try LoggedGames.date(date) }
        } catch { throw ValidationError(error.description) }
    }

    func run() throws {
        let added = try MatchAdder(store: data.store).add(
            try InputFile.match.read(file), file: file, makeCurrent: current, date: date, loggedGames: try badmintonGames.map(LoggedGames.games)
        ) { StandardStream.error.write(Data($0.utf8)) }
        StandardStream.output.write(Data(AddMessages.stored(added).utf8))
        if added.refused > 0 { throw ExitCode(2) }
    }
}
