import FoundationEssentials
import MatchEngine
import Store

/// `scoreline feed render`'s state: the board the kiosk shows after a file of field writes
/// (a recording, one write a line as the app sends it) or a kiosk's feed journal. A write that
/// does not decode, or a journal record that does not read, changes nothing and is named.
public enum FeedReplay {
    public struct Replayed: Sendable {
        public var state: FeedState
        /// One sentence per write ignored or record skipped, naming the file and line.
        public var problems: [String]
    }

    /// Reads `path`: a feed journal when it ends in `.journal`, else a recording.
    public static func read(_ path: String) throws -> Replayed {
        if path.hasSuffix(".journal") {
            let resumed = try FeedRecorder.read(path, files: PosixFileLayer())
            let skipped = resumed.skipped.isEmpty ? [] : [FeedReplayMessages.skipped(path, resumed.skipped)]
            return Replayed(state: resumed.state, problems: skipped)
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw FeedReplayFailure(FeedReplayMessages.unreadable(path)) }
        var replayed = Replayed(state: FeedState(), problems: [])
        for (index, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            let outcome: FeedOutcome
            switch FeedWrite.decode(Array(line)) {
            case .success(let write): outcome = replayed.state.apply(write)
            case .failure(let refusal): outcome = .refused(refusal)
            }
            if case .refused(let refusal) = outcome { replayed.problems.append(FeedReplayMessages.ignored(path, line: index + 1, refusal.message)) }
        }
        return replayed
    }
}

/// A file `feed render` cannot read at all.
public struct FeedReplayFailure: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
