import FoundationEssentials
import Glibc
import Logging
import Session
import Settings

/// `[pages]` for the session: the config's cycle, with only the sponsors whose image is in the
/// sponsors folder and readable as a PNG. A missing or unreadable image is logged by its path
/// and left out; it never stops the kiosk (a sponsor slide is not worth a dark screen).
enum SponsorFolder {
    static func cycleConfig(_ pages: PagesConfig, dataDirectory: String, logger: Logger) -> PageCycle.Config {
        let folder = pages.sponsorsFolder(dataDirectory: dataDirectory)
        var sponsors: [PageCycle.Sponsor] = []
        if !pages.sponsors.isEmpty, pages.mode == .auto, pages.cycle.contains(.sponsor) {
            let present = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted()
            if let present {
                logger.info("\(SponsorMessages.listed(folder, present))")
            } else {
                logger.warning("\(SponsorMessages.noFolder(folder))")
            }
            for sponsor in pages.sponsors {
                let path = folder + "/" + sponsor.image
                if let problem = problem(path, exists: present?.contains(sponsor.image) ?? false) {
                    logger.warning("\(problem)")
                    continue
                }
                sponsors.append(PageCycle.Sponsor(image: sponsor.image, from: sponsor.from, until: sponsor.until))
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

    /// Why the image at `path` cannot be shown, or nil when it can: it must be a readable PNG.
    static func problem(_ path: String, exists: Bool) -> String? {
        guard exists else { return SponsorMessages.missing(path) }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return SponsorMessages.unreadable(path) }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: pngSignature.count)
        let count = head.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        // A folder named like an image fails the read (EISDIR): unreadable, not a PNG.
        guard count >= 0 else { return SponsorMessages.unreadable(path) }
        guard count == pngSignature.count, head == pngSignature else { return SponsorMessages.notPNG(path) }
        return nil
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
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
    static func unreadable(_ path: String) -> String {
        "sponsors: \(path) cannot be read (permissions?); this sponsor is left out."
    }
    static func notPNG(_ path: String) -> String {
        "sponsors: \(path) is not a PNG image; this sponsor is left out. Save it as PNG."
    }
}
