import Foundation
import Testing
import MatchEngine
@testable import Records
@testable import SeasonPortal

/// The portal's player pages follow the same identity as `stats player` and the phone (issue
/// 37): two people of one name get two pages, a person the roster links gets one, with every
/// team. The matches are `PlayerLookupTests`' (30 for Hillcrest, 20 for Riverside).
@Suite struct PortalPlayerIdentityTests {
    static func pages(_ matches: [ArchivedMatch]) throws -> [String: String] {
        let web = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("web/portal").path
        var portal = SeasonPortal(templates: try PortalTemplates(directory: web))
        let files = portal.build(matches, seasons: ["2026"], title: "Test")
        return Dictionary(uniqueKeysWithValues: files.filter { $0.name.hasPrefix("player-a-khan") }
            .map { ($0.name, String(decoding: $0.bytes, as: UTF8.self)) })
    }

    @Test func twoOfOneNameAreTwoPages() throws {
        let pages = try Self.pages(PlayerLookupTests.twoKhans)
        #expect(pages.count == 2)
        #expect(pages.values.contains { $0.contains(">Hillcrest</p>") && $0.contains(">30<") && !$0.contains(">20<") })
        #expect(pages.values.contains { $0.contains(">Riverside</p>") && $0.contains(">20<") && !$0.contains(">30<") })
    }

    @Test func oneLinkedPersonIsOnePageWithEveryTeam() throws {
        let linked = PlayerLookupTests.twoKhans.map { match in
            var m = match
            m.playerIds = ["0:A. Khan": "p7"]
            return m
        }
        let pages = try Self.pages(linked)
        #expect(pages.count == 1)
        // 30 + 20 = 50 in one batting row, both teams on the page, newest first.
        #expect(pages.values.first?.contains(">Hillcrest, Riverside</p>") == true)
        #expect(pages.values.first?.contains(">50<") == true)
    }
}
