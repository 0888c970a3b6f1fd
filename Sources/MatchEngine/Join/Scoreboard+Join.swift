/// The join codes on the board (docs/network.md, ADR 050). Which board shows which is decided
/// here, so the renderer only lays the codes out: while no phone is paired the idle and set-up
/// board shows both codes, each with its words beneath; once one is paired, the pages between
/// overs keep a small pairing code in a corner for a second scorer or the umpire.
extension Scoreboard {
    /// The keys whose text is what a QR code encodes, not words to show: the renderer draws
    /// them as codes.
    public static let joinCodeKeys: Set<BoardKey> = ["joinWifiCode", "joinPairCode", "joinCorner"]

    /// The pages between overs that keep the corner code once a phone is paired: the tables
    /// and summaries a crowd reads for a while, not a slide that flashes past.
    static let cornerLayouts: Set<BoardLayout> = [
        .cricketBatting, .cricketBowling, .cricketFallOfWickets, .cricketPartnership, .cricketTarget, .badmintonGameSummary,
    ]

    /// The big screen's board with its join codes. The Wi-Fi code holds the passphrase and the
    /// pairing code a live pairing code, so only the kiosk's own screens get this board: the
    /// live board that goes to MQTT and the web app's viewers never carries a code.
    public func withJoinCodes(_ join: JoinDetails?, phonePaired: Bool) -> Scoreboard {
        guard let join else { return self }
        var board = self
        if layout == .idle, !phonePaired {
            var added: [BoardField] = []
            if let wifi = join.wifi {
                added += [
                    BoardField("joinWifiCode", JoinText.wifiPayload(wifi), priority: BoardPriority.high),
                    BoardField("joinWifiName", JoinMessages.wifiName(wifi.ssid), priority: BoardPriority.high, role: .emphasis),
                    BoardField("joinWifiPassword", JoinMessages.wifiPassword(wifi.passphrase), priority: BoardPriority.high),
                ]
            }
            if let url = join.pairingURL {
                added += [
                    BoardField("joinPairCode", url, priority: BoardPriority.high),
                    BoardField("joinPairTitle", JoinMessages.pairTitle, priority: BoardPriority.high, role: .emphasis),
                    BoardField("joinPairAddress", url, priority: BoardPriority.high),
                ]
                // The pairing page leads on to the set-up page: its address would say the
                // same thing a second time in the space the codes need.
                board.fields.removeAll { $0.key == "setup" || $0.key == "setupAddress" }
            }
            board.fields += added
        } else if phonePaired, Self.cornerLayouts.contains(layout), let url = join.pairingURL {
            board.fields += [
                BoardField("joinCorner", url, priority: BoardPriority.medium),
                BoardField("joinCornerCaption", JoinMessages.cornerCaption(join.hostName ?? join.address ?? url),
                           priority: BoardPriority.medium, role: .muted),
            ]
        }
        return board
    }

    /// The live board's words for a panel too small for a code (an LED panel): the network's
    /// name and where to point a browser, with no passphrase and no pairing code, since this
    /// board also goes to MQTT and the web app's viewers.
    public func withJoinText(_ join: JoinDetails?, phonePaired: Bool) -> Scoreboard {
        guard let join, layout == .idle, !phonePaired else { return self }
        var board = self
        if let wifi = join.wifi {
            board.fields.append(BoardField("joinName", JoinMessages.ledName(wifi.ssid), priority: BoardPriority.high))
        }
        if let place = join.hostName ?? join.address {
            board.fields.append(BoardField("joinAddress", place, priority: BoardPriority.high, role: .emphasis))
        }
        return board
    }
}
