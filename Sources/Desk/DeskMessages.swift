/// The desk's copy, in one place: refusals, CSV problems and journal problems.
public enum DeskMessages {
    static func refusal(_ refusal: DeskRefusal) -> String {
        switch refusal {
        case .noSuchMatch(let number):
            "There is no match \(number) on today's list."
        case .noSuchCourt(let court, let courts):
            "Court \(court) does not exist: this hall has courts 1 to \(courts)."
        case .duplicateMatch(let number):
            "Match \(number) is already on today's list; a match number is used once a day."
        case .matchNotWaiting(let number, let state):
            "Match \(number) cannot be called: it is \(state), and only a waiting match goes onto a court."
        case .courtBusy(let court, let holder):
            "Court \(court) already holds match \(holder); a court takes one match at a time."
        case .notOnThatCourt(let number, let court, let state):
            "Match \(number) is not on court \(court) (it is \(state)); nothing changed."
        case .notCalled(let number, let state):
            "Match \(number) cannot be taken back: it is \(state), and only a called match is."
        case .replayed(let number, let court):
            "Match \(number)'s result from court \(court) is already recorded; this copy changes nothing."
        case .forged(let number, let court):
            "The message for match \(number) from court \(court) carries a key this desk did not issue for it; refused."
        case .badGames(let number, let why):
            "The games for match \(number) are not accepted: \(why)."
        case .badWinner(let number, let winner):
            "Side \(winner) cannot win match \(number): a side is 1 or 2."
        case .noWalkover(let number, let state):
            "Match \(number) cannot be given as a walkover: it is \(state); only a waiting or called match can."
        case .notFinished(let number, let state):
            "Match \(number) has no result to correct (it is \(state))."
        }
    }

    static func gameText(_ games: [GameScore]) -> String {
        games.isEmpty ? "no games" : games.map(\.text).joined(separator: " ")
    }

    static let noGames = "a result needs at least one game"
    static func tooManyGames(_ count: Int) -> String { "\(count) games were sent, and a match is at most 3" }
    static func impossibleGame(_ game: GameScore) -> String {
        "\(game.text) is not a finished game to 21 (2 clear, at most 30-29)"
    }
    static func impossiblePoints(_ game: GameScore) -> String {
        "\(game.text) is not a game's score (0 to 30 points a side)"
    }
    static let notDecided = "no side has won 2 games"
    static func playedOn(_ games: [GameScore]) -> String {
        "\(gameText(games)) goes on after a side had won 2 games"
    }

    // CSV
    static func tooManyBytes(_ bytes: Int, limit: Int) -> String {
        "The file is \(bytes) bytes; the desk reads at most \(limit) bytes (about \(DeskCSV.maxRows) matches)."
    }
    static func tooManyRows(_ line: Int) -> String {
        "Line \(line): the file has more than \(DeskCSV.maxRows) matches, the most a day's list may hold; nothing was imported."
    }
    static func notUTF8(_ line: Int) -> String {
        "Line \(line) is not UTF-8 text; save the file as UTF-8 CSV."
    }
    static func unclosedQuote(_ line: Int) -> String {
        "Line \(line): a quoted field is never closed (a \" is missing)."
    }
    static func strayQuote(_ line: Int, column: Int) -> String {
        "Line \(line), column \(column): a \" inside a field that does not start with one; quote the whole field and double the \"."
    }
    static let empty = "The file is empty; it needs a header line with the columns \(DeskCSV.columns.joined(separator: ", "))."
    static func missingColumn(_ name: String) -> String {
        "Line 1: the column \"\(name)\" is missing; the header needs \(DeskCSV.columns.joined(separator: ", "))."
    }
    static func duplicateColumn(_ name: String, column: Int) -> String {
        "Line 1, column \(column): \"\(name)\" appears twice in the header."
    }
    static func fieldCount(_ line: Int, count: Int, header: Int) -> String {
        "Line \(line) has \(count) fields; the header has \(header)."
    }
    static func required(_ line: Int, column: String) -> String {
        "Line \(line), column \"\(column)\": this field is required."
    }
    static func tooLong(_ line: Int, column: String) -> String {
        "Line \(line), column \"\(column)\": longer than \(DeskCSV.maxFieldCharacters) characters."
    }
    static func controlCharacter(_ line: Int, column: String) -> String {
        "Line \(line), column \"\(column)\": holds a control character (a tab or a line break); names are plain text."
    }
    static func badNumber(_ line: Int, column: String) -> String {
        "Line \(line), column \"\(column)\": a match number is letters, digits, - or _ (at most 16)."
    }
    static func badTime(_ line: Int, column: String, value: String) -> String {
        "Line \(line), column \"\(column)\": \"\(value)\" is not a time; write HH:MM (24-hour) or leave it empty."
    }
    static func repeatedNumber(_ line: Int, column: String, number: String, first: Int) -> String {
        "Line \(line), column \"\(column)\": match \(number) is already on line \(first)."
    }
    static func alreadyListed(_ line: Int, column: String, number: String) -> String {
        "Line \(line), column \"\(column)\": match \(number) is already on today's list; nothing was imported."
    }

    // Journal
    static func cannotEncode(_ why: String) -> String { "The desk could not write the action down (\(why)); nothing changed." }
    static func unreadableRecord(_ path: String, seq: Int, why: String) -> String {
        "The desk's journal \(path) has a record \(seq) the desk cannot fold (\(why)); nothing was changed, and the file is kept as it is."
    }
}
