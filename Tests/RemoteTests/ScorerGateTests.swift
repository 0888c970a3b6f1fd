import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import Remote

/// The door of the web app (ADR 027), through the real router: viewers read, only a paired
/// scorer with the right CSRF header from this site writes, and nothing refused reaches a route.
@Suite(.serialized) struct ScorerGateTests {
    static let csrf = HTTPField.Name(ScorerGate.csrfHeader)!

    /// A token issued straight from the book, as a pairing would.
    func scorer(_ test: RemoteTestApp) throws -> (cookie: String, csrf: String, id: String) {
        let (token, entry) = try test.app.security.tokens.issue(label: "test")
        return ("scoreline_scorer=\(token)", TokenBook.csrf(forToken: token), entry.id)
    }

    func json(_ response: TestResponse) -> [String: String] {
        (try? JSONDecoder().decode([String: String].self, from: Data(buffer: response.body))) ?? [:]
    }

    @Test func aViewerReadsPagesButCannotWrite() async throws {
        let test = try RemoteTestApp()
        defer { test.stop() }
        try await Application(router: test.router()).test(.router) { client async throws in
            try await client.execute(uri: "/", method: .get) { #expect($0.status == .ok) }
            try await client.execute(uri: "/pair", method: .get) { response in
                #expect(response.status == .ok)
                let html = String(buffer: response.body)
                #expect(html.contains("Show a code on the scoreboard"))
                #expect(!html.contains("scoreline-csrf"))
            }
            for method in [HTTPRequest.Method.post, .put, .patch, .delete] {
                try await client.execute(uri: "/test/write", method: method, body: ByteBuffer(string: "{}")) { response in
                    #expect(response.status == .unauthorized)
                    #expect(json(response)["error"]?.contains("not paired") == true)
                }
            }
        }
        #expect(test.writes.withLock { $0 }.isEmpty)
    }

    @Test func aScorerWritesOnlyWithTheTokensCSRFValue() async throws {
        let test = try RemoteTestApp()
        defer { test.stop() }
        let scorer = try scorer(test)
        try await Application(router: test.router()).test(.router) { client async throws in
            try await client.execute(uri: "/test/write", method: .post, headers: [.cookie: scorer.cookie], body: ByteBuffer(string: "{}")) {
                #expect($0.status == .forbidden)
            }
            try await client.execute(uri: "/test/write", method: .post, headers: [.cookie: scorer.cookie, Self.csrf: String(repeating: "0", count: 64)],
                                     body: ByteBuffer(string: "{}")) { #expect($0.status == .forbidden) }
            // Another scorer's CSRF value does not do either.
            let other = try self.scorer(test)
            try await client.execute(uri: "/test/write", method: .post, headers: [.cookie: scorer.cookie, Self.csrf: other.csrf],
                                     body: ByteBuffer(string: "{}")) { #expect($0.status == .forbidden) }
            try await client.execute(uri: "/test/write", method: .post, headers: [.cookie: scorer.cookie, Self.csrf: scorer.csrf],
                                     body: ByteBuffer(string: "{\"a\":1}")) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == "written")
            }
            // An unknown token is nobody.
            try await client.execute(uri: "/test/write", method: .post, headers: [.cookie: "scoreline_scorer=" + String(repeating: "ab", count: 32), Self.csrf: scorer.csrf],
                                     body: ByteBuffer(string: "{}")) { #expect($0.status == .unauthorized) }
        }
        #expect(test.writes.withLock { $0 } == ["\(scorer.id):7"])
    }

    @Test func aWriteFromAnotherSitesPageIsRefused() async throws {
        let test = try RemoteTestApp()
        defer { test.stop() }
        let scorer = try scorer(test)
        let headers: HTTPFields = [.cookie: scorer.cookie, Self.csrf: scorer.csrf]
        try await Application(router: test.router()).test(.router) { client async throws in
            for origin in ["http://evil.example", "http://localhost:8080", "https://localhost.evil", "null", "file://"] {
                var sent = headers
                sent[.origin] = origin
                try await client.execute(uri: "/test/write", method: .post, headers: sent, body: ByteBuffer(string: "{}")) { response in
                    #expect(response.status == .forbidden, "Origin \(origin)")
                    #expect(json(response)["error"] == "Refused: the request came from a page of another site.")
                }
                // Pairing needs no token, but the Origin holds for it too.
                try await client.execute(uri: "/pair/start", method: .post, headers: [.origin: origin, .contentType: "application/json"],
                                         body: ByteBuffer(string: "{}")) { #expect($0.status == .forbidden) }
            }
            // The test client sends Host "localhost": the same site, in any case, default port.
            for origin in ["http://localhost", "http://LOCALHOST:80"] {
                var sent = headers
                sent[.origin] = origin
                try await client.execute(uri: "/test/write", method: .post, headers: sent, body: ByteBuffer(string: "{}")) {
                    #expect($0.status == .ok, "Origin \(origin)")
                }
            }
        }
        #expect(test.writes.withLock { $0.count } == 2)
        #expect(test.shown.withLock { $0 }.isEmpty)
    }

    @Test func aBodyOver64KBIsRefusedWithASentence() async throws {
        let test = try RemoteTestApp()
        defer { test.stop() }
        let scorer = try scorer(test)
        try await Application(router: test.router()).test(.router) { client async throws in
            let big = ByteBuffer(repeating: UInt8(ascii: "a"), count: 64 * 1024 + 1)
            try await client.execute(uri: "/test/write", method: .post, headers: [.cookie: scorer.cookie, Self.csrf: scorer.csrf], body: big) { response in
                #expect(response.status == .contentTooLarge)
                #expect(json(response)["error"] == "The request is larger than 64 KB; nothing was changed.")
            }
            try await client.execute(uri: "/pair", method: .post, headers: [.contentType: "application/json"], body: big) {
                #expect($0.status == .contentTooLarge)
            }
            let fits = ByteBuffer(repeating: UInt8(ascii: "a"), count: 64 * 1024)
            try await client.execute(uri: "/test/write", method: .post, headers: [.cookie: scorer.cookie, Self.csrf: scorer.csrf], body: fits) {
                #expect($0.status == .ok)
            }
        }
        #expect(test.writes.withLock { $0 } == ["\(scorer.id):65536"])
    }

    /// The import of a JSON export holds whole matches: its limit is 4 MB, so a 100 KB file
    /// reaches the route (which refuses this one as no export) instead of the gate's 413.
    @Test func anImportMayBeLargerThan64KB() async throws {
        let test = try RemoteTestApp()
        defer { test.stop() }
        let scorer = try scorer(test)
        try await Application(router: test.router()).test(.router) { client async throws in
            let file = ByteBuffer(string: "[" + String(repeating: "1,", count: 50 * 1024) + "1]")
            try await client.execute(uri: "/import", method: .post,
                                     headers: [.cookie: scorer.cookie, Self.csrf: scorer.csrf, .contentType: "application/json"], body: file) { response in
                #expect(response.status != .contentTooLarge)
                #expect(response.status == .badRequest)
            }
            let huge = ByteBuffer(repeating: UInt8(ascii: "1"), count: (4 << 20) + 1)
            try await client.execute(uri: "/import", method: .post,
                                     headers: [.cookie: scorer.cookie, Self.csrf: scorer.csrf, .contentType: "application/json"], body: huge) {
                #expect($0.status == .contentTooLarge)
            }
        }
    }

    @Test func writesPastTheBurstAreAnswered429UntilTheBucketRefills() async throws {
        let test = try RemoteTestApp()
        defer { test.stop() }
        let scorer = try scorer(test)
        let headers: HTTPFields = [.cookie: scorer.cookie, Self.csrf: scorer.csrf]
        try await Application(router: test.router()).test(.router) { client async throws in
            for _ in 0..<40 {
                try await client.execute(uri: "/test/write", method: .post, headers: headers, body: ByteBuffer(string: "{}")) { #expect($0.status == .ok) }
            }
            try await client.execute(uri: "/test/write", method: .post, headers: headers, body: ByteBuffer(string: "{}")) { response in
                #expect(response.status == .tooManyRequests)
                #expect(response.headers[.retryAfter] == "1")
            }
            // 20 a second: after 0.1 s, two more.
            test.clock.advance(0.1)
            for expected in [HTTPResponse.Status.ok, .ok, .tooManyRequests] {
                try await client.execute(uri: "/test/write", method: .post, headers: headers, body: ByteBuffer(string: "{}")) { #expect($0.status == expected) }
            }
        }
        #expect(test.writes.withLock { $0.count } == 42)
    }

    @Test func theScorersSocketNeedsATokenThisSiteAndRoom() async throws {
        let test = try RemoteTestApp(maxSockets: 2)
        defer { test.stop() }
        let scorer = try scorer(test)
        try await Application(router: test.router()).test(.router) { client async throws in
            try await client.execute(uri: "/ws/score", method: .get) { #expect($0.status == .unauthorized) }
            try await client.execute(uri: "/ws/score", method: .get, headers: [.cookie: scorer.cookie, .origin: "http://evil.example"]) {
                #expect($0.status == .forbidden)
            }
            // Past the gate, the scoring route agrees to upgrade (200 here: the test client does
            // not switch protocols).
            try await client.execute(uri: "/ws/score", method: .get, headers: [.cookie: scorer.cookie, .origin: "http://localhost"]) { response in
                #expect(response.status == .ok)
            }
            #expect(test.app.security.sockets.enter(scorer.id))
            #expect(test.app.security.sockets.enter(scorer.id))
            try await client.execute(uri: "/ws/score", method: .get, headers: [.cookie: scorer.cookie]) { #expect($0.status == .tooManyRequests) }
            test.app.security.sockets.leave(scorer.id)
            try await client.execute(uri: "/ws/score", method: .get, headers: [.cookie: scorer.cookie]) { #expect($0.status == .ok) }
            // The live view's socket is open to anyone (a plain GET, not an upgrade, is not 401/403).
            try await client.execute(uri: "/ws/live", method: .get, headers: [.origin: "http://evil.example"]) { response in
                #expect(response.status != .unauthorized && response.status != .forbidden)
            }
        }
    }

    @Test func aRevokedTokenIsRefusedAtTheNextRequest() async throws {
        let test = try RemoteTestApp()
        defer { test.stop() }
        let scorer = try scorer(test)
        let headers: HTTPFields = [.cookie: scorer.cookie, Self.csrf: scorer.csrf]
        try await Application(router: test.router()).test(.router) { client async throws in
            try await client.execute(uri: "/test/write", method: .post, headers: headers, body: ByteBuffer(string: "{}")) { #expect($0.status == .ok) }
            // What `scoreline remote revoke` does: another book on the same file.
            try TokenBook(path: TokenBook.path(dataDirectory: test.directory)).revoke(id: scorer.id)
            try await client.execute(uri: "/test/write", method: .post, headers: headers, body: ByteBuffer(string: "{}")) { #expect($0.status == .unauthorized) }
        }
    }
}
