import Foundation
import Testing
@testable import Store

/// A real process appends and acknowledges; SIGKILL at random moments must never lose an
/// acknowledged action or leave a journal that does not open.
@Suite struct JournalKillTests {
    @Test func sigkillAtRandomMomentsLosesNoAcknowledgedAction() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-kill-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("match.journal").path
        var rng = SystemRandomNumberGenerator()
        var acknowledged = 0
        var kills = 0
        for round in 0..<300 {
            let process = Process()
            process.executableURL = ReplayCommandTests.binary
            process.arguments = ["debug", "journal-writer", "--path", path, "--count", "1000"]
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            // Wait for a random number of acknowledgements, then kill at once: the moment
            // falls anywhere inside the next append (write, fdatasync, or between).
            let target = Int.random(in: 0...12, using: &rng)
            var buffer = ""
            var seen = 0
            while seen < target {
                let chunk = out.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                buffer += String(decoding: chunk, as: UTF8.self)
                seen = buffer.filter { $0 == "\n" }.count
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            kills += 1
            // Acknowledgements already in the pipe count too: the writer claimed them.
            buffer += String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let acks = buffer.split(separator: "\n").compactMap { line -> Int? in
                line.hasPrefix("ack ") ? Int(line.dropFirst(4)) : nil
            }
            if let last = acks.last { acknowledged = max(acknowledged, last) }

            let (_, records, _) = try Journal.open(path, files: PosixFileLayer())
            #expect(records.count >= acknowledged, "round \(round): \(acknowledged) acknowledged, \(records.count) recovered")
            #expect(records.map(\.seq) == Array(0..<records.count).map { $0 + 1 }, "round \(round): sequence broken")
            for (i, record) in records.enumerated() {
                let n = i + 1
                #expect(record.payload == Array("{\"type\":\"delivery\",\"bat\":\(n % 7),\"n\":\(n)}".utf8), "round \(round): record \(n) altered")
            }
            acknowledged = records.count
        }
        #expect(kills == 300)
        #expect(acknowledged > 300, "too few appends happened for the test to mean anything")
    }
}
