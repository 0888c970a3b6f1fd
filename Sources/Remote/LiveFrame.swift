import FoundationEssentials
import MatchEngine

/// One board as the web app sends it: the live board (what small screens show, never a page
/// of the big screen's cycle) and the journal seq it shows, encoded once for every viewer.
public struct LiveFrame: Sendable, Equatable {
    public var seq: Int?
    /// `{"type":"board","seq":N,"board":{…Scoreboard…},"spoken":"…"|null}`, ready for a
    /// WebSocket text frame: the board's fields for people only (`Scoreboard.forPeople`), and
    /// the score as the live region reads it out (the engine's `spokenScore`).
    public var json: String

    public init(seq: Int?, board: Scoreboard, spoken: String? = nil) {
        self.seq = seq
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let boardJSON = (try? encoder.encode(board.forPeople)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
        let spokenJSON = spoken.flatMap { try? encoder.encode($0) }.map { String(decoding: $0, as: UTF8.self) } ?? "null"
        json = "{\"type\":\"board\",\"seq\":\(seq.map(String.init) ?? "null"),\"board\":\(boardJSON),\"spoken\":\(spokenJSON)}"
    }
}
