import ArgumentParser
import CommandBasics
import FoundationEssentials
import Records
import Remote
import SeasonPortal
import Session
import Settings
import Store

/// `scoreline portal`: the season portal, a folder of static pages that opens from a USB stick
/// with no network (docs/records.md).
struct PortalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "portal",
        abstract: "Write the season portal: results, scorecards, careers, the table and charts, as static pages that work offline.")

    @OptionGroup var data: DataDirectoryOption
    @OptionGroup var filter: RecordsFilterOptions
    @Option(help: "The folder to write (made if missing; a folder with other files in it is refused).") var out: String
    @Option(help: "The site's title, e.g. the club's name.") var title: String = SeasonPortal.defaultTitle

    func run() throws {
        let archive = try ArchiveReader(store: data.store, calendar: filter.calendar()).read()
        try filter.check(against: archive)
        let matches = filter.records.apply(archive.matches)
        let seasons = archive.seasons.filter { season in matches.contains { $0.season == season } }
        let templates = try PortalTemplates(directory: WebAssets.locate() + "/portal")
        var portal = SeasonPortal(templates: templates)
        let pictures = data.store.sitePictures(matchIds: matches.map(\.matchId))
        let files = portal.build(matches, seasons: seasons, title: title,
                                 pictures: PortalPictures(players: pictures.players, teams: pictures.teams, matches: pictures.matches))
        try SiteFolder(path: out).write(files.map { ($0.name, $0.bytes) }, copying: pictures.files)
        StandardStream.output.write(Data(SiteFolderMessages.wrote(files.count, matches: matches.count, seasons: seasons, out: out).utf8))
        for skipped in archive.skipped {
            StandardStream.error.write(Data(StatsMessages.skipped(skipped.matchId, why: skipped.why).utf8))
        }
    }
}
