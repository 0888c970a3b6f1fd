import Foundation
import MatchEngine
import Testing
@testable import Renderer

/// The board shows how to join (docs/network.md, ADR 050): the idle board's two codes and a
/// page's corner code at every size the issue names, each golden read back with `zbarimg`
/// (Debian's zbar-tools, `SCORELINE_SETUP=test script/setup`), and the LED panels' words.
@Suite("The board shows how to join")
struct JoinGoldenTests {
    /// A board name with every character the `WIFI:` format escapes (31 bytes: an SSID holds 32).
    static let join = JoinDetails(
        wifi: JoinWifi(ssid: #"Smith's "Oval"; Nets, 1:2 \ End"#, passphrase: "4xq7-pk2m-w9rd"),
        pairingURL: "http://scoreline.local:8080/pair?code=481209", hostName: "scoreline.local", address: "http://10.42.0.1:8080")
    /// Escaped by hand: `"` → `\"`, `;` → `\;`, `,` → `\,`, `:` → `\:`, `\` → `\\`.
    static let wifiText = #"WIFI:T:WPA;S:Smith's \"Oval\"\; Nets\, 1\:2 \\ End;P:4xq7-pk2m-w9rd;;"#
    static let pairText = "http://scoreline.local:8080/pair?code=481209"

    static let idleBase = IdleBoard.build(venue: "Riverside Cricket Ground", next: nil, setup: .phone(origins: ["http://10.42.0.1:8080"]))
    /// The big screen's idle board, as the session makes it.
    static let idle = idleBase.withJoinText(join, phonePaired: false).withJoinCodes(join, phonePaired: false)

    static let sizes: [PixelSize] = [
        .init(width: 1920, height: 1080), .init(width: 1280, height: 720), .init(width: 800, height: 480), .init(width: 480, height: 320),
        .init(width: 1080, height: 1920), .init(width: 320, height: 480),
    ]

    static func page() throws -> Scoreboard {
        try RenderSupport.board("cricket-batting").withJoinCodes(join, phonePaired: true)
    }

    /// The page sizes, each with whether its corner holds a code: a strip for a code of 3-pixel
    /// modules is 41 × 3 = 123 pixels (version 4, 33 modules and the quiet zone), more than a
    /// quarter of a 480- or 320-pixel-high screen, which show the caption alone.
    static let pageCases: [(PixelSize, Bool)] = [
        (.init(width: 1920, height: 1080), true), (.init(width: 1280, height: 720), true), (.init(width: 1080, height: 1920), true),
        (.init(width: 800, height: 480), false), (.init(width: 480, height: 320), false),
    ]

    @Test(arguments: sizes)
    func theIdleBoardMatchesItsGolden(_ size: PixelSize) throws {
        try RenderSupport.compareGolden(Self.idle, size: size, golden: "join-idle-\(size)")
    }

    @Test(arguments: sizes)
    func theIdleGoldensCodesReadBackAsWhatWasEncoded(_ size: PixelSize) throws {
        let decoded = try Self.zbarimg(RenderSupport.goldenDir.appendingPathComponent("join-idle-\(size).png").path)
        #expect(decoded.sorted() == [Self.pairText, Self.wifiText].sorted())
    }

    @Test(arguments: pageCases)
    func thePagesCornerMatchesItsGoldenAndReadsBack(_ size: PixelSize, _ hasCode: Bool) throws {
        try RenderSupport.compareGolden(try Self.page(), size: size, golden: "join-page-\(size)")
        let decoded = try Self.zbarimg(RenderSupport.goldenDir.appendingPathComponent("join-page-\(size).png").path)
        #expect(decoded == (hasCode ? [Self.pairText] : []))
    }

    /// Whole-pixel modules, at least `QRSymbol.minimumModule`, and the quiet zone kept: the
    /// square is exactly span × module pixels inside its region, and its 4-module border is
    /// all light in the painted frame.
    static let boardCases: [(String, PixelSize)] = sizes.map { ("idle", $0) } + pageCases.map { ("page", $0.0) }

    @Test(arguments: boardCases)
    func everyCodeIsWholePixelModulesWithItsQuietZone(_ name: String, _ size: PixelSize) throws {
        let board = name == "idle" ? Self.idle : try Self.page()
        let hasCode = name == "idle" || Self.pageCases.contains { $0.0 == size && $0.1 }
        let renderer = try RenderSupport.renderer()
        let codes = renderer.layout(board, size: size).regions.compactMap { region -> (Rect, QRSymbol, Rect, Int)? in
            guard case .qr(let symbol, let square, let module) = region.content else { return nil }
            return (region.rect, symbol, square, module)
        }
        let expected = board.layout == .idle ? 2 : (hasCode ? 1 : 0)
        #expect(codes.count == expected)
        let canvas = Canvas(width: size.width, height: size.height)
        renderer.paint(board, into: canvas)
        for (region, symbol, square, module) in codes {
            #expect(module >= 3)
            #expect(square.width == symbol.span * module && square.height == square.width)
            #expect(square.intersection(region) == square)
            let zone = QRSymbol.quietZone * module
            var dark = 0
            for y in square.y..<square.maxY {
                for x in square.x..<square.maxX {
                    let inner = x >= square.x + zone && x < square.maxX - zone && y >= square.y + zone && y < square.maxY - zone
                    if !inner, canvas[x, y] & 0xFFFFFF != 0xFFFFFF { dark += 1 }
                }
            }
            #expect(dark == 0, "\(size): \(dark) pixels of the quiet zone are not light")
        }
    }

    /// An LED panel cannot show a readable code: the network's name and the address in words,
    /// on the live board the panel is given.
    @Test(arguments: [PixelSize(width: 64, height: 32), PixelSize(width: 192, height: 64)])
    func anLEDPanelShowsTheNameAndAddressInWords(_ size: PixelSize) throws {
        let live = Self.idleBase.withJoinText(Self.join, phonePaired: false)
        try RenderSupport.compareGolden(live, size: size, golden: "join-led-\(size)")
        let regions = try RenderSupport.renderer().layout(live, size: size).regions
        let words = regions.filter { $0.key == "joinName" || $0.key == "joinAddress" }
        #expect(words.count == 2)
        for region in words {
            guard case .text(let text, _, _, _, _) = region.content else {
                Issue.record("\(region.key.rawValue) is not drawn as text at \(size)")
                continue
            }
            #expect([#"WiFi Smith's "Oval"; Nets, 1:2 \ End"#, "scoreline.local"].contains(text))
        }
        // Given the big screen's board, a panel still draws no code: it has no slot for one.
        let big = try RenderSupport.renderer().layout(Self.idle, size: size).regions
        #expect(!big.contains { if case .qr = $0.content { true } else { false } })
    }

    /// What `zbarimg` reads from the PNG at `path`, one entry per code; none is an empty list.
    static func zbarimg(_ path: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["zbarimg", "--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", path]
        let output = Pipe()
        process.standardOutput = output
        // zbarimg asks D-Bus about a camera it does not use and says so on its error stream.
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // 4: no code found; 127: env found no zbarimg (install zbar-tools).
        #expect(process.terminationStatus == 0 || process.terminationStatus == 4, "zbarimg exited \(process.terminationStatus): SCORELINE_SETUP=test script/setup installs zbar-tools")
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
}
