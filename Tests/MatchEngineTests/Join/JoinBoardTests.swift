import MatchEngine
import Testing

/// Which boards carry the join codes and which words go with them (docs/network.md, ADR 050).
@Suite struct JoinBoardTests {
    static let join = JoinDetails(
        wifi: JoinWifi(ssid: "Riverside CC", passphrase: "4xq7-pk2m-w9rd"),
        pairingURL: "http://scoreline.local:8080/pair?code=481209", hostName: "scoreline.local", address: "http://10.42.0.1:8080")
    static let idle = IdleBoard.build(venue: "Riverside Oval", next: nil, setup: .phone(origins: ["http://10.42.0.1:8080"]))

    static func texts(_ board: Scoreboard) -> [String: String] {
        Dictionary(board.fields.map { ($0.key.rawValue, $0.text) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func anUnpairedIdleBoardShowsBothCodesWithTheirWordsAndNoSetupLine() {
        let board = Self.idle.withJoinCodes(Self.join, phonePaired: false)
        let texts = Self.texts(board)
        #expect(texts["joinWifiCode"] == "WIFI:T:WPA;S:Riverside CC;P:4xq7-pk2m-w9rd;;")
        #expect(texts["joinWifiName"] == "Wi-Fi: Riverside CC")
        #expect(texts["joinWifiPassword"] == "Password: 4xq7-pk2m-w9rd")
        #expect(texts["joinPairCode"] == "http://scoreline.local:8080/pair?code=481209")
        #expect(texts["joinPairTitle"] == "Scan to score on your phone")
        #expect(texts["joinPairAddress"] == "http://scoreline.local:8080/pair?code=481209")
        // The pairing page leads to set-up: its line gives way to the codes.
        #expect(texts["setup"] == nil && texts["setupAddress"] == nil)
        #expect(texts["venue"] == "Riverside Oval" && texts["title"] != nil)
    }

    @Test func withoutTheWebAppTheSetupLineStaysBesideTheWifiCode() {
        let board = Self.idle.withJoinCodes(JoinDetails(wifi: Self.join.wifi), phonePaired: false)
        let texts = Self.texts(board)
        #expect(texts["joinWifiCode"] != nil && texts["joinPairCode"] == nil)
        #expect(texts["setupAddress"] == "http://10.42.0.1:8080/setup")
    }

    @Test func aPairedIdleBoardAndAMissingJoinChangeNothing() {
        #expect(Self.idle.withJoinCodes(Self.join, phonePaired: true) == Self.idle)
        #expect(Self.idle.withJoinCodes(nil, phonePaired: false) == Self.idle)
        #expect(Self.idle.withJoinText(Self.join, phonePaired: true) == Self.idle)
    }

    @Test(arguments: [BoardLayout.cricketBatting, .cricketBowling, .cricketFallOfWickets, .cricketPartnership, .cricketTarget, .badmintonGameSummary])
    func aPairedPageKeepsTheSmallCodeInItsCorner(_ layout: BoardLayout) {
        let page = Scoreboard(layout: layout, fields: [BoardField("title", "Riverside batting", priority: 1)])
        let texts = Self.texts(page.withJoinCodes(Self.join, phonePaired: true))
        #expect(texts["joinCorner"] == "http://scoreline.local:8080/pair?code=481209")
        #expect(texts["joinCornerCaption"] == "Score on your phone: scoreline.local")
        // Before a phone is paired the pages stay as they were: the idle board does the inviting.
        #expect(page.withJoinCodes(Self.join, phonePaired: false) == page)
    }

    @Test(arguments: [BoardLayout.cricketBanner, .cricketEvent, .sponsor, .result, .badmintonCourt])
    func theLiveBoardsSlidesAndSponsorsCarryNoCode(_ layout: BoardLayout) {
        let board = Scoreboard(layout: layout, fields: [BoardField("title", "x", priority: 1)])
        #expect(board.withJoinCodes(Self.join, phonePaired: true) == board)
        #expect(board.withJoinCodes(Self.join, phonePaired: false) == board)
    }

    /// The live board goes to MQTT and the web app's viewers: the name and the place to go,
    /// never the passphrase or the pairing code.
    @Test func theLiveBoardsWordsHoldNoSecret() {
        let board = Self.idle.withJoinText(Self.join, phonePaired: false)
        let texts = Self.texts(board)
        #expect(texts["joinName"] == "WiFi Riverside CC")
        #expect(texts["joinAddress"] == "scoreline.local")
        for field in board.fields {
            #expect(!field.text.contains("4xq7") && !field.text.contains("481209"), "\(field.key.rawValue): \(field.text)")
        }
        // Without a name on the network, the address.
        let byAddress = Self.idle.withJoinText(JoinDetails(pairingURL: "http://10.42.0.1:8080/pair", address: "http://10.42.0.1:8080"), phonePaired: false)
        #expect(Self.texts(byAddress)["joinAddress"] == "http://10.42.0.1:8080" && Self.texts(byAddress)["joinName"] == nil)
    }
}
