import Testing
@testable import ScorelineCLI

/// The CLI needs no badminton code of its own: `replay` takes any sport's file.
@Suite struct BadmintonReplayCommandTests {
    @Test func replayParsesABadmintonFileWithEach() throws {
        let command = try Scoreline.parseAsRoot(["replay", "docs/examples/badminton-singles.jsonl", "--each"])
        let replay = try #require(command as? ReplayCommand)
        #expect(replay.file == "docs/examples/badminton-singles.jsonl")
        #expect(replay.each)
    }
}
