import Store

/// `scoreline export`: matches out as JSON (lossless, re-importable) or CSV (per ball or
/// rally, and a summary file). The backup path: every readable match goes out, every other one
/// is named with its file, and the run is clean only when everything went out whole (ADR 010).
public struct MatchExporter {
    public let store: MatchStore

    public init(store: MatchStore) { self.store = store }

    public struct Outcome: Sendable {
        /// How many matches (JSON) or summary rows (CSV) were written; nil: nothing was.
        public var written: Int?
        /// Matches that could not be read, each a sentence naming its file.
        public var unreadable: [String]
        /// Journals damaged part-way whose intact lines went out.
        public var partial: [String]

        /// Whether the command succeeds: nothing left out, and a partial match only when accepted.
        public func isClean(allowPartial: Bool) -> Bool { unreadable.isEmpty && (partial.isEmpty || allowPartial) }

        /// What goes to standard error: each match left out or partial, and what was not written.
        public func said(out: String, allowPartial: Bool) -> String {
            var said = (unreadable + partial).map { $0 + "\n" }.joined()
            if written == nil { said += TransferMessages.notWritten(out) }
            if !partial.isEmpty && !allowPartial { said += TransferMessages.allowPartialHint }
            return said
        }
    }

    /// Writes `matchIds` (nil: every match) to `out`, each file replaced atomically.
    public func export(matchIds: [String]?, csv: Bool, to out: String) throws -> Outcome {
        let collected = MatchExport.collect(store, matchIds: matchIds)
        var outcome = Outcome(written: nil, unreadable: [], partial: [])
        for problem in collected.problems {
            if case .partial = problem { outcome.partial.append(problem.sentence) } else { outcome.unreadable.append(problem.sentence) }
        }
        let files = PosixFileLayer()
        if !csv {
            // Nothing readable and something wrong: an older backup at OUT is worth more.
            if !collected.matches.isEmpty || outcome.unreadable.isEmpty {
                try files.replaceAtomically(out, with: try MatchExport.json(collected.matches, photos: collected.photos))
                outcome.written = collected.matches.count
            }
            return outcome
        }
        let table = CSVExport(collected.matches, store: store)
        outcome.unreadable += table.unreadable
        outcome.partial += table.partial
        if let events = table.eventsFile, let summary = table.summaryFile {
            try files.replaceAtomically(out, with: events)
            try files.replaceAtomically(Self.summaryPath(out), with: summary)
            outcome.written = table.summary?.rows.count
        } else if outcome.unreadable.isEmpty {
            throw CommandRefusal(TransferMessages.noCSVMatch)
        }
        return outcome
    }

    /// CSV's second file: OUT-summary.csv beside OUT.
    public static func summaryPath(_ out: String) -> String {
        out.hasSuffix(".csv") ? String(out.dropLast(4)) + "-summary.csv" : out + "-summary.csv"
    }
}
