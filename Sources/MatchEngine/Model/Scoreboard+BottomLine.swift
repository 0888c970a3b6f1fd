extension Scoreboard {
    /// The board with a line along the bottom (key `error`): a storage or input problem as a
    /// warning, or what the last press did as a notice. Essential, so even an LED panel shows it,
    /// by `compact` where one is given ("NOT SAVED": a sentence is a smear of LEDs at 64x32).
    public func withBottomLine(_ text: String, compact: String? = nil, warning: Bool) -> Scoreboard {
        var board = self
        board.fields.append(BoardField("error", text, compact: compact, priority: BoardPriority.essential, role: warning ? .warning : .notice))
        return board
    }
}

extension Scoreboard {
    /// The board with a phone's pairing code along the bottom (docs/remote.md): it takes the
    /// place of a notice there (what the last press did can wait two minutes), and goes in
    /// front of a warning, which stays visible beside it.
    public func withPairingCode(_ digits: String) -> Scoreboard {
        var board = self
        let code = PairingNoticeMessages.code(digits)
        if let index = board.fields.firstIndex(where: { $0.key == "error" }) {
            let existing = board.fields[index]
            if existing.role == .warning {
                board.fields[index].text = code + " · " + existing.text
                board.fields[index].compact = PairingNoticeMessages.compact(digits)
                return board
            }
            board.fields.remove(at: index)
        }
        board.fields.append(BoardField("error", code, compact: PairingNoticeMessages.compact(digits), priority: BoardPriority.essential, role: .notice))
        return board
    }
}
