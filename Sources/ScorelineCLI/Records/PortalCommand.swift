import ArgumentParser
import CommandBasics
import FoundationEssentials
import Records
import Remote
import SeasonPortal
import Session

/// `scoreline portal`: the season portal, a folder of static pages that opens from a USB stick
/// with no network (docs/records.md).
struct PortalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "portal",
        abstract: "Write the season portal: results, scorecards, careers, the table and charts, as static pages that work offline.")

    @OptionGroup var data: DataDirectoryOption
    @OptionGroup var filter: RecordsFilterOptions

    @Option(help: "The folder to write (made if missing; a folder with other files in it is refused).")
    var out: String

    @Option(help: "The site's title, e.g. the club's name.")
    var title: String = SeasonPortal.defaultTitle

    func run() throws {
        let archive = try ArchiveReader(store: data.store, calendar: filter.calendar()).read()
        try filter.check(against: archive)
        let matches = filter.records.apply(archive.matches)
        let seasons = archive.seasons.filter { season in matches.contains { $0.season == season } }
        let templates = try PortalTemplates(directory: WebAssets.locate() + "/portal")
        var portal = SeasonPortal(templates: templates)
        let files = portal.build(matches, seasons: seasons, title: title)
        try PortalFolder(path: out).write(files)
        StandardStream.output.write(Data(PortalCommandMessages.wrote(files.count, matches: matches.count, seasons: seasons, out: out).utf8))
        for skipped in archive.skipped {
            StandardStream.error.write(Data(StatsMessages.skipped(skipped.matchId, why: skipped.why).utf8))
        }
    }
}

/// The output folder: made when missing; refused when it holds files that are not a portal's,
/// so a mistyped `--out ~` never scatters pages among someone's documents.
struct PortalFolder {
    let path: String

    func write(_ files: [SeasonPortal.File]) throws {
        let fm = FileManager.default
        if fm.fileExists(atPath: path) {
            guard let present = try? fm.contentsOfDirectory(atPath: path) else { throw CommandFailure(PortalCommandMessages.notAFolder(path)) }
            if !present.isEmpty && !present.contains("portal.css") {
                throw CommandFailure(PortalCommandMessages.folderInUse(path))
            }
            // Pages of an earlier build that this one does not write (a match since deleted)
            // would leave dead links behind: they go.
            let names = Set(files.map(\.name))
            for name in present where name.hasSuffix(".html") && !names.contains(name) {
                try? fm.removeItem(atPath: path + "/" + name)
            }
        } else {
            do {
                try fm.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure(PortalCommandMessages.cannotWrite(path, why: "\(error)"))
            }
        }
        for file in files {
            let target = path + "/" + file.name
            // Written in place, not through a temporary file each: a page cut short by a power
            // cut is rewritten whole by the next build, and the site is only ever a copy.
            do {
                try Data(file.bytes).write(to: URL(fileURLWithPath: target))
            } catch {
                throw CommandFailure(PortalCommandMessages.cannotWrite(target, why: "\(error)"))
            }
        }
    }
}

enum PortalCommandMessages {
    static func wrote(_ files: Int, matches: Int, seasons: [String], out: String) -> String {
        "wrote \(files) files for \(matches) matches (\(seasons.isEmpty ? "no seasons" : "seasons " + seasons.joined(separator: ", "))) to \(out); open \(out)/index.html\n"
    }
    static func notAFolder(_ path: String) -> String { "--out: \(path) is a file, not a folder; name a new folder, e.g. --out site." }
    static func folderInUse(_ path: String) -> String {
        "--out: \(path) already holds files that are not a portal's; name a new or empty folder, or an earlier portal's."
    }
    static func cannotWrite(_ path: String, why: String) -> String { "Cannot write \(path): \(why)." }
}
