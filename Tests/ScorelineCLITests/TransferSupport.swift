import Foundation

/// Data directories for the import and export tests: each lives in a fresh folder of its own
/// (`base/data`), so a write that escapes the data directory lands where a test can look.
struct TransferFolder {
    let base: URL
    var data: String { base.appendingPathComponent("data").path }

    init() {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("transfer-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: base) }

    func path(_ relative: String) -> String { base.appendingPathComponent(relative).path }

    func journal(_ id: String) -> String { data + "/matches/\(id)/journal.jsonl" }
    func meta(_ id: String) -> String { data + "/matches/\(id)/meta.json" }

    /// A cricket match stored with `scoreline add`: newMatch, openers, bowler, then `balls`
    /// deliveries of `runs` each (one journal line apiece).
    func add(_ id: String, teams: (String, String) = ("Riverside", "Hillcrest"), balls: Int = 2, runs: Int = 4) throws {
        var lines = [
            #"{"type":"newMatch","sport":"cricket","matchId":"\#(id)","teams":[{"name":"\#(teams.0)"},{"name":"\#(teams.1)"}],"rules":{"oversPerInnings":2}}"#,
            #"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#,
            #"{"type":"bowler","name":"Kofi"}"#,
        ]
        lines += Array(repeating: #"{"type":"delivery","bat":\#(runs)}"#, count: balls)
        let file = path("\(id)-\(UUID().uuidString).jsonl")
        try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let run = try ReplayCommandTests.scoreline(["add", file, "--data-dir", data])
        guard run.status == 0 else { throw TransferSetupFailure("add \(id): \(run.stderr)") }
    }

    func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// Breaks line `number` (from 1) of a journal: one hex digit of its checksum changes, so the
    /// line is whole but fails its check, as a flipped bit on the card would leave it.
    func damage(line number: Int, of path: String) throws {
        var lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        let line = lines[number - 1]
        guard let marker = line.range(of: #""crc":""#) else { throw TransferSetupFailure("no crc in \(line)") }
        let digit = line[marker.upperBound]
        lines[number - 1] = line.replacingCharacters(in: marker.upperBound...marker.upperBound, with: digit == "0" ? "1" : "0")
        try lines.joined(separator: "\n").write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// The export file as JSON objects, to read or to tamper with.
    func exportObject(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw TransferSetupFailure("\(path) is not a JSON object")
        }
        return object
    }

    func exportedIds(_ path: String) throws -> [String] {
        let matches = try exportObject(path)["matches"] as? [[String: Any]] ?? []
        return matches.compactMap { $0["matchId"] as? String }
    }

    func write(_ object: [String: Any], to path: String) throws {
        try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: URL(fileURLWithPath: path))
    }
}

struct TransferSetupFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension ReplayCommandTests.Run {
    /// Everything the command said, on either stream.
    var said: String { lines.joined(separator: "\n") + "\n" + stderr }
}
