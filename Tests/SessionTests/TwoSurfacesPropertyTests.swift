import Deterministic
import Foundation
import MatchEngine
import Session
import Store
import Testing

/// Two surfaces at once: a button box and a phone that resends some of its commands (a reply
/// lost on the network). Over random interleavings, the journal and the state must equal
/// those of the same commands applied one after another by one surface; no command is lost
/// or doubled; and a replay of the journal equals the live state.
@Suite struct TwoSurfacesPropertyTests {
    struct Sent {
        var command: SessionCommand
        var resend: Bool
    }

    /// One trial's commands, interleaved: the box presses, the phone sends typed actions
    /// with its own numbers and sometimes sends the same command (same number) again.
    static func interleaving(_ random: inout SplitMix64, sport: String) -> [Sent] {
        let boxKeys = sport == "badminton" ? ["plusA", "plusB", "plusA", "minusA", "undo"] : ["dot", "run1", "run4", "wide", "run2", "wicket", "undo", "run6"]
        let phoneActions: [MatchAction] = sport == "badminton"
            ? [.badminton(.point(.a)), .badminton(.point(.b)), .undo]
            : [.cricket(.delivery(Delivery(bat: 1))), .cricket(.delivery(Delivery(bat: 2))), .cricket(.delivery(Delivery(legByes: 1))), .undo]
        var sent: [Sent] = []
        var number = 0
        for _ in 0..<Int.random(in: 20...120, using: &random) {
            if random.chance(50) {
                sent.append(Sent(command: Fixture.press(random.pick(boxKeys) ?? "undo", client: nil), resend: false))
            } else if number > 0, random.chance(30), let last = sent.last(where: { $0.command.client == "phone" }) {
                sent.append(Sent(command: last.command, resend: true))
            } else {
                number += 1
                let action = random.pick(phoneActions) ?? .undo
                sent.append(Sent(command: SessionCommand(.action(action), client: "phone", number: number), resend: false))
            }
        }
        return sent
    }

    static func journal(_ root: String, _ matchId: String) throws -> [String] {
        try MatchStore(root: root).read(matchId).records.map { String(decoding: $0.payload, as: UTF8.self) }
    }

    @Test(arguments: ["cricket", "badminton"])
    func interleavedSurfacesEqualOneSurfaceInOrder(_ sport: String) throws {
        var random = SplitMix64(seed: 0x5C0 + UInt64(sport.count))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for trial in 0..<60 {
            let sent = Self.interleaving(&random, sport: sport)
            let live = Fixture.root()
            let serial = Fixture.root()
            defer {
                try? FileManager.default.removeItem(atPath: live)
                try? FileManager.default.removeItem(atPath: serial)
            }
            // The same fixed time for both, so the stamped journals can be compared byte for byte.
            let both = ScoringSession(store: MatchStore(root: live), clock: ManualClock())
            both.preset = sport == "badminton" ? Fixture.badminton : Fixture.cricket
            try both.start()
            var firstReply: [Int: SessionReply] = [:]
            var distinct: [SessionCommand] = []
            for item in sent {
                let reply = both.send(item.command)
                if let number = item.command.number {
                    if let first = firstReply[number] {
                        // A resend gets its first answer and changes nothing.
                        #expect(item.resend && reply.repeated, "trial \(trial): command \(number) was applied twice")
                        var again = reply
                        again.repeated = false
                        #expect(again == first, "trial \(trial): command \(number) answered differently the second time")
                        continue
                    }
                    firstReply[number] = reply
                }
                distinct.append(item.command)
            }

            let one = ScoringSession(store: MatchStore(root: serial), clock: ManualClock())
            one.preset = both.preset
            try one.start()
            for command in distinct {
                var plain = command
                plain.client = nil
                plain.number = nil
                _ = one.send(plain)
            }
            let liveId = try #require(both.current?.matchId)
            let serialId = try #require(one.current?.matchId)
            // The newMatch records differ only in their generated ids.
            #expect(Array(try Self.journal(live, liveId).dropFirst()) == Array(try Self.journal(serial, serialId).dropFirst()), "trial \(trial)")
            let liveState = try #require(both.current?.session)
            let serialState = try #require(one.current?.session)
            #expect(try liveState.encodedState(using: encoder) == serialState.encodedState(using: encoder), "trial \(trial)")

            // No phone command is lost: each number was answered exactly once.
            #expect(Set(firstReply.keys) == Set(distinct.compactMap(\.number)))
            // The journal replayed equals the live state.
            let replayed = try MatchLoader.fold(MatchStore(root: live).read(liveId).records, snapshot: nil).session
            #expect(try replayed.encodedState(using: encoder) == liveState.encodedState(using: encoder), "trial \(trial)")
            both.close()
            one.close()
        }
    }

    @Test func aCommandMadeAgainstAnOlderBoardIsRefusedAndNamesTheCurrentOne() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = ScoringSession(store: MatchStore(root: root), clock: ManualClock())
        session.preset = Fixture.badminton
        try session.start()
        let seen = try #require(session.send(Fixture.press("plusA")).seq)
        #expect(session.send(Fixture.press("plusB")).acknowledged)
        let stale = session.send(SessionCommand(.action(.undo), client: "phone", number: 1, basedOn: seen))
        #expect(stale.outcome == .stale(current: seen + 1))
        #expect(session.board["rightPoints"]?.text == "1" || session.board["leftPoints"]?.text == "1")
        let fresh = session.send(SessionCommand(.action(.undo), client: "phone", number: 2, basedOn: seen + 1))
        #expect(fresh.acknowledged)
    }
}
