import FoundationEssentials
import MatchEngine
import Store

/// `scoreline render`'s board: a display model file drawn as it is (how the idle screen and
/// the error line are previewed), or a match file replayed, its live board or a page at a time.
public enum BoardFile {
    /// A page the match does not have now: the command's failure, not a wrong argument.
    public struct NoPage: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }

    /// The pages `--page` takes: every page a match builds (a sponsor's is an image, not the
    /// match's), and the event slides (issue 41: the new batter's, to compare with a screen).
    public static let pages = BoardPage.allCases.filter { $0 != .main && $0 != .sponsor }
    public static let events: [EventSlide.Kind] = [.wicket, .fifty, .hundred, .maiden, .hatTrick, .chaseStart, .newBatter, .gameWon]
    public static var pageNames: String { (pages.map(\.rawValue) + events.map(\.rawValue)).joined(separator: ", ") }

    /// The display model in `path`: decoded directly from a `.json` file, else the state after
    /// replaying the match, with the lines that were refused (they change nothing). `page` names
    /// a page, or an event slide the last action earned (`newBatter`), as the screen shows it.
    public static func board(from path: String, page name: String?, at time: Timestamp? = nil) throws -> (Scoreboard, [(line: Int, message: String)]) {
        var page: BoardPage?
        var event: EventSlide.Kind?
        if let name {
            page = BoardPage(rawValue: name).flatMap { pages.contains($0) ? $0 : nil }
            event = EventSlide.Kind(rawValue: name).flatMap { events.contains($0) ? $0 : nil }
            guard page != nil || event != nil else { throw CommandRefusal(BoardFileMessages.badPage(name, pageNames)) }
        }
        // The store's rules for a file a person names: regular, within the size, never waiting
        // on a FIFO (promise 8).
        let data: Data
        do throws(StoreError) {
            data = Data(try InputFile.match.read(path))
        } catch {
            if case .notFound = error { throw CommandRefusal(BoardFileMessages.unreadable(path)) }
            throw CommandRefusal(error.description)
        }
        if path.hasSuffix(".json") {
            if name != nil || time != nil {
                throw CommandRefusal(BoardFileMessages.modelHasNoPages(path))
            }
            do {
                return (try JSONDecoder().decode(Scoreboard.self, from: data), [])
            } catch {
                throw CommandRefusal(BoardFileMessages.notAModel(path, "\(error)"))
            }
        }
        let folded: FoldedMatch
        do throws(MatchFile.Refusal) { folded = try MatchFile.fold(data) } catch {
            switch error {
            case .empty: throw CommandRefusal(BoardFileMessages.noNewMatch(path))
            case .notAMatch(let line, let message): throw CommandRefusal(BoardFileMessages.notAMatch(path, line: line, message))
            }
        }
        let refused = folded.refused.map { (line: $0.seq, message: $0.message) }
        if let event {
            // The last of its kind the last action earned, as the page cycle shows it.
            guard let slide = folded.session.eventSlides(at: time).last(where: { $0.kind == event }) else {
                throw NoPage(BoardFileMessages.noEvent(path, event: event.rawValue))
            }
            return (slide.board, refused)
        }
        guard let page else { return (folded.session.scoreboard(at: time), refused) }
        // Without --at, at no particular time, as replay shows the board: the actions alone decide it.
        guard let board = folded.session.page(page, at: time) else {
            throw NoPage(BoardFileMessages.noPage(path, page: page.rawValue, sport: type(of: folded.session).sport))
        }
        return (board, refused)
    }
}
