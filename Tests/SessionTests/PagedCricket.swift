import Foundation
import MatchEngine

/// A cricket match whose pages are chosen by the test: the real engine scores it (so the
/// journal, the board and undo are real), and this wrapper answers the page questions the
/// engine does not answer yet. An over of six deliveries ends between overs; a delivery with
/// a wicket earns a wicket slide; the pages in `pagesWithSay` have something to say, each a
/// board titled with the page's name.
struct PagedCricket: SportSession {
    static let sport = CricketSession.sport

    private var inner: CricketSession
    /// What each applied action was, oldest first: an undo takes the last one back.
    private var kinds: [Kind] = []
    var pagesWithSay: Set<BoardPage>
    var phaseAtEndOfOver = PagePhase.betweenOvers

    enum Kind { case delivery, wicket, other }

    init(newMatch: Data) throws(LineRejection) {
        try self.init(newMatch: newMatch, pages: [])
    }

    init(newMatch: Data, pages: Set<BoardPage>) throws(LineRejection) {
        inner = try CricketSession(newMatch: newMatch)
        pagesWithSay = pages
    }

    static func decode(line: Data) throws(LineRejection) -> (action: MatchAction, at: Timestamp?) {
        try CricketSession.decode(line: line)
    }

    mutating func apply(_ action: MatchAction, at: Timestamp?) throws(LineRejection) {
        try inner.apply(action, at: at)
        if action == .undo {
            _ = kinds.popLast()
        } else {
            let line = String(decoding: action.line(at: nil), as: UTF8.self)
            kinds.append(!line.contains(#""type":"delivery""#) ? .other : line.contains(#""wicket""#) ? .wicket : .delivery)
        }
    }

    func encodedState(using encoder: JSONEncoder) throws -> Data { try inner.encodedState(using: encoder) }
    func scoreboard(at now: Timestamp?) -> Scoreboard { inner.scoreboard(at: now) }

    func page(_ page: BoardPage, at now: Timestamp?) -> Scoreboard? {
        if page == .main { return scoreboard(at: now) }
        guard pagesWithSay.contains(page) else { return nil }
        return Self.board(for: page)
    }

    var pagePhase: PagePhase {
        // As the real engine: the over's end holds until the next delivery, whatever paperwork
        // (the next bowler, a new batter) comes between.
        let deliveries = kinds.filter { $0 != .other }.count
        guard deliveries > 0, deliveries % 6 == 0 else { return .inPlay }
        return phaseAtEndOfOver
    }

    func eventSlides(at now: Timestamp?) -> [EventSlide] {
        kinds.last == .wicket ? [Self.wicketSlide] : []
    }

    static func board(for page: BoardPage) -> Scoreboard {
        Scoreboard(layout: .cricketBatting, fields: [BoardField("title", page.rawValue, priority: BoardPriority.essential)])
    }

    static let wicketSlide = EventSlide(
        kind: .wicket, rare: false,
        board: Scoreboard(layout: .cricketEvent, fields: [BoardField("badge", "WICKET", priority: BoardPriority.essential)]))
}
