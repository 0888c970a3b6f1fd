import ArgumentParser
import CommandBasics
import Deterministic
import FoundationEssentials
import Glibc
import Records
import Renderer
import SeasonPortal
import Session
import Store

/// `scoreline-bench portal`: what `scoreline portal` costs on a season's archive: every match
/// read and folded (from its snapshot), the records worked out, every page rendered and
/// written. The season is made up (`SyntheticSeason`): 20-over league matches and a
/// badminton ladder, stored as the kiosk stores matches.
struct PortalBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "portal", abstract: "Time building the season portal of a stored season (as `scoreline portal` does).")

    @Option(help: "Matches in the season (1…2000); one in five is badminton.")
    var matches = 200

    @Option(help: "Data directory to build the archive in.")
    var dir = "/var/tmp"

    @Option(help: "Timed runs (1…100).")
    var runs = 5

    @Option(help: "Keep the season's data directory here (for pictures and tests) instead of removing it.")
    var keepData: String?

    func validate() throws {
        guard (1...2000).contains(matches), (1...100).contains(runs) else {
            throw ValidationError("--matches takes 1…2000 and --runs 1…100")
        }
    }

    func run() throws {
        quietLogging()
        let root = keepData ?? "\(dir)/scoreline-bench-\(getpid())"
        let out = "\(dir)/scoreline-bench-portal-\(getpid())"
        defer {
            if keepData == nil { try? FileManager.default.removeItem(atPath: root) }
            try? FileManager.default.removeItem(atPath: out)
        }
        try Self.storeSeason(matches: matches, in: root)
        let web = ShareFolder.candidates("web", environmentKey: "SCORELINE_WEB").first { FileManager.default.fileExists(atPath: $0 + "/portal") } ?? "web"
        let templates = try PortalTemplates(directory: web + "/portal")
        var read: [Double] = []
        var tablesOnly: [Double] = []
        var build: [Double] = []
        var write: [Double] = []
        var whole: [Double] = []
        var floor: [Double] = []
        var pages = 0
        for _ in 0..<runs {
            var archive: ArchiveReader.Archive?
            var files: [SeasonPortal.File] = []
            read.append(try time { () throws in archive = try ArchiveReader(store: MatchStore(root: root)).read() })
            // What the phone's records page reads (no scorecards), off the session's thread.
            tablesOnly.append(try time { () throws in _ = try ArchiveReader(store: MatchStore(root: root), scorecards: false).read() })
            guard let archive else { throw CommandFailure("the archive did not read") }
            build.append(time {
                var portal = SeasonPortal(templates: templates)
                files = portal.build(archive.matches, seasons: archive.seasons)
            })
            write.append(time {
                try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
                for file in files { try? Data(file.bytes).write(to: URL(fileURLWithPath: out + "/" + file.name)) }
            })
            whole.append(read[read.count - 1] + build[build.count - 1] + write[write.count - 1])
            // The floor for writing those files: copying the written folder, as `cp -r` would.
            let copy = out + "-copy"
            try? FileManager.default.removeItem(atPath: copy)
            floor.append(time { try? FileManager.default.copyItem(atPath: out, toPath: copy) })
            try? FileManager.default.removeItem(atPath: copy)
            pages = files.count
        }
        StandardStream.output.write(Data("""
            season portal of \(matches) matches (\(pages) files), \(runs) runs
              read and fold the archive: median \(format(median(read))) ms
              (the phone's records page, no scorecards: median \(format(median(tablesOnly))) ms)
              records and pages: median \(format(median(build))) ms
              write the files: median \(format(median(write))) ms
              whole build: median \(format(median(whole))) ms, worst \(format(whole.max() ?? 0)) ms
              floor, copying the written folder: median \(format(median(floor))) ms (whole build \(fixed(median(whole) / max(median(floor), 0.001), decimals: 1))x)

            """.utf8))
    }

    /// The made-up season stored match by match as the kiosk would, each dated.
    static func storeSeason(matches: Int, in root: String) throws {
        var season = SyntheticSeason()
        let badminton = matches / 5
        let store = MatchStore(root: root)
        for match in season.matches(cricket: matches - badminton, badminton: badminton) {
            try BenchMatch.store(match.lines, in: root).close()
            try store.editMeta(match.matchId) { meta in
                meta.date = match.date
                meta.title = match.title
                meta.status = .finished
            }
        }
    }
}
