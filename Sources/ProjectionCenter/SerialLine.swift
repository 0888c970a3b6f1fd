import MatchEngine

/// The line a serial digit board is sent for a board: the format's prefix, then each field's
/// text (its compact form when it has one) fitted to its width, joined by the separator. Pure,
/// so the tests can check a line against one worked out by hand (docs/serial-boards.md).
public enum SerialLine {
    /// The line without its ending. Every character is printable ASCII: anything else in a
    /// field (an accented name, the engine's "·") goes as `?`, one per character shown.
    public static func text(_ board: Scoreboard, format: SerialBoardConfig.Format, separator: String) -> String {
        format.prefix + format.fields.map { fit(board[BoardKey(rawValue: $0.key)], $0) }.joined(separator: separator)
    }

    /// A field in exactly `width` characters. A key the board does not have, or an empty
    /// text, is all spaces (never the pad: a `0` pad would show a made-up number). A text
    /// wider than the field keeps its first `width` characters, whatever the alignment.
    static func fit(_ value: BoardField?, _ field: SerialBoardConfig.Field) -> String {
        let blank = String(repeating: " ", count: field.width)
        guard let value else { return blank }
        let shown = ascii(value.compact ?? value.text)
        guard !shown.isEmpty else { return blank }
        let cut = String(shown.prefix(field.width))
        let padding = String(repeating: field.pad, count: field.width - cut.count)
        return field.align == .right ? padding + cut : cut + padding
    }

    /// `text` with every character that is not printable ASCII replaced by `?`: a control
    /// character would end or garble the line on the wire.
    static func ascii(_ text: String) -> String {
        String(text.map { character -> Character in
            let scalars = character.unicodeScalars
            guard scalars.count == 1, let scalar = scalars.first, (0x20...0x7E).contains(scalar.value) else { return "?" }
            return character
        })
    }

    /// The sport a layout belongs to, or nil for one both sports (or neither) use: a result,
    /// the idle board, a sponsor.
    public static func sport(of layout: BoardLayout) -> String? {
        switch layout {
        case .cricketBanner, .cricketBreak, .cricketBatting, .cricketFallOfWickets, .cricketBowling, .cricketPartnership,
             .cricketTarget, .cricketEvent:
            "cricket"
        case .badmintonCourt, .badmintonGameSummary:
            "badminton"
        case .result, .idle, .sponsor, .hallOverview, .scoreBug:
            nil
        }
    }
}
