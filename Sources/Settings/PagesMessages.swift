import LocalDays
import Renderer

/// Every sentence about the config's `[pages]` section.
enum PagesMessages {
    static var pageNames: String {
        "one of " + PagesConfig.cycleNames.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
    }
    static let folder = "a folder's path, such as \"/srv/sponsors\""
    static let sponsorTables = "sponsor tables, each under its own [[pages.sponsor]] header with image = \"acme.png\""
    static let imageNeeded = "is needed: the image's file name in the sponsors folder, such as \"acme.png\"."
    static let imageName = "a file name in the sponsors folder, such as \"acme.png\" (no \"/\", not starting with \".\")"
    static let dateForm = "a local date such as 2026-05-01 (year, month and day; no time)"

    static func repeated(_ name: String) -> String {
        "\"\(name)\" is already in the cycle; each page appears once (sponsors take turns by themselves)."
    }

    static func untilBeforeFrom(from: LocalDate, until: LocalDate) -> String {
        "must not be before from (\(from)); found \(until), so this sponsor would never show."
    }

    /// One rule for a sponsor's file name, the renderer's: the config refuses what the screen
    /// would refuse.
    static func isPlainFileName(_ name: String) -> Bool {
        FolderImageShelf.isPlainName(name)
    }
}
