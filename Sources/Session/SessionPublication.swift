import MatchEngine

extension ScoringSession {
    /// One frame's worth for the displays: what the big screen shows and the live board beside
    /// it (small screens show that whatever the cycle says), and the last durable action.
    public struct Publication: Sendable, Equatable {
        /// What the big screen shows: the live board, an event slide or a page of the cycle,
        /// with the bottom line.
        public var board: Scoreboard
        /// The last durable action the board shows; nil on the idle board.
        public var seq: Int?
        /// The live board, with the bottom line: what small screens show whatever the cycle
        /// says (docs/pages.md). The same as `board` while `screen` is `.main`, but for the join
        /// codes, which only the big screen's board carries (docs/network.md).
        public var live: Scoreboard
        /// Which of the cycle's boards `board` is.
        public var screen: PageCycle.Screen

        public init(board: Scoreboard, seq: Int?, live: Scoreboard? = nil, screen: PageCycle.Screen = .main) {
            self.board = board
            self.seq = seq
            self.live = live ?? board
            self.screen = screen
        }
    }
}
