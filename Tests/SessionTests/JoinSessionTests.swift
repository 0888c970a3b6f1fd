import Foundation
import MatchEngine
import Session
import Store
import Testing

/// The session as the one place the join details enter (docs/network.md, ADR 050): the big
/// screen's board gets the codes, the live board (MQTT, the viewers, LED panels) only words.
@Suite struct JoinSessionTests {
    static let join = JoinDetails(
        wifi: JoinWifi(ssid: "Riverside;CC", passphrase: "4xq7-pk2m-w9rd"),
        pairingURL: "http://scoreline.local:8080/pair", hostName: "scoreline.local")

    @Test func theIdleBoardShowsTheCodesOnTheBigScreenOnlyUntilAPhoneIsPaired() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = ScoringSession(store: MatchStore(root: root), clock: ManualClock())
        let frames = Frames(session)
        #expect(try session.start() == .idle)
        #expect(frames.shown.last?.board["joinWifiCode"] == nil)
        session.join = Self.join
        let shown = try #require(frames.shown.last)
        // The `;` in the name is escaped: worked by hand from `WIFI:T:WPA;S:…;P:…;;`.
        #expect(shown.board["joinWifiCode"]?.text == #"WIFI:T:WPA;S:Riverside\;CC;P:4xq7-pk2m-w9rd;;"#)
        #expect(shown.board["joinPairCode"]?.text == "http://scoreline.local:8080/pair")
        #expect(shown.live["joinWifiCode"] == nil && shown.live["joinPairCode"] == nil)
        #expect(shown.live["joinName"]?.text == "WiFi Riverside;CC")
        #expect(!shown.live.fields.contains { $0.text.contains("4xq7") })
        // A phone pairs: the next board stops inviting.
        let count = frames.shown.count
        session.phonePaired = true
        #expect(frames.shown.count == count + 1)
        #expect(frames.shown.last?.board["joinWifiCode"] == nil && frames.shown.last?.live["joinName"] == nil)
        // Setting the same value again publishes nothing.
        session.phonePaired = true
        session.join = Self.join
        #expect(frames.shown.count == count + 1)
    }

    @Test func aPairedSessionsPagesBetweenOversCarryTheCornerCode() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let clock = ManualClock("2026-11-25T14:00:00Z")
        let config = PageCycle.Config(mode: .auto, cycle: [.batting], mainSeconds: 3, pageSeconds: 2)
        let session = ScoringSession(store: MatchStore(root: root), clock: clock, pages: config)
        session.preset = Fixture.cricket
        session.join = Self.join
        session.phonePaired = true
        let frames = Frames(session)
        try session.start()
        let lines = [#"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#, #"{"type":"bowler","name":"Kofi"}"#]
            + Array(repeating: #"{"type":"delivery","bat":1}"#, count: 6)
        for line in lines { #expect(session.send(Fixture.line(line)).acknowledged, "\(line)") }
        // The over is done: main for 3 seconds, then the batting card (as in PageCycleTests).
        for _ in 0..<4 {
            clock.advance(seconds: 1)
            session.handle(.tick)
        }
        let page = try #require(frames.shown.last)
        #expect(page.board.layout == .cricketBatting)
        #expect(page.board["joinCorner"]?.text == "http://scoreline.local:8080/pair")
        #expect(page.live.layout == .cricketBanner && page.live["joinCorner"] == nil)
    }
}
