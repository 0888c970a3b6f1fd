import FoundationEssentials
import Logging
import Renderer
import Session
import Settings

/// `[pages]` for the session: the config's cycle, with only the sponsors whose image is in the
/// sponsors folder and readable as a PNG. A missing or unreadable image is logged by its path
/// and left out; it never stops the kiosk (a sponsor slide is not worth a dark screen).
enum SponsorFolder {
    /// The cycle for `pages`, with the sponsors whose image `shelf` (the screen's sponsors
    /// folder, fixed at start) can decode; each image is decoded here, once, so a bad one is
    /// named in the log when the kiosk starts or reloads, not when its turn comes.
    static func cycleConfig(_ pages: PagesConfig, shelf: FolderImageShelf, logger: Logger) -> PageCycle.Config {
        let folder = shelf.folder
        var sponsors: [PageCycle.Sponsor] = []
        if !pages.sponsors.isEmpty, pages.mode == .auto, pages.cycle.contains(.sponsor) {
            let present = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted()
            if let present {
                logger.info("\(SponsorMessages.listed(folder, present))")
            } else {
                logger.warning("\(SponsorMessages.noFolder(folder))")
            }
            for sponsor in pages.sponsors {
                guard present?.contains(sponsor.image) ?? false else {
                    logger.warning("\(SponsorMessages.missing(folder + "/" + sponsor.image))")
                    continue
                }
                do {
                    try shelf.check(sponsor.image)
                } catch {
                    logger.warning("\(SponsorMessages.unusable(error.description))")
                    continue
                }
                sponsors.append(sponsor)
            }
        }
        let mode: PageCycle.Config.Mode = switch pages.mode {
        case .main: .main
        case .events: .events
        case .auto: .auto
        }
        return PageCycle.Config(
            mode: mode, cycle: pages.cycle, mainSeconds: pages.mainSeconds, pageSeconds: pages.pageSeconds,
            eventSeconds: pages.eventSeconds, sponsorSeconds: pages.sponsorSeconds, sponsors: sponsors)
    }
}

/// Every sentence about the sponsors folder.
enum SponsorMessages {
    static func listed(_ folder: String, _ files: [String]) -> String {
        files.isEmpty ? "sponsors: \(folder) is empty." : "sponsors: \(folder) holds \(files.joined(separator: ", "))."
    }
    static func noFolder(_ folder: String) -> String {
        "sponsors: cannot read the folder \(folder) (missing, or no permission); no sponsor slides will show. Make it, or set [pages] sponsorsFolder."
    }
    static func missing(_ path: String) -> String {
        "sponsors: \(path) is not there; this sponsor is left out. Copy the PNG there and reload (systemctl reload scoreline)."
    }
    static func unusable(_ reason: String) -> String {
        "sponsors: \(reason) This sponsor is left out."
    }
}
