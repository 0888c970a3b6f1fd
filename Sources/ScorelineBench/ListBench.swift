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

/// `scoreline-bench list`: what a season's archive costs its readers (ADR 052): `matches
/// list`, the records page's first and later views, and the portal, on an archive of
/// `SyntheticSeason` matches (20-over league matches and a badminton ladder, one in five
/// badminton), with each match's result cache and without.
struct ListBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Time reading a season's archive: matches list, the records page and the portal.")

    @Option(help: "Stored matches (1…10000); one in five is badminton.")
    var matches = 500

    @Option(help: "Data directory to build the archive in.")
    var dir = "/var/tmp"

    @Option(help: "Timed runs (1…100).")
    var runs = 5

    @Flag(help: "Also time the old path (every match folded, the folder listed once a match).")
    var before = false

    @Flag(help: "Also time the portal (the whole build, pages written).")
    var portal = false

    @Flag(help: "Leave out the listing without caches (it folds every match each run): one untimed listing writes the caches, for a profile of the cached paths alone.")
    var cachedOnly = false

    func validate() throws {
        guard (1...10_000).contains(matches), (1...100).contains(runs) else {
            throw ValidationError("--matches takes 1…10000 and --runs 1…100")
        }
    }

    func run() throws {
        quietLogging()
        let root = "\(dir)/scoreline-bench-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let seeded = try ArchiveSeed.store(matches: matches, in: root)
        let store = MatchStore(root: root)
        var out = "archive of \(matches) matches (\(seeded.actions) actions, \(seeded.bytes / 1024) KiB of journals), \(runs) runs, load \(LoadAverage.now)\n"

        if before {
            var old = Timings()
            for _ in 0..<runs { try old.add { () throws in _ = try Self.oldListing(store) } }
            out += "  before (fold every match, list the folder once a match): matches list \(old)\n"
        }
        // No cache yet: each run starts without any, so every match is folded and cached.
        var cold = Timings()
        for _ in 0..<(cachedOnly ? 0 : runs) {
            try ArchiveSeed.removeCaches(in: root)
            try cold.add { () throws in _ = try MatchListing.read(store).text(dataDirectory: root) }
        }
        if cachedOnly { _ = try MatchListing.read(store) }
        var warm = Timings()
        var lines = 0
        for _ in 0..<runs {
            try warm.add { () throws in lines = try MatchListing.read(store).text(dataDirectory: root).split(separator: "\n").count }
        }
        if !cachedOnly { out += "  matches list, no caches (folds and caches each): \(cold)\n" }
        out += "  matches list, cached: \(warm) (\(lines) lines), load \(LoadAverage.now)\n"

        var first = Timings()
        var later = Timings()
        var keptOnly = Timings()
        var counted = (matches: 0, rows: 0)
        for _ in 0..<runs {
            let kept = KeptArchive(reader: ArchiveReader(store: store, scorecards: false))
            try first.add { () throws in counted = try Self.view(kept) }
            try later.add { () throws in _ = try Self.view(kept) }
            try keptOnly.add { () throws in _ = try kept.read() }
        }
        out += "  records page, first view (cached): \(first) (\(counted.matches) matches, \(counted.rows) table rows)\n"
        out += "  records page, later view (memory): \(later); of it the archive from memory (list + stamps): \(keptOnly), load \(LoadAverage.now)\n"

        if portal {
            let web = ShareFolder.candidates("web", environmentKey: "SCORELINE_WEB").first { FileManager.default.fileExists(atPath: $0 + "/portal") } ?? "web"
            let templates = try PortalTemplates(directory: web + "/portal")
            let site = "\(dir)/scoreline-bench-portal-\(getpid())"
            defer { try? FileManager.default.removeItem(atPath: site) }
            var built = Timings()
            var pages = 0
            for _ in 0..<runs {
                try? FileManager.default.removeItem(atPath: site)
                try built.add { () throws in
                    let archive = try ArchiveReader(store: store).read()
                    var portal = SeasonPortal(templates: templates)
                    let files = portal.build(archive.matches, seasons: archive.seasons)
                    try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
                    for file in files { try Data(file.bytes).write(to: URL(fileURLWithPath: site + "/" + file.name)) }
                    pages = files.count
                }
            }
            out += "  portal, cached (read, build, write \(pages) files): \(built), load \(LoadAverage.now)\n"
        }
        StandardStream.output.write(Data(out.utf8))
    }

    /// A records page's view, as the page's shelf makes it: the archive (kept or read) and the
    /// tables of the unfiltered page (kept or worked out: `KeptArchive.view`).
    static func view(_ kept: KeptArchive) throws -> (matches: Int, rows: Int) {
        let reading = try kept.readNumbered().reading
        let view = kept.view(RecordsFilter(), of: reading)
        let tables = [view.cricket?.standings, view.cricket?.batting, view.cricket?.bowling, view.cricket?.headToHead,
                      view.badminton?.players, view.badminton?.headToHead].compactMap { $0 }
        return (view.matchCount, tables.reduce(0) { $0 + $1.rows.count })
    }

    /// `matches list` as it was before ADR 052: every match folded, and `streamRecords`
    /// listing the folder again for each.
    static func oldListing(_ store: MatchStore) throws -> Int {
        let loader = MatchLoader(store: store)
        var results = 0
        for case .readable(let meta) in try store.list() {
            if (try? loader.readSession(meta.matchId, useSnapshot: true).resultLine) != nil { results += 1 }
        }
        return results
    }
}

/// Wall and CPU time of each run: the machine is shared, so the CPU time this thread spent
/// (`CLOCK_THREAD_CPUTIME_ID`) stands beside the wall time.
struct Timings: CustomStringConvertible {
    var wall: [Double] = []
    var cpu: [Double] = []

    mutating func add(_ body: () throws -> Void) throws {
        let cpuStart = Self.threadCPU()
        wall.append(try time(body))
        cpu.append(Self.threadCPU() - cpuStart)
    }

    var description: String { "median \(format(median(wall))) ms (CPU \(format(median(cpu))) ms)" }

    static func threadCPU() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1_000_000
    }
}
