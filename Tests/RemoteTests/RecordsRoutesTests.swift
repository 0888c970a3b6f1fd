import Foundation
import Hummingbird
import HummingbirdTesting
import Store
import Testing
@testable import Remote

/// The match and roster routes against a real data directory and a session thread: pages for
/// viewers, writes only for scorers, corrections through the session path into the journal.
@Suite(.serialized, .timeLimit(.minutes(1))) struct RecordsRoutesTests {
    static let json: HTTPFields = [.contentType: "application/json"]

    func text(_ response: TestResponse) -> String { String(buffer: response.body) }

    @Test func anEmptyListSaysSoAndOffersAStartToAScorer() async throws {
        let harness = try RecordsHarness()
        defer { harness.close() }
        try await harness.application(scorer: true).test(.router) { client in
            let page = try await client.execute(uri: "/matches", method: .get)
            #expect(page.status == .ok)
            #expect(text(page).contains("No matches yet"))
            #expect(text(page).contains(#"href="/setup">Start a match</a>"#))
        }
        try await harness.application(scorer: false).test(.router) { client in
            let page = try await client.execute(uri: "/matches", method: .get)
            #expect(text(page).contains("No matches yet"))
            #expect(!text(page).contains("/setup"))
        }
    }

    @Test func aViewerSeesTheCardButCannotEdit() async throws {
        let harness = try RecordsHarness()
        defer { harness.close() }
        try harness.storeFinishedMatch()
        try await harness.application(scorer: false).test(.router) { client in
            let list = try await client.execute(uri: "/matches", method: .get)
            #expect(text(list).contains("Riverside won by 10 runs"))
            let card = try await client.execute(uri: "/matches/club-final", method: .get)
            #expect(text(card).contains("c Lena b Kofi"))
            #expect(text(card).contains("14/1 (1 ov)"))
            #expect(!text(card).contains("/edit"))
            let edit = try await client.execute(uri: "/matches/club-final/edit", method: .get)
            #expect(edit.status == .seeOther)
            #expect(edit.headers[.location] == "/pair")
            let before = try harness.journal("club-final")
            let write = try await client.execute(
                uri: "/matches/club-final/edit", method: .post, headers: Self.json,
                body: ByteBuffer(string: #"{"type":"renamePlayer","from":"Asha","to":"A. Khan","team":"RIV"}"#))
            #expect(write.status == .unauthorized)
            for uri in ["/matches/club-final/delete", "/roster/players", "/import"] {
                #expect(try await client.execute(uri: uri, method: .post, headers: Self.json, body: ByteBuffer(string: "{}")).status == .unauthorized)
            }
            #expect(try harness.journal("club-final") == before)
            #expect(try await client.execute(uri: "/roster", method: .get).status == .seeOther)
            #expect(try await client.execute(uri: "/api/roster", method: .get).status == .unauthorized)
        }
    }

    /// Issue 38, item 2: the bowler renamed to an Urdu name with markup in it. The scorecard
    /// shows him in a `<bdi>` wherever the engine isolated him (how out) and where the page puts
    /// him (the bowling table), escaped, and no isolation mark is left in the page.
    @Test func anUrduNameIsABdiOnTheScorecardAndStaysText() async throws {
        let harness = try RecordsHarness()
        defer { harness.close() }
        try harness.storeFinishedMatch()
        try await harness.application(scorer: true).test(.router) { client in
            let rename = try await client.execute(
                uri: "/matches/club-final/edit", method: .post, headers: Self.json,
                body: ByteBuffer(string: #"{"type":"renamePlayer","from":"Kofi","to":"<i>محمد</i> رضوان","team":"HIL","basedOn":20}"#))
            #expect(rename.status == .ok)
            let card = text(try await client.execute(uri: "/matches/club-final", method: .get))
            // Lena caught Bilal off Kofi (integration/remote/finished-cricket.jsonl): the how-out line.
            #expect(card.contains("c Lena b <bdi>&lt;i&gt;محمد&lt;/i&gt; رضوان</bdi>"))
            #expect(card.contains(#"<th scope="row"><bdi class="name">&lt;i&gt;محمد&lt;/i&gt; رضوان</bdi></th>"#))
            #expect(!card.contains("\u{2068}") && !card.contains("\u{2069}"))
            #expect(!card.contains("<i>"))
        }
    }

    @Test func aScorersCorrectionsGoIntoTheJournal() async throws {
        let harness = try RecordsHarness()
        defer { harness.close() }
        try harness.storeFinishedMatch()
        try await harness.application(scorer: true).test(.router) { client in
            let rename = try await client.execute(
                uri: "/matches/club-final/edit", method: .post, headers: Self.json,
                body: ByteBuffer(string: #"{"type":"renamePlayer","from":"Bilal","to":"B. Osei","team":"RIV","basedOn":20}"#))
            #expect(rename.status == .ok)
            #expect(text(rename) == #"{"outcome":"recorded","seq":21}"#)
            let amend = try await client.execute(
                uri: "/matches/club-final/edit", method: .post, headers: Self.json,
                body: ByteBuffer(string: #"{"type":"amendWicket","batter":"B. Osei","kind":"caughtAndBowled","basedOn":21}"#))
            #expect(amend.status == .ok)
            let journal = try harness.journal("club-final")
            #expect(journal.count == 22)
            #expect(journal[20].contains(#""type":"renamePlayer","from":"Bilal","to":"B. Osei","team":"RIV""#))
            #expect(journal[21].contains(#""type":"amendWicket","batter":"B. Osei","kind":"caughtAndBowled""#))
            let card = try await client.execute(uri: "/matches/club-final", method: .get)
            #expect(text(card).contains("c &amp; b Kofi"))
            #expect(text(card).contains("B. Osei"))
            // Made against seq 20, the match is at 22 now: stale, nothing written.
            let stale = try await client.execute(
                uri: "/matches/club-final/edit", method: .post, headers: Self.json,
                body: ByteBuffer(string: #"{"type":"amendWicket","batter":"B. Osei","kind":"bowled","basedOn":20}"#))
            #expect(stale.status == .conflict)
            #expect(text(stale).contains(#""field":"basedOn""#))
            // The engine's refusal is passed on: Zed never batted.
            let refused = try await client.execute(
                uri: "/matches/club-final/edit", method: .post, headers: Self.json,
                body: ByteBuffer(string: #"{"type":"amendWicket","batter":"Zed","kind":"bowled"}"#))
            #expect(refused.status == .conflict)
            let bad = try await client.execute(
                uri: "/matches/club-final/edit", method: .post, headers: Self.json, body: ByteBuffer(string: #"{"type":"minus","sides":"A"}"#))
            #expect(bad.status == .badRequest)
            #expect(text(bad).contains(#""field":"sides""#))
            let notJSON = try await client.execute(
                uri: "/matches/club-final/edit", method: .post, headers: [.contentType: "text/plain"], body: ByteBuffer(string: "hello"))
            #expect(notJSON.status == .unsupportedMediaType)
            #expect(try harness.journal("club-final").count == 22)
            let meta = try await client.execute(
                uri: "/matches/club-final/edit", method: .post, headers: Self.json,
                body: ByteBuffer(string: #"{"type":"meta","title":"Club final","notes":"Rain at 3"}"#))
            #expect(meta.status == .ok)
            let list = try await client.execute(uri: "/matches", method: .get)
            #expect(text(list).contains("Club final"))
        }
    }

    @Test func deleteToTheBinAndRestore() async throws {
        let harness = try RecordsHarness()
        defer { harness.close() }
        try harness.storeFinishedMatch()
        try await harness.application(scorer: true).test(.router) { client in
            let delete = try await client.execute(uri: "/matches/club-final/delete", method: .post, headers: Self.json, body: ByteBuffer(string: "{}"))
            #expect(delete.status == .ok)
            #expect(text(try await client.execute(uri: "/matches", method: .get)).contains("No matches yet"))
            let bin = try await client.execute(uri: "/bin", method: .get)
            #expect(text(bin).contains("Riverside v Hillcrest"))
            #expect(text(bin).contains("Deleted today"))
            #expect(text(bin).contains(#"data-href="/matches/club-final/restore""#))
            let restore = try await client.execute(uri: "/matches/club-final/restore", method: .post, headers: Self.json, body: ByteBuffer(string: "{}"))
            #expect(restore.status == .ok)
            #expect(text(try await client.execute(uri: "/matches", method: .get)).contains("Riverside won by 10 runs"))
            #expect(text(try await client.execute(uri: "/bin", method: .get)).contains("The bin is empty."))
            let again = try await client.execute(uri: "/matches/club-final/restore", method: .post, headers: Self.json, body: ByteBuffer(string: "{}"))
            #expect(again.status == .conflict)
        }
    }

    @Test func downloadsNameASafeFile() async throws {
        let harness = try RecordsHarness()
        defer { harness.close() }
        try harness.storeFinishedMatch()
        try await harness.application(scorer: false).test(.router) { client in
            let csv = try await client.execute(uri: "/matches/club-final/export.csv", method: .get)
            #expect(csv.status == .ok)
            #expect(csv.headers[.contentDisposition] == #"attachment; filename="scoreline-club-final.csv""#)
            #expect(text(csv).hasPrefix("matchId,innings,battingTeam,"))
            #expect(try await client.execute(uri: "/matches/nothing-here/export.json", method: .get).status == .notFound)
            #expect(try await client.execute(uri: "/matches/..%2Fetc/export.json", method: .get).status == .notFound)
        }
    }

    @Test func theRosterThroughItsRoutes() async throws {
        let harness = try RecordsHarness()
        defer { harness.close() }
        try await harness.application(scorer: true).test(.router) { client in
            for name in ["Asha", "Bilal"] {
                let added = try await client.execute(uri: "/roster/players", method: .post, headers: Self.json, body: ByteBuffer(string: #"{"name":"\#(name)"}"#))
                #expect(added.status == .ok)
            }
            let team = try await client.execute(
                uri: "/roster/teams", method: .post, headers: Self.json, body: ByteBuffer(string: #"{"name":"Riverside","short":"RIV","players":["p2","p1"]}"#))
            #expect(team.status == .ok)
            let refused = try await client.execute(uri: "/roster/players/p1/delete", method: .post, headers: Self.json, body: ByteBuffer(string: "{}"))
            #expect(refused.status == .conflict)
            #expect(text(refused).contains("Asha is in the team Riverside"))
            let api = try await client.execute(uri: "/api/roster", method: .get)
            #expect(text(api) == #"{"players":[{"id":"p1","name":"Asha"},{"id":"p2","name":"Bilal"}],"schemaVersion":1,"teams":[{"id":"t1","name":"Riverside","players":["p2","p1"],"short":"RIV"}]}"#)
            let page = try await client.execute(uri: "/roster", method: .get)
            #expect(text(page).contains(#"data-selected="p2 p1""#))
            let onDisk = try String(contentsOfFile: harness.root + "/roster.json", encoding: .utf8)
            #expect(onDisk.contains(#""short" : "RIV""#))
        }
    }

    @Test func anExportUploadedIsImportedAndABadOneIsRefused() async throws {
        let source = try RecordsHarness()
        defer { source.close() }
        try source.storeFinishedMatch()
        let export = try MatchExport.json(MatchStore(root: source.root), matchIds: ["club-final"])
        let harness = try RecordsHarness()
        defer { harness.close() }
        try await harness.application(scorer: true).test(.router) { client in
            let upload = try await client.execute(uri: "/import", method: .post, headers: Self.json, body: ByteBuffer(bytes: export))
            #expect(upload.status == .ok)
            #expect(text(upload).contains(#""added":["club-final"]"#))
            #expect(text(upload).contains(#""summary":"Added 1, extended 0, unchanged 0.""#))
            #expect(try harness.journal("club-final") == source.journal("club-final"))
            let again = try await client.execute(uri: "/import", method: .post, headers: Self.json, body: ByteBuffer(bytes: export))
            #expect(text(again).contains(#""unchanged":["club-final"]"#))
            let bad = try await client.execute(uri: "/import", method: .post, headers: Self.json, body: ByteBuffer(string: #"{"format":"nope"}"#))
            #expect(bad.status == .badRequest)
            #expect(text(bad).contains("the uploaded file"))
            let empty = try await client.execute(uri: "/import", method: .post, headers: Self.json, body: ByteBuffer())
            #expect(empty.status == .badRequest)
        }
    }
}
