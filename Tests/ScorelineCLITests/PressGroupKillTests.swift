import Foundation
import MatchEngine
import Store
import Testing

/// The real kiosk SIGKILLed at random moments while box presses stream in on stdin: a press
/// and its follow-ups are one journal group (ADR 047), so after every kill the journal holds
/// every acknowledged record and only whole presses. A press cut in half would leave a ball
/// that ends an over without the next bowler, or the first ball's openers without the ball:
/// the folded match would then call for a follow-up, which it never does here.
@Suite struct PressGroupKillTests {
    /// An over of presses: five dots and a four, so every sixth press ends an over and brings
    /// the next bowler with it (a group of 2), and the very first brings the openers and the
    /// bowler (a group of 3).
    static let over = ["dot", "run1", "dot", "run2", "dot", "run4"]

    @Test func sigkillDuringPressesLeavesEveryGroupWholeOrAbsent() throws {
        let dir = RunCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let config = dir + "/scoreline.toml"
        try "[presets.bench]\nsport = \"cricket\"\nteams = [{ name = \"Riverside\", short = \"RIV\" }, { name = \"Hillcrest\", short = \"HIL\" }]\nrules = { oversPerInnings = 50 }\n"
            .write(toFile: config, atomically: true, encoding: .utf8)
        let data = dir + "/data"
        var rng = SystemRandomNumberGenerator()
        var acknowledged = 0
        var groupsSeen = 0
        let rounds = 30
        for round in 0..<rounds {
            let process = Process()
            process.executableURL = ReplayCommandTests.binary
            process.arguments = ["run", "--data-dir", data, "--output", "png:\(dir)/frame.png", "--size", "320x180", "--config", config, "--preset", "bench"]
            let input = Pipe()
            let errors = Pipe()
            process.standardInput = input
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let presses = (0..<Int.random(in: 4...14, using: &rng)).map { Self.over[$0 % Self.over.count] }
            input.fileHandleForWriting.write(Data((presses.joined(separator: "\n") + "\n").utf8))
            // Wait for some acknowledgements (the kiosk logs each), then kill at once.
            let target = Int.random(in: 1...presses.count, using: &rng)
            var log = AckLog.read(errors, untilAcks: target)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            log += String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let acks = log.components(separatedBy: "ack seq=").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
            if let last = acks.max() { acknowledged = max(acknowledged, last) }

            let store = MatchStore(root: data)
            let id = try #require(store.currentMatchId(), "round \(round): no current match")
            let journal = try #require(FileManager.default.contents(atPath: store.journalPath(of: id)))
            groupsSeen = String(decoding: journal, as: UTF8.self).components(separatedBy: #"{"v":2,"#).count - 1
            let records = try store.read(id).records
            #expect(records.count >= acknowledged, "round \(round): \(acknowledged) acknowledged, \(records.count) stored")
            #expect(records.map(\.seq) == Array(1...records.count))
            // Folded, the match never waits for a follow-up: every press is there whole.
            var session = try SportRegistry.reopen(newMatch: Data(try #require(records.first).payload))
            for record in records.dropFirst() { try session.apply(line: Data(record.payload)) }
            // (Before the first press is kept, the match waits for its openers: no press yet.)
            if records.count > 1 {
                #expect(session.boxFollowUps(alternateEnds: false).isEmpty, "round \(round): a press was kept in part")
            }
        }
        #expect(acknowledged > rounds)
        // The first ball and every sixth press were groups.
        #expect(groupsSeen >= 2)
    }
}
