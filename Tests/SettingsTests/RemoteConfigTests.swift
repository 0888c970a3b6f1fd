import Testing
@testable import Settings

/// `[remote]`: off unless `listen` is set; a wrong value names `remote.listen`, what was found,
/// and what is accepted; `config check` says where the web app listens (docs/remote.md).
@Suite struct RemoteConfigTests {
    @Test func withoutListenNothingListens() throws {
        #expect(try ConfigLoader.parse("", file: "s.toml").remote == nil)
        #expect(try ConfigLoader.parse("[remote]\nmaxViewers = 5\n", file: "s.toml").remote == nil)
    }

    @Test(arguments: [
        ("0.0.0.0:8080", "0.0.0.0", 8080, "web app on http://0.0.0.0:8080/ (every network this machine is on)"),
        ("127.0.0.1:0", "127.0.0.1", 0, "web app on http://127.0.0.1:0/ (this machine only)"),
        ("192.168.1.20:80", "192.168.1.20", 80, "web app on http://192.168.1.20:80/ (the network of 192.168.1.20)"),
        ("[::]:8080", "::", 8080, "web app on http://[::]:8080/ (every network this machine is on)"),
        ("[::1]:9000", "::1", 9000, "web app on http://[::1]:9000/ (this machine only)"),
    ])
    func listenTakesHostAndPort(text: String, host: String, port: Int, summary: String) throws {
        let remote = try #require(try ConfigLoader.parse("[remote]\nlisten = \"\(text)\"\n", file: "s.toml").remote)
        #expect(remote.host == host)
        #expect(remote.port == port)
        #expect(remote.summary == summary)
        #expect(remote.tokenDays == 180)
        #expect(remote.maxScorerSockets == 4)
    }

    @Test(arguments: ["8080", "0.0.0.0", ":8080", "0.0.0.0:99999", "0.0.0.0:http", "[::]8080", "my host:80", "http://0.0.0.0:8080", ""])
    func aWrongListenNamesTheKeyWhatWasFoundAndWhatIsAccepted(text: String) {
        let problems = ConfigProblems.of("[remote]\nlisten = \"\(text)\"\n")
        #expect(problems.count == 1)
        let problem = problems.first ?? ""
        #expect(problem.hasPrefix("s.toml: remote.listen: "))
        #expect(problem.contains("(found \"\(text)\")"))
        #expect(problem.contains("HOST:PORT, e.g. \"0.0.0.0:8080\""))
    }

    @Test func listenMustBeText() {
        let problems = ConfigProblems.of("[remote]\nlisten = 8080\n")
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("s.toml: remote.listen: ") == true)
        #expect(problems.first?.contains("(found 8080)") == true)
    }

    @Test func tokenDaysAndScorerSocketsHaveRanges() throws {
        let remote = try #require(try ConfigLoader.parse("[remote]\nlisten = \"127.0.0.1:8080\"\ntokenDays = 30\nmaxScorerSockets = 2\n", file: "s.toml").remote)
        #expect(remote.tokenDays == 30)
        #expect(remote.maxScorerSockets == 2)
        #expect(ConfigProblems.of("[remote]\nlisten = \"127.0.0.1:8080\"\ntokenDays = 0\n") == ["s.toml: remote.tokenDays: must be a whole number from 1 to 3650 (found 0)."])
        #expect(ConfigProblems.of("[remote]\nlisten = \"127.0.0.1:8080\"\nmaxScorerSockets = 33\n") == ["s.toml: remote.maxScorerSockets: must be a whole number from 1 to 32 (found 33)."])
        #expect(ConfigProblems.of("[remote]\nlisten = \"127.0.0.1:8080\"\ntokens = 3\n").first?.hasPrefix("s.toml: remote.tokens: ") == true)
    }
}
