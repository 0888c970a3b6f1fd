import Foundation
import Testing
import MatchEngine
@testable import Records
@testable import SeasonPortal

/// The portal's pictures (ADR 056): a roster player's photo on their page with their team's
/// logo, a match's sides' logos and its photos as a gallery, each by its file name beside the
/// pages, each with its text alternative. The matches are `PlayerLookupTests`' (A. Khan, the
/// roster's p7, 30 for Hillcrest then 20 for Riverside).
@Suite struct PortalPicturesTests {
    static let face = String(repeating: "a", count: 64) + ".jpg"
    static let badge = String(repeating: "b", count: 64) + ".png"
    static let photo = "photo-" + String(repeating: "c", count: 64) + ".jpg"

    @Test func pagesShowThePicturesTheyAreGiven() throws {
        let web = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("web/portal").path
        let matches = PlayerLookupTests.twoKhans.map { match in
            var m = match
            m.playerIds = ["0:A. Khan": "p7"]
            return m
        }
        let riverside = try #require(matches.first { $0.record.sides.first?.name == "Riverside" })
        var portal = SeasonPortal(templates: try PortalTemplates(directory: web))
        let files = portal.build(matches, seasons: ["2026"], title: "Test",
                                 pictures: PortalPictures(players: ["p7": Self.face], teams: ["Riverside": Self.badge],
                                                          matches: [riverside.matchId: [Self.photo]]))
        let pages = Dictionary(uniqueKeysWithValues: files.map { ($0.name, String(decoding: $0.bytes, as: UTF8.self)) })
        let khan = try #require(pages.first { $0.key.hasPrefix("player-a-khan") }?.value)
        #expect(khan.contains(#"<img class="face" src="\#(Self.face)" alt="Photo of A. Khan" width="192" height="192">"#))
        #expect(khan.contains(#"<img class="logo" src="\#(Self.badge)" alt="Logo of Riverside" height="64">"#))
        let matchPage = try #require(pages.first { $0.key.hasPrefix("match-") && $0.value.contains(Self.photo) }?.value)
        #expect(matchPage.contains(#"<img class="logo" src="\#(Self.badge)" alt="Logo of Riverside" height="64">"#))
        #expect(matchPage.contains(#"<li><a href="\#(Self.photo)"><img src="\#(Self.photo)" alt="Match photo 1 of 1" loading="lazy"></a></li>"#))
        // The other match (Hillcrest v Oakfield) has neither logo nor photos.
        let other = try #require(pages.first { $0.key.hasPrefix("match-") && !$0.value.contains(Self.photo) }?.value)
        #expect(!other.contains("<img"))
        // Without pictures, no page names one.
        var plain = SeasonPortal(templates: try PortalTemplates(directory: web))
        #expect(!plain.build(matches, seasons: ["2026"], title: "Test").contains { String(decoding: $0.bytes, as: UTF8.self).contains("<img") })
    }
}
