import Foundation
import Testing

/// Runs the real `scoreline` binary, as scripts and CI use it.
@Suite struct ReplayCommandTests {
    static let binary: URL = {
        // The test bundle and the executable are built into the same folder.
        var dir = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { dir.deleteLastPathComponent() }
        return dir.appendingPathComponent(".build/debug/scoreline")
    }()

    struct Run {
        var status: Int32
        var lines: [String]
        var stderr: String
    }

    static func scoreline(_ arguments: [String], stdin: String? = nil) throws -> Run {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: output, as: UTF8.self)
        return Run(
            status: process.terminationStatus,
            lines: text.split(separator: "\n").map(String.init),
            stderr: String(decoding: errors, as: UTF8.self))
    }

    let match = """
        {"type":"newMatch","sport":"cricket","teams":[{"name":"Riverside"},{"name":"Hillcrest"}],"rules":{"oversPerInnings":2}}
        {"type":"openers","striker":"Asha","nonStriker":"Bilal"}
        {"type":"bowler","name":"Kofi"}
        {"type":"delivery","bat":4}

        {"type":"delivery","bat":1}
        """

    @Test func eachPrintsOneLinePerInputLineAndExitsZero() throws {
        let run = try Self.scoreline(["replay", "-", "--each"], stdin: match)
        #expect(run.status == 0)
        // Six lines in, six out: the blank line repeats the state before it.
        #expect(run.lines.count == 6)
        #expect(run.lines[4] == run.lines[3])
        let last = try JSONSerialization.jsonObject(with: Data(run.lines[5].utf8)) as? [String: Any]
        let innings = last?["innings"] as? [[String: Any]]
        #expect(innings?.first?["runs"] as? Int == 5)
        #expect(last?["striker"] as? String == "Bilal")
    }

    @Test func aRefusedLineIsReportedWithItsNumberAndExitStatusIsTwo() throws {
        let run = try Self.scoreline(["replay", "-", "--each"], stdin: match + "\n{\"type\":\"delivery\",\"bat\":-1}")
        #expect(run.status == 2)
        #expect(run.lines.count == 7)
        #expect(run.lines[6] == #"{"error":"In \"delivery\", \"bat\" must be a whole number from 0 to 99, not -1.","line":7}"#)
    }

    @Test func withoutEachOnlyTheFinalStateIsPrinted() throws {
        let run = try Self.scoreline(["replay", "-"], stdin: match)
        #expect(run.status == 0)
        #expect(run.lines.count == 1)
    }

    @Test func aMissingFileIsNamed() throws {
        let run = try Self.scoreline(["replay", "/nonexistent/match.jsonl"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("/nonexistent/match.jsonl"))
    }
}
