import MatchEngine
import Testing
@testable import Renderer

/// Colours follow roles through the theme; panels show fewer fields as they get smaller.
@Suite("Render themes and priorities")
struct ThemeTests {
    static func colours(of key: BoardKey, in board: Scoreboard, theme: Theme) throws -> Set<UInt32> {
        let size = PixelSize(width: 1280, height: 720)
        let canvas = try RenderSupport.render(board, size, theme: theme)
        let renderer = try RenderSupport.renderer(theme: theme)
        let rect = try #require(renderer.layout(board, size: size).regions.first { $0.key == key }?.rect)
        var seen: Set<UInt32> = []
        for y in rect.y..<rect.maxY { for x in rect.x..<rect.maxX { seen.insert(canvas[x, y]) } }
        return seen
    }

    /// The same text drawn with another role takes that role's colour, in either theme.
    @Test(arguments: [Theme.daylight, Theme.indoor])
    func roleChoosesTheColour(_ theme: Theme) throws {
        let board = try RenderSupport.board("cricket-banner")
        var asNotice = board
        let index = try #require(asNotice.fields.firstIndex { $0.key == "crr" })
        asNotice.fields[index].role = .notice
        #expect(try Self.colours(of: "crr", in: board, theme: theme).contains(theme.color(.normal)))
        let notice = try Self.colours(of: "crr", in: asNotice, theme: theme)
        #expect(notice.contains(theme.color(.notice)))
        #expect(!notice.contains(theme.color(.normal)))
    }

    /// Daylight is black, white and amber (and the light grey of muted lines): all but the
    /// antialiased edges of the glyphs are those colours, and every edge pixel is a blend of
    /// one of them with black (its channels keep that colour's proportions).
    @Test func daylightUsesItsPalette() throws {
        let canvas = try RenderSupport.render(try RenderSupport.board("cricket-banner"), PixelSize(width: 640, height: 360))
        let palette: [UInt32] = [0x000000, 0xFFFFFF, 0xFFB000, 0xD8D8D8]
        var exact = 0, blends = 0, others: Set<UInt32> = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let p = canvas[x, y]
                if palette.contains(p) {
                    exact += 1
                } else if Self.isBlendWithBlack(p, of: palette) {
                    blends += 1
                } else {
                    others.insert(p)
                }
            }
        }
        #expect(others.isEmpty, "not from the palette: \(others.prefix(5).map { String($0, radix: 16) })")
        #expect(exact * 100 >= (exact + blends) * 90)
    }

    /// Whether `p` is k × one of the palette colours (per channel, within rounding).
    static func isBlendWithBlack(_ p: UInt32, of palette: [UInt32]) -> Bool {
        let channels = [Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF)]
        return palette.contains { colour in
            let full = [Int(colour >> 16 & 0xFF), Int(colour >> 8 & 0xFF), Int(colour & 0xFF)]
            guard let lead = full.indices.max(by: { full[$0] < full[$1] }), full[lead] > 0 else { return false }
            let k = Double(channels[lead]) / Double(full[lead])
            return zip(channels, full).allSatisfy { abs(Double($0) - k * Double($1)) <= 2 }
        }
    }

    /// A small panel (here 400×240) drops the priority 4 and 5 lines; a TV keeps them.
    @Test func smallPanelDropsLowPriorities() throws {
        let board = try RenderSupport.board("cricket-banner")
        let renderer = try RenderSupport.renderer()
        func drawn(_ size: PixelSize) -> Set<BoardKey> {
            Set(renderer.layout(board, size: size).regions.filter { $0.content != .empty }.map(\.key))
        }
        let small = drawn(PixelSize(width: 400, height: 240))
        let tv = drawn(PixelSize(width: 1920, height: 1080))
        #expect(small.isDisjoint(with: ["extras", "partnership", "previousInnings", "oversLimit", "bowlingTeam"]))
        #expect(small.isSuperset(of: ["score", "overs", "need", "target", "batter1", "batter2", "bowler"]))
        #expect(tv.isSuperset(of: ["extras", "partnership", "previousInnings", "oversLimit", "bowlingTeam"]))
    }
}
