import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import Remote

/// The desk page's routes on a kiosk that is not the hall's desk (a court's box, or any phone
/// kiosk): nothing of the desk is served, even to a paired phone; and the desk's import is the
/// one write besides a match import that may be larger than 64 KB (a day's CSV).
@Suite(.serialized) struct DeskRoutesTests {
    @Test func aKioskThatIsNoDeskServesNoDeskPage() async throws {
        let test = try RemoteTestApp()
        defer { test.stop() }
        let (token, _) = try test.app.security.tokens.issue(label: "phone")
        let cookie = "scoreline_scorer=\(token)"
        let csrf = HTTPField.Name(ScorerGate.csrfHeader)!
        try await Application(router: test.router()).test(.router) { client async throws in
            try await client.execute(uri: "/desk", method: .get, headers: [.cookie: cookie]) { response in
                #expect(response.status == .notFound)
                // The notice page, its apostrophe escaped by Mustache.
                #expect(String(buffer: response.body).contains("This kiosk is not the hall&#39;s desk"))
            }
            try await client.execute(uri: "/desk/state", method: .get, headers: [.cookie: cookie]) { #expect($0.status == .notFound) }
            try await client.execute(uri: "/desk/call", method: .post, headers: [.cookie: cookie, csrf: TokenBook.csrf(forToken: token), .contentType: "application/json"],
                                     body: ByteBuffer(string: #"{"match":"1","court":1}"#)) { #expect($0.status == .notFound) }
        }
    }

    @Test func theDesksImportMayBeADaysCSV() {
        // 4 MiB: DeskCSV's own limit; every other write but a match import is 64 KB.
        #expect(ScorerGate.bodyLimit("/desk/import") == 4 << 20)
        #expect(ScorerGate.bodyLimit("/desk/call") == 64 << 10)
    }
}
