import ProjectionCenter
import Session
import Settings

/// `[serial_board]` for `scoreline run` (docs/serial-boards.md): a digit board on a serial
/// port as one more display on the hub. Only wiring: the work is `SerialBoardPresenter`'s.
extension Kiosk {
    /// The board's presenter, told the sport in play before each board (a result or the idle
    /// board does not say which sport's line to send); nil without `[serial_board]`. Its state
    /// goes to `serial-board.json` in the data directory for `scoreline doctor`.
    static func serialBoard(_ config: ScorelineConfig, dataDirectory: String, session: ScoringSession) -> SerialBoardPresenter? {
        guard let settings = config.serialBoard else { return nil }
        let presenter = SerialBoardPresenter(config: settings, statusPath: dataDirectory + "/" + SerialBoardStatus.fileName)
        presenter.sport = session.sport
        // Subscribed before the hub is (in runLoop), so the sport is set when the board comes.
        session.subscribe { [unowned session] _ in presenter.sport = session.sport }
        return presenter
    }
}
