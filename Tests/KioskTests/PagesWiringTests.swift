import Foundation
import LocalDays
import Logging
import MatchEngine
import Renderer
import Session
import Settings
import Testing
@testable import Kiosk
@testable import Store

/// The kiosk's side of `[pages]`: sponsors' images checked in the sponsors folder (one missing
/// or not a PNG is logged by its path and left out, never stopping the kiosk), a reload that
/// changes `[pages]` applied at once (`render --page`: RenderPageTests).
@Suite struct PagesWiringTests {
    /// The repository's root, three folders up from this file.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]

    static func folder() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-pages-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/sponsors", withIntermediateDirectories: true)
        return root
    }

    @Test func aMissingOrBrokenSponsorImageIsLoggedByItsPathAndLeftOut() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // A real PNG (the renderer's fixture logo), a GIF named .png, and a truncated PNG.
        let logo = Self.repository.appendingPathComponent("Tests/Fixtures/images/riverside-dairy.png").path
        try FileManager.default.copyItem(atPath: logo, toPath: root + "/sponsors/acme.png")
        try Data("GIF89a".utf8).write(to: URL(fileURLWithPath: root + "/sponsors/brew.png"))
        try Data(Self.png).write(to: URL(fileURLWithPath: root + "/sponsors/cut.png"))
        var pages = PagesConfig()
        pages.mode = .auto
        pages.sponsors = [.init(image: "acme.png"), .init(image: "brew.png"), .init(image: "cut.png"),
                          .init(image: "gone.png", until: LocalDate(year: 2027, month: 1, day: 1))]
        let log = ConfigReloadTests.Captured()
        let shelf = FolderImageShelf(folder: pages.sponsorsFolder(dataDirectory: root))
        let config = SponsorFolder.cycleConfig(pages, shelf: shelf, logger: Logger(label: "test") { _ in log })
        #expect(config.mode == .auto)
        #expect(config.sponsors == [PageCycle.Sponsor(image: "acme.png")])
        #expect(log.messages.contains("info: sponsors: \(root)/sponsors holds acme.png, brew.png, cut.png."))
        for bad in ["brew.png", "cut.png"] {
            #expect(log.messages.contains { $0.hasPrefix("warning: sponsors: Cannot show the image \(root)/sponsors/\(bad): ") && $0.hasSuffix(" This sponsor is left out.") },
                    "\(log.messages)")
        }
        #expect(log.messages.contains { $0.hasPrefix("warning: sponsors: \(root)/sponsors/gone.png is not there; this sponsor is left out.") })
    }

    @Test func noSponsorsFolderMeansNoSponsorSlidesAndTheKioskGoesOn() throws {
        var pages = PagesConfig()
        pages.mode = .auto
        pages.sponsorsFolder = "/nonexistent/sponsors"
        pages.sponsors = [.init(image: "acme.png")]
        let log = ConfigReloadTests.Captured()
        let shelf = FolderImageShelf(folder: pages.sponsorsFolder(dataDirectory: "/var/lib/scoreline"))
        let config = SponsorFolder.cycleConfig(pages, shelf: shelf, logger: Logger(label: "test") { _ in log })
        #expect(config.sponsors.isEmpty)
        #expect(config.cycle == PagesConfig.defaultCycle)
        #expect(log.messages.contains { $0.hasPrefix("warning: sponsors: cannot read the folder /nonexistent/sponsors") })
    }

    @Test func aReloadChangingPagesIsAppliedAtOnce() throws {
        let (root, file, config, kiosk) = try ConfigReloadTests.venueKiosk()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try kiosk.start()
        let reload = ConfigReload(path: file, config: config, session: kiosk, inputs: nil, presetOverride: nil)
        try ConfigReloadTests.write("[display]\nvenue = \"Riverside Oval\"\n[pages]\nmode = \"auto\"\ncycle = [\"bowling\"]\nmainSeconds = 4\n", to: file)
        #expect(reload.reload() == .applied(live: ["pages"], atRestart: []))
        #expect(kiosk.pages == PageCycle.Config(mode: .auto, cycle: [.bowling], mainSeconds: 4))
        // The same file again: nothing to apply.
        #expect(reload.reload() == .applied(live: [], atRestart: []))
    }
}
