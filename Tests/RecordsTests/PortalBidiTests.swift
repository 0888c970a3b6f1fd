import Testing
import MatchEngine
import Records
@testable import SeasonPortal

/// The portal's HTML for text the engine isolated (ADR 041): each name a `<bdi>` without its
/// marks, everything escaped. Expected markup written out by hand.
@Suite struct PortalBidiTests {
    static let urdu = "محمد رضوان"

    @Test func isolatedNamesBecomeBdiAndEverythingIsEscaped() {
        let howOut = "c " + BidiIsolation.name("<b>علی</b>") + " b " + BidiIsolation.name(Self.urdu)
        #expect(HTMLText.isolated(howOut) == "c <bdi>&lt;b&gt;علی&lt;/b&gt;</bdi> b <bdi>" + Self.urdu + "</bdi>")
        // No marks: escaped as before, nothing added.
        #expect(HTMLText.isolated("1-23 (RG Sharma, 3.4 ov) & \"x\"") == "1-23 (RG Sharma, 3.4 ov) &amp; &quot;x&quot;")
        // A stray mark a scorer typed stays (escaped text), never half a tag.
        #expect(HTMLText.isolated("\u{2068}<i>") == "\u{2068}&lt;i&gt;")
    }

    @Test func tableCellsIsolateTheirNames() {
        let table = RecordsTable(
            title: "Batting", columns: [("Batter", "name", false), ("", "howOut", false), ("R", "runs", true)],
            rows: [[.text("Asha"), .text("b " + BidiIsolation.name(Self.urdu)), .int(4)]], empty: "")
        let html = PortalTable.html(table) { _ in "" }
        #expect(html.contains("<td>b <bdi>" + Self.urdu + "</bdi></td><td class=\"num\">4</td>"))
        #expect(!html.contains("\u{2068}") && !html.contains("\u{2069}"))
    }
}
