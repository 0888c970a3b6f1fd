import FoundationEssentials
import Store

/// The import target: arbitrary bytes as an export file, imported into a store that already
/// holds a match ("m1", three records). Whatever the file says, nothing is written outside the
/// data directory, a refused file writes nothing, and m1 keeps every record it had.
public enum ImportFuzz {
    static let root = "/data"
    static let matchId = "m1"

    public static func run(_ bytes: [UInt8]) {
        let files = RecordingFiles()
        let store = MatchStore(root: root, files: files, clock: StepClock())
        let before: [JournalRecord]
        do {
            let journal = try store.create(matchId: matchId, sport: "cricket", title: "Riverside v Hillcrest", newMatch: Array(newMatch.utf8))
            for action in actions { try journal.append(Array(action.utf8), at: nil) }
            journal.close()
            before = try store.read(matchId).records
        } catch {
            finding("the simulated store refused the set-up: \(error)")
        }
        files.reset()

        let refused: StoreError?
        do {
            // The pure reader first (it must refuse or accept without crashing), then the
            // whole import, which writes through the recording disk.
            _ = try? MatchExport.read(bytes, source: "fuzz.json")
            _ = try MatchExport.importJSON(bytes, source: "fuzz.json", into: store)
            refused = nil
        } catch {
            refused = error
        }
        if let outside = files.written.first(where: { !RecordingFiles.isInside($0, root: root) }) {
            finding("import wrote outside the data directory: \(outside)")
        }
        if let refused, let path = files.written.first {
            finding("a refused import (\(refused)) still wrote \(path)")
        }
        guard let after = try? store.read(matchId).records, after.starts(with: before) else {
            finding("import lost records of the stored match \(matchId)")
        }
    }

    static let newMatch = #"{"type":"newMatch","sport":"cricket","matchId":"m1","teams":[{"name":"Riverside","short":"RIV"},{"name":"Hillcrest","short":"HIL"}],"rules":{"oversPerInnings":20}}"#
    static let actions = [
        #"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#,
        #"{"type":"bowler","name":"Kofi"}"#,
    ]
}
