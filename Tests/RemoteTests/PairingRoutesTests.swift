import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import Remote

/// Pairing over HTTP (docs/remote.md's contract): a code on the big screen, the right code
/// trades for an HttpOnly SameSite=Strict cookie, wrong codes are refused and then locked out.
@Suite(.serialized) struct PairingRoutesTests {
    static let json: HTTPFields = [.contentType: "application/json"]

    func post(_ client: some TestClientProtocol, _ uri: String, _ body: String, headers: HTTPFields = json) async throws -> TestResponse {
        try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body))
    }

    func reply(_ response: TestResponse) -> [String: String] {
        (try? JSONDecoder().decode([String: String].self, from: Data(buffer: response.body))) ?? [:]
    }

    @Test func theRightCodeGivesAScorerCookieAndTheCodeLeavesTheScreen() async throws {
        let test = try RemoteTestApp(codes: ["246810"])
        defer { test.stop() }
        try await Application(router: test.router()).test(.router) { client async throws in
            let started = try await post(client, "/pair/start", "{}")
            #expect(started.status == .accepted)
            #expect(String(buffer: started.body) == #"{"expiresIn":120}"#)
            #expect(test.shown.withLock { $0 } == ["246810"])
            // A second start keeps the code on the screen.
            test.clock.advance(20)
            let again = try await post(client, "/pair/start", "")
            #expect(again.status == .accepted)
            #expect(String(buffer: again.body) == #"{"expiresIn":100}"#)

            let paired = try await post(client, "/pair", #"{"code":"246810","label":"Scorer's phone"}"#)
            #expect(paired.status == .ok)
            let answer = reply(paired)
            let cookie = try #require(paired.headers[.setCookie])
            let token = try #require(cookie.split(separator: ";").first?.split(separator: "=").last.map(String.init))
            #expect(cookie.hasPrefix("scoreline_scorer=\(token);"))
            for attribute in ["HttpOnly", "SameSite=Strict", "Path=/", "Max-Age=15552000"] { #expect(cookie.contains(attribute)) }
            #expect(answer["csrf"] == TokenBook.csrf(forToken: token))
            #expect(answer["tokenId"]?.count == 8)
            #expect(test.shown.withLock { $0 } == ["246810", nil])
            #expect(try test.app.security.tokens.list().map(\.label) == ["Scorer's phone"])

            // The cookie now writes, with its CSRF value.
            let write = try await post(client, "/test/write", "{}", headers: [.cookie: "scoreline_scorer=\(token)", ScorerGateTests.csrf: answer["csrf"] ?? ""])
            #expect(write.status == .ok)
            // The code was for one phone.
            #expect(try await post(client, "/pair", #"{"code":"246810"}"#).status == .conflict)
        }
    }

    @Test func wrongCodesAreRefusedAndTheSixthInAMinuteLocksPairing() async throws {
        let test = try RemoteTestApp(codes: ["246810", "135791"])
        defer { test.stop() }
        try await Application(router: test.router()).test(.router) { client async throws in
            #expect(try await post(client, "/pair", #"{"code":"246810"}"#).status == .conflict)
            #expect(try await post(client, "/pair/start", "{}").status == .accepted)
            for _ in 1...5 {
                let wrong = try await post(client, "/pair", #"{"code":"000000"}"#)
                #expect(wrong.status == .forbidden)
                #expect(reply(wrong) == ["error": "That is not the code on the scoreboard. Check the digits and try again.", "field": "code"])
            }
            let locked = try await post(client, "/pair", #"{"code":"000000"}"#)
            #expect(locked.status == .tooManyRequests)
            #expect(locked.headers[.retryAfter] == "300")
            #expect(reply(locked)["error"] == "Too many wrong codes from this phone: it cannot pair for 5 minutes. Try again then, or ask the operator to run scoreline remote unlock.")
            // The right code, and a new code, wait for this phone's lockout too; the code
            // stays on the screen for the other phones.
            #expect(try await post(client, "/pair", #"{"code":"246810"}"#).status == .tooManyRequests)
            #expect(try await post(client, "/pair/start", "{}").status == .tooManyRequests)
            #expect(test.shown.withLock { $0 } == ["246810"])
            // `scoreline remote unlock` writes a new stamp; the next request sees it.
            try test.app.security.tokens.unlockPairing()
            #expect(try await post(client, "/pair", #"{"code":"246810"}"#).status == .ok)
        }
        #expect(try test.app.security.tokens.list().count == 1)
    }

    @Test func aNewCodeIsAtMostOnePerTenSeconds() async throws {
        let test = try RemoteTestApp(codes: ["246810", "135791"])
        defer { test.stop() }
        try await Application(router: test.router()).test(.router) { client async throws in
            #expect(try await post(client, "/pair/start", "{}").status == .accepted)
            #expect(try await post(client, "/pair", #"{"code":"246810"}"#).status == .ok)
            let soon = try await post(client, "/pair/start", "{}")
            #expect(soon.status == .tooManyRequests)
            #expect(soon.headers[.retryAfter] == "10")
            test.clock.advance(10)
            #expect(try await post(client, "/pair/start", "{}").status == .accepted)
        }
        #expect(test.shown.withLock { $0 } == ["246810", nil, "135791"])
    }

    @Test(arguments: [
        (#"{"code":123456}"#, 400, "The code is 6 digits, as the scoreboard shows it.", "code"),
        (#"{"code":"12345"}"#, 400, "The code is 6 digits, as the scoreboard shows it.", "code"),
        (#"{"code":"١٢٣٤٥٦"}"#, 400, "The code is 6 digits, as the scoreboard shows it.", "code"),
        (#"{}"#, 400, "Type the 6-digit code the scoreboard shows.", "code"),
        (#"{"code":"123456","admin":true}"#, 400, "\"admin\" is not a field of this request; it takes code, label.", "admin"),
        (#"{"code":"123456","label":"a\nb"}"#, 400, "The phone's name is text of at most 64 characters.", "label"),
        (#"["code"]"#, 400, "The request must be a JSON object ({…}); nothing was changed.", nil),
        (#"{"code":"#, 400, "The request is not JSON; nothing was changed.", nil),
    ] as [(String, Int, String, String?)])
    func badPairingBodiesNameWhatIsWrong(body: String, status: Int, error: String, field: String?) async throws {
        let test = try RemoteTestApp()
        defer { test.stop() }
        try await Application(router: test.router()).test(.router) { client async throws in
            _ = try await post(client, "/pair/start", "{}")
            let response = try await post(client, "/pair", body)
            #expect(response.status.code == status)
            #expect(reply(response)["error"] == error)
            #expect(reply(response)["field"] == field)
            // A bad body is not a wrong code: it does not count towards the lockout.
        }
        #expect(try test.app.security.tokens.list().isEmpty)
    }

    @Test func pairingTakesJSONOnly() async throws {
        let test = try RemoteTestApp()
        defer { test.stop() }
        try await Application(router: test.router()).test(.router) { client async throws in
            for type in ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x"] {
                #expect(try await post(client, "/pair/start", "{}", headers: [.contentType: type]).status == .unsupportedMediaType)
                #expect(try await post(client, "/pair", "code=123456", headers: [.contentType: type]).status == .unsupportedMediaType)
            }
            #expect(try await post(client, "/pair/start", "{}", headers: [:]).status == .unsupportedMediaType)
            #expect(try await post(client, "/pair/start", #"{"x":1}"#).status == .badRequest)
            #expect(try await post(client, "/pair/start", "{}", headers: [.contentType: "application/json; charset=utf-8"]).status == .accepted)
        }
    }
}
