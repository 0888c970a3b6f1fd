import Testing
@testable import Hotspot

@Suite struct HotspotJoinTests {
    @Test func theHostNameIsTheMachinesInDotLocal() {
        #expect(HotspotJoin.localName(hostName: "Scoreline") == "scoreline.local")
        #expect(HotspotJoin.localName(hostName: "box.club.example") == "box.club.example")
        #expect(HotspotJoin.localName(hostName: "") == "scoreline.local")
    }

    @Test func thePageAddressLeavesOutPortEighty() {
        let join = HotspotJoin(ssid: "RCC", passphrase: "abcd-efgh-jkmn-pqrs", hostName: "scoreline.local", port: 8080)
        #expect(join.pageAddress == "http://scoreline.local:8080/")
        #expect(join.address == "10.42.0.1")
        var eighty = join
        eighty.port = 80
        #expect(eighty.pageAddress == "http://scoreline.local/")
    }
}
