import Foundation
import Testing
@testable import MatchEngine

/// The snapshot's compact bytes (ADR 059): what they hold, that every state the rules reach
/// comes back equal, that the old JSON snapshot is still read, and that anything else is
/// refused with a sentence (the caller then folds the journal), never trapped on.
@Suite struct CricketSnapshotTests {
    static let newMatch = MatchFoldTests.newMatch

    /// A session after `lines` (JSON action lines) from `newMatch`.
    static func session(_ lines: [String]) throws -> CricketSession {
        var session = try CricketSession(newMatch: newMatch)
        for line in lines { try session.apply(line: Data(line.utf8)) }
        return session
    }

    static let someBalls = [
        #"{"type":"openers","striker":"Ann","nonStriker":"Bea"}"#, #"{"type":"bowler","name":"Cy"}"#,
        #"{"type":"delivery","bat":1}"#, #"{"type":"delivery","bat":4,"boundary":true,"at":"2026-11-22T10:00:00Z"}"#,
    ]

    @Test func theBytesStartWithTheMagicTheVersionAndTheTable() throws {
        let bytes = [UInt8](try #require(try Self.session(Self.someBalls).snapshotState()))
        // "SLCS", then version 9 as a zigzag varint (9 × 2 = 18 = 0x12).
        #expect(Array(bytes.prefix(5)) == [0x53, 0x4C, 0x43, 0x53, 0x12])
        // The table follows: its count, then the first string seen, the flash's time (written
        // before the state): 20 bytes, so its length is 40 = 0x28 as a zigzag varint.
        let time = Array("2026-11-22T10:00:00Z".utf8)
        let tableStart = 6 + (bytes[5] < 0x80 ? 0 : 1)
        #expect(Array(bytes[tableStart..<(tableStart + 1 + time.count)]) == [0x28] + time)
        // Each name is in the table once, however often the state names it: "Cy" bowls and
        // is in the over's list of bowlers.
        let cy = Array("Cy".utf8)
        let count = (0...(bytes.count - cy.count)).filter { Array(bytes[$0..<($0 + cy.count)]) == cy }.count
        #expect(count == 1)
    }

    @Test func aStateComesBackEqualWithItsFlashTime() throws {
        let session = try Self.session(Self.someBalls)
        let bytes = try #require(session.snapshotState())
        let resumed = try CricketSession.resumed(newMatch: Self.newMatch, snapshotState: bytes, actionCount: 4)
        #expect(resumed.state == session.state)
        #expect(resumed.lastActionAt?.text == "2026-11-22T10:00:00Z")
        // The board built at the same moment is the same board: the four's flash included.
        let now = try #require(Timestamp("2026-11-22T10:00:02Z"))
        #expect(resumed.scoreboard(at: now) == session.scoreboard(at: now))
        #expect(resumed.history.baseCount == 4)
    }

    @Test func theOldJSONSnapshotIsStillRead() throws {
        let session = try Self.session(Self.someBalls)
        let json = try #require(session.legacyJSONSnapshotState())
        #expect(json.first == UInt8(ascii: "{"))
        let resumed = try CricketSession.resumed(newMatch: Self.newMatch, snapshotState: json, actionCount: 4)
        #expect(resumed.state == session.state)
        #expect(resumed.lastActionAt == session.lastActionAt)
    }

    @Test func anUnknownVersionIsRefusedWithASentenceNamingIt() throws {
        var bytes = [UInt8](try #require(try Self.session(Self.someBalls).snapshotState()))
        bytes[4] = 0x14  // version 10 (zigzag 20)
        #expect(throws: SnapshotRefusal(SnapshotMessages.unknownVersion(10, reads: 9, legacy: 8))) {
            try CricketSession.resumed(newMatch: Self.newMatch, snapshotState: Data(bytes), actionCount: 4)
        }
        let v7 = Data(#"{"v":7,"state":{}}"#.utf8)
        #expect(throws: SnapshotRefusal(SnapshotMessages.unknownVersion(7, reads: 9, legacy: 8))) {
            try CricketSession.resumed(newMatch: Self.newMatch, snapshotState: v7, actionCount: 4)
        }
        #expect(throws: SnapshotRefusal(SnapshotMessages.notAState)) {
            try CricketSession.resumed(newMatch: Self.newMatch, snapshotState: Data("garbage".utf8), actionCount: 4)
        }
        // And the fold goes on from the journal, saying why.
        let folded = try SportRegistry.fold(
            newMatch: Self.newMatch, records: MatchFoldTests.records, snapshot: (state: Data(bytes), seq: 4))
        #expect(!folded.usedSnapshot)
        #expect(folded.snapshotProblem?.contains("format 10") == true)
        let full = try SportRegistry.fold(newMatch: Self.newMatch, records: MatchFoldTests.records, snapshot: nil)
        #expect(try MatchFoldTests.cricket(folded.session) == MatchFoldTests.cricket(full.session))
    }

    /// A journal held whole has its snapshot's records stepped over by position; a sequence
    /// read as it comes, or records with a gap in their numbers, by `seq`. The same match.
    @Test func theRecordsAfterTheSnapshotAreFoundByPositionOrBySeq() throws {
        // The journal: openers (seq 2), bowler (3), then 1 (4), 4 (5) and 2 (6) off the bat;
        // the snapshot holds seq 4, so 1 run, and 4 + 2 are applied after it: 7 runs.
        let snapshot = try MatchFoldTests.snapshot(through: 4)
        let byPosition = try SportRegistry.fold(newMatch: Self.newMatch, records: MatchFoldTests.records, snapshot: snapshot)
        let bySeq = try SportRegistry.fold(newMatch: Self.newMatch, records: AnySequence(MatchFoldTests.records), snapshot: snapshot)
        #expect(byPosition.usedSnapshot && bySeq.usedSnapshot)
        #expect(try MatchFoldTests.cricket(byPosition.session).current?.runs == 7)
        #expect(try MatchFoldTests.cricket(bySeq.session) == MatchFoldTests.cricket(byPosition.session))
        // Without seq 3, the third record is seq 5, not the snapshot's: by position it would
        // skip the 4 as well (3 runs); by seq the 4 and the 2 are applied after the 1.
        let gapped = MatchFoldTests.records.filter { $0.seq != 3 }
        let folded = try SportRegistry.fold(newMatch: Self.newMatch, records: gapped, snapshot: snapshot)
        #expect(folded.usedSnapshot)
        #expect(try MatchFoldTests.cricket(folded.session).current?.runs == 7)
        // The snapshot at the last record: nothing after it.
        let atEnd = try SportRegistry.fold(newMatch: Self.newMatch, records: MatchFoldTests.records, snapshot: try MatchFoldTests.snapshot(through: 6))
        #expect(atEnd.usedSnapshot)
        #expect(try MatchFoldTests.cricket(atEnd.session) == MatchFoldTests.cricket(byPosition.session))
    }

    @Test func everyCutAndEveryFlippedByteIsRefusedOrReadsWhole() throws {
        let session = try Self.session(Self.someBalls + [#"{"type":"delivery","wicket":{"kind":"caught","fielder":"Di"}}"#])
        let bytes = [UInt8](try #require(session.snapshotState()))
        print("snapshot damage: \(bytes.count) cuts, \(bytes.count * 3) flipped bytes")
        for cut in 0..<bytes.count {
            #expect(throws: SnapshotRefusal.self) {
                try CricketSession.resumed(newMatch: Self.newMatch, snapshotState: Data(bytes[..<cut]), actionCount: 5)
            }
        }
        var refused = 0
        for index in bytes.indices {
            for flip: UInt8 in [0x01, 0x80, 0xFF] {
                var damaged = bytes
                damaged[index] ^= flip
                // A flip may still read (a run count 1 → 0): the store's checksum is what
                // catches damage on disk. Here only: no trap, and a sentence when refused.
                do throws(SnapshotRefusal) {
                    let resumed = try CricketSession.resumed(newMatch: Self.newMatch, snapshotState: Data(damaged), actionCount: 5)
                    _ = resumed.scoreboard
                } catch {
                    refused += 1
                    #expect(!error.message.isEmpty)
                }
            }
        }
        #expect(refused > 0)
    }

    /// The snapshot fuzzer's finding: a JSON snapshot (version 8, read whole) whose innings is
    /// batted by team 5 of a two-team match trapped the board at `teams[5]`. Refused in both
    /// formats now, before any board is built.
    @Test func aStateNamingATeamTheMatchDoesNotHaveIsRefused() throws {
        let session = try Self.session(Self.someBalls)
        var state = session.state
        state.innings[0].battingTeam = 5
        let compact = CricketSnapshot.encode(state, lastActionAt: nil, version: CricketSession.snapshotVersion)
        #expect(throws: SnapshotRefusal(SnapshotMessages.incoherent)) {
            try CricketSession.resumed(newMatch: Self.newMatch, snapshotState: Data(compact), actionCount: 4)
        }
        let json = try JSONDecoder().decode(JSONValue.self, from: try #require(session.legacyJSONSnapshotState()))
        guard case .object(var saved) = json, case .object(var fields)? = saved["state"], case .array(var innings)? = fields["innings"],
            case .object(var first)? = innings.first
        else {
            Issue.record("the JSON snapshot is not shaped as expected")
            return
        }
        first["battingTeam"] = .integer(5)
        innings[0] = .object(first)
        fields["innings"] = .array(innings)
        saved["state"] = .object(fields)
        let bytes = try JSONEncoder().encode(JSONValue.object(saved))
        #expect(throws: SnapshotRefusal(SnapshotMessages.incoherent)) {
            try CricketSession.resumed(newMatch: Self.newMatch, snapshotState: bytes, actionCount: 4)
        }
        // The fuzzer's own input, kept in its corpus, is refused the same way.
        var corpus = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { corpus.deleteLastPathComponent() }
        let finding = try Data(contentsOf: corpus.appendingPathComponent("Fuzz/Corpus/snapshot/finding-json-batting-team-5.state"))
        let fuzzNewMatch = Data(#"{"type":"newMatch","sport":"cricket","matchId":"m1","teams":[{"name":"Riverside","players":["Ann","Bea","Cy"]},{"name":"Hillcrest","players":["Di","Ed"]}],"rules":{"oversPerInnings":2}}"#.utf8)
        #expect(throws: SnapshotRefusal(SnapshotMessages.incoherent)) {
            try CricketSession.resumed(newMatch: fuzzNewMatch, snapshotState: finding, actionCount: 4)
        }
    }

    @Test func anotherMatchsSnapshotIsRefused() throws {
        let bytes = try #require(try Self.session(Self.someBalls).snapshotState())
        let other = Data(#"{"type":"newMatch","sport":"cricket","matchId":"m","teams":[{"name":"Lakeside"},{"name":"Hillcrest"}],"rules":{"oversPerInnings":2}}"#.utf8)
        #expect(throws: SnapshotRefusal(SnapshotMessages.otherSetUp)) {
            try CricketSession.resumed(newMatch: other, snapshotState: bytes, actionCount: 4)
        }
    }

    /// Every stored property of every type the snapshot writes, counted: a field added to one
    /// of them fails here until `CricketSnapshot` writes it (and its version is bumped).
    @Test func theCodecWritesEveryStoredProperty() throws {
        let session = try Self.session(Self.someBalls)
        let s = session.state
        let innings = try #require(s.innings.first)
        let counts: [(String, Any, Int)] = [
            ("CricketState", s, 15), ("CricketSetup", s.setup, 6), ("CricketTeam", s.setup.teams[0], 3),
            ("CricketRulesConfig", s.setup.rules, 25), ("HouseRules", s.setup.rules.houseRules, 4),
            ("Innings", innings, 22), ("Extras", innings.extras, 5), ("OverRecord", innings.currentOver, 5),
            ("Partnership", innings.partnership, 3), ("BatterScore", innings.batters[0], 8),
            ("BowlerScore", innings.bowlers[0], 7), ("InningsFormat", InningsFormat(), 6),
            ("Timestamp", try #require(session.lastActionAt), 4),
            ("MatchResult", MatchResult(winner: nil, text: ""), 5), ("Target", Target(runs: 1), 3),
            ("Dismissal", Dismissal(kind: .bowled), 4),
            ("WicketContext", WicketContext(wasStriker: true, offWide: false, offNoBall: false, freeHit: false), 4),
            ("PairScore", PairScore(batters: [], firstOver: 0), 4),
            ("PartnershipShare", PartnershipShare(name: "", runs: 0, balls: 0), 3),
            ("PartnershipRecord", PartnershipRecord(wicket: 1, batters: [], runs: 0, balls: 0), 4),
            ("FallOfWicket", FallOfWicket(wicket: 1, runs: 0, batter: "", overs: ""), 4),
            ("BallToken", BallToken(text: "", kind: .dot), 2), ("OversNotation", OversNotation(overs: 1), 2),
        ]
        for (name, value, fields) in counts {
            #expect(Mirror(reflecting: value).children.count == fields, "\(name) has a field the snapshot does not write")
        }
    }

    /// States from random scorers under the Laws and every club format (undo, refusals, super
    /// overs, house rules, pairs, win/draw): after every accepted action, the bytes read back
    /// to an equal state.
    static let formats: [String?] = [nil] + CricketFormats.names.map { Optional($0) }

    @Test(arguments: formats)
    func everyStateARandomMatchReachesComesBackEqual(format: String?) throws {
        var checked = 0
        defer { print("snapshot round trips, random scorer under \(format ?? "the Laws"): \(checked) states") }
        for seed in UInt64(1)...8 {
            var scorer = RandomCricket(seed: seed &* 7919 &+ UInt64(format?.count ?? 0))
            var setup = scorer.setup()
            if let format, let preset = CricketFormats.rules(named: format) { setup.rules = preset }
            // Started from its line, as a journal's match is: the set-up a snapshot is checked
            // against is the line's.
            let line = try JSONEncoder().encode(NewMatchLine(setup: setup))
            var session = try CricketSession(newMatch: line)
            var accepted = 0
            for _ in 0..<400 {
                let action = scorer.next(for: session.state)
                do {
                    try session.apply(action.map(MatchAction.cricket) ?? .undo, at: nil)
                } catch {
                    continue
                }
                accepted += 1
                let bytes = try #require(session.snapshotState())
                let resumed = try CricketSession.resumed(newMatch: line, snapshotState: bytes, actionCount: accepted)
                checked += 1
                #expect(resumed.state == session.state, "seed \(seed), format \(format ?? "Laws"), action \(accepted)")
                if resumed.state != session.state { return }
            }
            #expect(accepted > 50)
        }
    }
}

/// A set-up as the `newMatch` line that starts it.
struct NewMatchLine: Encodable {
    let setup: CricketSetup

    func encode(to encoder: any Encoder) throws {
        enum Keys: String, CodingKey { case type, sport, matchId, teams, rules, battingFirst }
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode("newMatch", forKey: .type)
        try c.encode("cricket", forKey: .sport)
        try c.encode(setup.matchId, forKey: .matchId)
        try c.encode(setup.teams, forKey: .teams)
        try c.encode(setup.rules, forKey: .rules)
        try c.encode(setup.teams[setup.battingFirst].name, forKey: .battingFirst)
    }
}
