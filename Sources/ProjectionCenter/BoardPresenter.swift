import EventLoop
import MatchEngine
import Renderer

/// Where boards go: the renderer and a display (DRM, fbdev, a PNG file), or a test's list.
public protocol BoardPresenter: AnyObject {
    /// Shows `board`; `seq` is the last durable action it shows (nil on the idle board).
    func present(_ board: Scoreboard, seq: Int?) throws
    /// Shows `board`, the big screen's (a page, an event slide or the live board), unless this
    /// screen is too small for pages: then `live` (docs/pages.md).
    func present(_ board: Scoreboard, live: Scoreboard, seq: Int?) throws
    /// Registers what the presenter needs polled: a display's descriptors, its re-probe timer.
    func attach(to reactor: Reactor)
    /// Where this screen's renderer finds roster pictures (ADR 055); a presenter that draws
    /// none (a terminal, a serial board) ignores it.
    func usePictures(_ pictures: any PictureSource)
    /// Gives the screen back (the console, the previous mode) before the process exits.
    func close()
}

extension BoardPresenter {
    /// A presenter that knows nothing of pages shows the big screen's board.
    public func present(_ board: Scoreboard, live: Scoreboard, seq: Int?) throws {
        try present(board, seq: seq)
    }
    public func attach(to reactor: Reactor) {}
    public func usePictures(_ pictures: any PictureSource) {}
    public func close() {}
}
