import Foundation
import Testing
@testable import Remote

/// Tokens on disk (ADR 027): only hashes are stored, a revoke by another process is seen at
/// the next lookup, and a damaged file accepts nobody and is kept until a phone pairs again.
@Suite struct TokenBookTests {
    let directory = temporaryDirectory()
    var path: String { TokenBook.path(dataDirectory: directory) }

    @Test func theFileHoldsTheHashNeverTheToken() throws {
        let book = TokenBook(path: path)
        let (token, entry) = try book.issue(label: "Sam's phone")
        #expect(token.count == 64)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains(token))
        // SHA-256 of the token's text, worked out by coreutils' sha256sum, not by our code.
        let digest = try sha256sum(token)
        #expect(text.contains(digest))
        #expect(entry.id == String(digest.prefix(8)))
        #expect(entry.label == "Sam's phone")
        let csrf = try sha256sum("scoreline-csrf:" + token)
        #expect(book.scorer(forToken: token) == ScorerPass(tokenId: entry.id, csrf: csrf))
    }

    @Test func tokensAreDifferentEachTime() throws {
        let book = TokenBook(path: path)
        let tokens = try (0..<20).map { _ in try book.issue(label: nil).token }
        #expect(Set(tokens).count == 20)
        #expect(try book.list().count == 20)
    }

    @Test func unknownAndMalformedTokensAreNobody() throws {
        let book = TokenBook(path: path)
        let (token, _) = try book.issue(label: nil)
        #expect(book.scorer(forToken: String(token.reversed())) == nil)
        #expect(book.scorer(forToken: token.uppercased()) == nil)
        #expect(book.scorer(forToken: "") == nil)
        #expect(book.scorer(forToken: token + "0") == nil)
    }

    @Test func aRevokeByAnotherProcessTakesEffectAtTheNextLookup() throws {
        let kiosk = TokenBook(path: path)
        let (token, entry) = try kiosk.issue(label: "phone")
        #expect(kiosk.scorer(forToken: token) != nil)
        // `scoreline remote revoke` is another TokenBook on the same file.
        let cli = TokenBook(path: path)
        #expect(try cli.revoke(id: entry.id) == entry)
        #expect(kiosk.scorer(forToken: token) == nil)
        #expect(throws: RemoteError.self) { try cli.revoke(id: entry.id) }
    }

    @Test func aRevokeNeedsAKnownOrUniqueId() throws {
        let book = TokenBook(path: path)
        let first = try book.issue(label: "a").entry
        do {
            try book.revoke(id: "zzzzzzzz")
            Issue.record("revoked an unknown id")
        } catch {
            #expect(error.description.contains("No paired phone has the id zzzzzzzz"))
            #expect(error.description.contains(first.id))
        }
        // A unique start of the id is enough.
        #expect(try book.revoke(id: String(first.id.prefix(4))).id == first.id)
    }

    @Test func lastUsedIsWrittenAtMostOnceAMinute() throws {
        let wall = ManualWall()
        let book = TokenBook(path: path, clock: wall)
        let (token, entry) = try book.issue(label: nil)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        wall.advance(30)
        #expect(book.scorer(forToken: token) != nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        wall.advance(31)
        #expect(book.scorer(forToken: token) != nil)
        let used = try #require(try book.list().first?.lastUsed)
        #expect(used != entry.lastUsed)
        #expect(used == Date(timeIntervalSince1970: 1_780_000_061).journalTime)
    }

    @Test func anExpiredTokenIsRefused() throws {
        let wall = ManualWall()
        let book = TokenBook(path: path, lifetimeDays: 2, clock: wall)
        let (token, _) = try book.issue(label: nil)
        wall.advance(2 * 86_400)
        #expect(book.scorer(forToken: token) != nil)
        wall.advance(1)
        #expect(book.scorer(forToken: token) == nil)
    }

    @Test func pairingDropsExpiredEntriesAndKeepsLiveOnes() throws {
        let wall = ManualWall()
        let book = TokenBook(path: path, lifetimeDays: 2, clock: wall)
        let old = try book.issue(label: "old").entry
        wall.advance(86_400)
        let middle = try book.issue(label: "middle").entry
        wall.advance(86_400 + 1)  // old is now 2 days and 1 s old: past its lifetime; middle is 1 day old
        let new = try book.issue(label: "new").entry
        #expect(try book.list().map(\.id) == [middle.id, new.id])
        #expect(old.id != middle.id)
    }

    @Test(arguments: [
        ("{not json", "it is not a token list"),
        (#"{"version":2,"tokens":[]}"#, "version 2 is not one this Scoreline reads"),
        (#"{"version":1,"tokens":[{"id":"abc","hash":"abc","label":"x","created":"2026-01-01T00:00:00Z"}]}"#, "tokens[0].hash is not valid"),
    ])
    func aDamagedFileAcceptsNobodyAndIsKeptUntilAPhonePairs(content: String, why: String) throws {
        let book = TokenBook(path: path)
        let (token, _) = try book.issue(label: nil)
        try Data(content.utf8).write(to: URL(fileURLWithPath: path))
        #expect(book.scorer(forToken: token) == nil)
        do {
            _ = try book.list()
            Issue.record("listed a damaged file")
        } catch {
            #expect(error.description.contains(path))
            #expect(error.description.contains(why))
            #expect(error.description.contains("until it is fixed or a phone pairs again"))
        }
        // A revoke does not overwrite it either.
        #expect(throws: RemoteError.self) { try book.revoke(id: "abcdef12") }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == content)
        // A new pairing replaces it; the old phone must pair again.
        let (fresh, _) = try book.issue(label: nil)
        #expect(book.scorer(forToken: fresh) != nil)
        #expect(book.scorer(forToken: token) == nil)
        #expect(try book.list().count == 1)
    }

    @Test func noFileIsAnEmptyBook() throws {
        let book = TokenBook(path: path)
        #expect(try book.list().isEmpty)
        #expect(book.scorer(forToken: String(repeating: "a", count: 64)) == nil)
    }
}

/// `printf %s TEXT | sha256sum`'s hex digest.
func sha256sum(_ text: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data(text.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
}
