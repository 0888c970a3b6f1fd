import Foundation
import Glibc
import Testing
@testable import Store

/// A match the kiosk cannot open is set aside whole (never deleted), the kiosk starts anyway,
/// and the kiosk and `doctor` say so in one sentence naming the file and what was kept.
@Suite struct KioskRecoveryTests {
    static let newMatch = #"{"type":"newMatch","sport":"cricket","matchId":"m1","teams":[{"name":"Riverside"},{"name":"Hillcrest"}],"rules":{"oversPerInnings":20}}"#
    static let actions = [
        #"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#, #"{"type":"bowler","name":"Kofi"}"#, #"{"type":"delivery","bat":4}"#,
    ]

    /// A data directory holding match m1 (newMatch and three actions), current.
    static func storedMatch() throws -> (dir: String, data: String) {
        let dir = RunCommandTests.temporaryDirectory()
        let data = dir + "/data"
        let store = MatchStore(root: data)
        let journal = try store.create(matchId: "m1", sport: "cricket", title: "Riverside v Hillcrest", newMatch: Array(newMatch.utf8))
        for action in actions { try journal.append(Array(action.utf8), at: nil) }
        journal.close()
        return (dir, data)
    }

    static func run(_ dir: String, _ data: String) throws -> BoundedRun.Outcome {
        try BoundedRun.scoreline(["run", "--preset", "demo-cricket", "--input", "stdin", "--data-dir", data, "--output", "png:\(dir)/f.png", "--size", "320x180"])
    }

    static func doctor(_ dir: String, _ data: String) throws -> BoundedRun.Outcome {
        try BoundedRun.scoreline(["doctor", "--data-dir", data, "--config", dir + "/none.toml"])
    }

    static func entries(_ directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    /// How the journal is damaged, and what the sentences say about it (worked out by hand).
    enum Damage: String, CaseIterable, CustomTestStringConvertible {
        case firstLine, empty, startsAtTwo

        var testDescription: String { rawValue }

        func apply(to bytes: Data) -> Data {
            let lines = bytes.split(separator: UInt8(ascii: "\n")).map { Data($0) + Data("\n".utf8) }
            switch self {
            case .firstLine:
                // One letter of a team name: line 1 no longer matches its checksum.
                return Data(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "Riverside", with: "Riversidf").utf8)
            case .empty:
                return Data()
            case .startsAtTwo:
                return lines.dropFirst().reduce(Data(), +)
            }
        }

        func problem(_ path: String) -> String {
            switch self {
            case .firstLine: "line 1 of \(path) is damaged"
            case .empty: "\(path) is empty"
            case .startsAtTwo: "\(path) starts at action 2, not 1"
            }
        }

        /// Three intact lines remain in each damaged journal but the empty one.
        func kept(_ bytes: Int, will: Bool) -> String {
            switch self {
            case .empty: "its empty journal \(will ? "will be" : "is") kept there"
            case .firstLine, .startsAtTwo: "its journal (\(bytes) bytes, 3 intact lines) \(will ? "will be" : "is") kept there"
            }
        }
    }

    @Test(arguments: Damage.allCases)
    func aMatchThatCannotBeOpenedIsSetAsideWholeAndTheKioskStarts(_ damage: Damage) throws {
        let (dir, data) = try Self.storedMatch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = data + "/matches/m1/journal.jsonl"
        let original = damage.apply(to: try Data(contentsOf: URL(fileURLWithPath: path)))
        try original.write(to: URL(fileURLWithPath: path))
        let meta = try Data(contentsOf: URL(fileURLWithPath: data + "/matches/m1/meta.json"))

        // Before the kiosk runs, doctor says what it will do.
        let before = try Self.doctor(dir, data)
        #expect(!before.timedOut)
        let planned = "Match m1 cannot be opened: \(damage.problem(path)); the scoreboard will set it aside whole in \(data)/set-aside/ and start the next match, nothing deleted: \(damage.kept(original.count, will: true))."
        #expect(before.run.lines.contains("  WARNING: " + planned), "doctor said:\n\(before.run.lines.joined(separator: "\n"))")

        let first = try Self.run(dir, data)
        #expect(!first.timedOut)
        #expect(first.run.status == 0, "run said: \(first.run.stderr)")
        let aside = Self.entries(data + "/set-aside")
        #expect(aside.count == 2, "set aside: \(aside)")
        let entry = try #require(aside.first { $0.hasPrefix("m1@") && !$0.hasSuffix(".txt") })
        let sentence = "Set aside match m1 whole in \(data)/set-aside/\(entry), nothing deleted: \(damage.problem(path)); \(damage.kept(original.count, will: false))."
        #expect(first.run.stderr.contains(sentence), "run said: \(first.run.stderr)")
        // Nothing recorded is lost: the set-aside copy is the match as it was, byte for byte.
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(data)/set-aside/\(entry)/journal.jsonl")) == original)
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(data)/set-aside/\(entry)/meta.json")) == meta)
        #expect(!FileManager.default.fileExists(atPath: data + "/matches/m1"))
        // The preset started in its place.
        let store = MatchStore(root: data)
        let current = try #require(store.currentMatchId())
        #expect(current != "m1")
        #expect(try store.read(current).records.count == 1)

        // Every later start resumes the new match: no crash loop, nothing more set aside.
        let second = try Self.run(dir, data)
        #expect(second.run.status == 0, "run said: \(second.run.stderr)")
        #expect(second.run.stderr.contains("resumed seq=1"))
        #expect(Self.entries(data + "/set-aside") == aside)

        // Doctor says the kiosk's sentence.
        let after = try Self.doctor(dir, data)
        #expect(after.run.lines.contains("  WARNING: " + sentence), "doctor said:\n\(after.run.lines.joined(separator: "\n"))")
        #expect(try String(contentsOfFile: "\(data)/set-aside/\(entry).txt", encoding: .utf8) == sentence + "\n")
    }

    @Test func aCurrentFileNamingAMissingMatchIsSetAsideAndThePresetStarts() throws {
        let dir = RunCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let data = dir + "/data"
        try FileManager.default.createDirectory(atPath: data + "/matches", withIntermediateDirectories: true)
        try "ghost\n".write(toFile: data + "/current", atomically: true, encoding: .utf8)

        let before = try Self.doctor(dir, data)
        let planned = "\(data)/current cannot be used: it names match ghost, which is not in \(data)/matches; the scoreboard will set it aside in \(data)/set-aside/ and start the next match, nothing deleted."
        #expect(before.run.lines.contains("  WARNING: " + planned), "doctor said:\n\(before.run.lines.joined(separator: "\n"))")

        let first = try Self.run(dir, data)
        #expect(first.run.status == 0, "run said: \(first.run.stderr)")
        let entry = try #require(Self.entries(data + "/set-aside").first { $0.hasPrefix("current@") && !$0.hasSuffix(".txt") })
        let sentence = "Set aside \(data)/current in \(data)/set-aside/\(entry), nothing deleted: it names match ghost, which is not in \(data)/matches."
        #expect(first.run.stderr.contains(sentence), "run said: \(first.run.stderr)")
        #expect(try String(contentsOfFile: "\(data)/set-aside/\(entry)", encoding: .utf8) == "ghost\n")
        let store = MatchStore(root: data)
        let current = try #require(store.currentMatchId())
        #expect(try store.read(current).records.count == 1)

        let after = try Self.doctor(dir, data)
        #expect(after.run.lines.contains("  WARNING: " + sentence), "doctor said:\n\(after.run.lines.joined(separator: "\n"))")
    }

    /// It used to make a new empty match on every start (and leave a temporary file each time).
    @Test func aCurrentThatIsADirectoryIsSetAsideOnce() throws {
        let dir = RunCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let data = dir + "/data"
        try FileManager.default.createDirectory(atPath: data + "/current", withIntermediateDirectories: true)
        try "someone's notes".write(toFile: data + "/current/notes.txt", atomically: true, encoding: .utf8)

        let first = try Self.run(dir, data)
        #expect(first.run.status == 0, "run said: \(first.run.stderr)")
        let entry = try #require(Self.entries(data + "/set-aside").first { $0.hasPrefix("current@") && !$0.hasSuffix(".txt") })
        #expect(first.run.stderr.contains("Set aside \(data)/current in \(data)/set-aside/\(entry), nothing deleted: it is a directory, not a file naming the match in play."),
                "run said: \(first.run.stderr)")
        #expect(try String(contentsOfFile: "\(data)/set-aside/\(entry)/notes.txt", encoding: .utf8) == "someone's notes")

        let second = try Self.run(dir, data)
        #expect(second.run.status == 0, "run said: \(second.run.stderr)")
        #expect(second.run.stderr.contains("resumed seq=1"))
        #expect(Self.entries(data + "/matches").count == 1)
        #expect(Self.entries(data).allSatisfy { !$0.contains(".tmp") }, "left behind: \(Self.entries(data))")
    }

    /// What a journal that is no regular file is replaced with, and how the sentence names it.
    enum NotAFile: String, CaseIterable, CustomTestStringConvertible {
        case fifo, linkToDevZero

        var testDescription: String { rawValue }

        func make(_ path: String) throws {
            try FileManager.default.removeItem(atPath: path)
            switch self {
            case .fifo: #expect(mkfifo(path, 0o644) == 0)
            case .linkToDevZero: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
            }
        }

        var kind: String {
            switch self {
            case .fifo: "a FIFO (named pipe)"
            case .linkToDevZero: "a symbolic link"
            }
        }

        var type: mode_t {
            switch self {
            case .fifo: S_IFIFO
            case .linkToDevZero: S_IFLNK
            }
        }
    }

    /// `run` and `doctor` used to block on a FIFO and read /dev/zero forever.
    @Test(arguments: NotAFile.allCases)
    func aJournalThatIsNoRegularFileNeverBlocks(_ notAFile: NotAFile) throws {
        let (dir, data) = try Self.storedMatch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = data + "/matches/m1/journal.jsonl"
        try notAFile.make(path)

        let before = try Self.doctor(dir, data)
        #expect(!before.timedOut, "doctor hung")
        let problem = "\(path) is \(notAFile.kind), not a regular file"
        let planned = "Match m1 cannot be opened: \(problem); the scoreboard will set it aside whole in \(data)/set-aside/ and start the next match, nothing deleted: its journal, \(notAFile.kind), will be moved there unopened."
        #expect(before.run.lines.contains("  WARNING: " + planned), "doctor said:\n\(before.run.lines.joined(separator: "\n"))")

        let first = try Self.run(dir, data)
        #expect(!first.timedOut, "run hung")
        #expect(first.run.status == 0, "run said: \(first.run.stderr)")
        let entry = try #require(Self.entries(data + "/set-aside").first { $0.hasPrefix("m1@") && !$0.hasSuffix(".txt") })
        #expect(first.run.stderr.contains("Set aside match m1 whole in \(data)/set-aside/\(entry), nothing deleted: \(problem); its journal, \(notAFile.kind), is moved there unopened."),
                "run said: \(first.run.stderr)")
        var info = stat()
        #expect(lstat("\(data)/set-aside/\(entry)/journal.jsonl", &info) == 0)
        #expect(info.st_mode & S_IFMT == notAFile.type)
        #expect(MatchStore(root: data).currentMatchId().map { $0 != "m1" } == true)
    }
}
