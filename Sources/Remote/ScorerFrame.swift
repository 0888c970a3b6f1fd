import FoundationEssentials
import MatchEngine

/// One state message for the scorers' sockets: the live board, the pad and the seq they
/// show, `{"type":"state","seq":N|null,"board":{…},"pad":{…}}`, encoded once for every scorer.
public struct ScorerFrame: Sendable, Equatable {
    public var seq: Int?
    public var json: String

    public init(seq: Int?, board: Scoreboard, pad: ScoringPad) {
        self.seq = seq
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let boardJSON = (try? encoder.encode(board)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
        let padJSON = (try? encoder.encode(pad)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
        json = "{\"type\":\"state\",\"seq\":\(seq.map(String.init) ?? "null"),\"board\":\(boardJSON),\"pad\":\(padJSON)}"
    }
}
