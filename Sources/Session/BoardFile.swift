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

    /// The display model in `path`: decoded directly from a `.json` file, else the state after
    /// replaying the match, with the lines that were refused (they change nothing).
    /// `slide`: the event slide of that kind the match's last action earned (the new batter's,
    /// with the photo when drawn with a data directory: ADR 055), instead of a page.
    public static func board(
        from path: String, page: BoardPage? = nil, slide: EventSlide.Kind? = nil, at time: Timestamp? = nil
    ) throws -> (Scoreboard, [(line: Int, message: String)]) {
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
            if page != nil || slide != nil || time != nil {
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
        if let slide {
            guard let earned = folded.session.eventSlides(at: time).first(where: { $0.kind == slide }) else {
                throw NoPage(BoardFileMessages.noSlide(path, slide: slide.rawValue))
            }
            return (earned.board, refused)
        }
        guard let page else { return (folded.session.scoreboard(at: time), refused) }
        // Without --at, at no particular time, as replay shows the board: the actions alone decide it.
        guard let board = folded.session.page(page, at: time) else {
            throw NoPage(BoardFileMessages.noPage(path, page: page.rawValue, sport: type(of: folded.session).sport))
        }
        return (board, refused)
    }
}
