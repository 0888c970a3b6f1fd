import MatchEngine

/// Picks the template for a layout, panel tier and orientation.
enum LayoutCatalog {
    struct Template {
        var name: String
        var box: LayoutBox
    }

    /// `tiles`: how many court tiles a hall overview has (its grid depends on it).
    /// `photo`: the board has its subject's photo ready (the new-batter slide's own template).
    static func template(for layout: BoardLayout, size: PixelSize, tiles: Int = 0, photo: Bool = false) -> Template {
        let tier = SizeTier(size), portrait = size.isPortrait
        if tier == .tiny, let box = LEDLayouts.template(for: layout, shape: LEDShape(size)) {
            return Template(name: "\(layout.rawValue)-led-\(LEDShape(size))", box: box)
        }
        let orientation = portrait ? "portrait" : "landscape"
        let grid = layout == .hallOverview ? "-\(tiles)" : ""
        let name = "\(layout.rawValue)\(grid)-\(tier.rawValue)-\(orientation)\(photo ? "-photo" : "")"
        let box: LayoutBox = switch layout {
        case .cricketBanner: tier == .tiny ? CricketLayouts.bannerTiny : CricketLayouts.banner(portrait: portrait)
        case .cricketBreak: CricketLayouts.innings(portrait: portrait, tier: tier)
        case .badmintonCourt: CourtLayouts.court(portrait: portrait, tier: tier)
        case .result: ResultLayouts.result(portrait: portrait, tier: tier)
        case .idle: ResultLayouts.idle(tier: tier, portrait: portrait)
        case .cricketBatting: ScorecardLayouts.batting(portrait: portrait, tier: tier)
        case .cricketBowling: ScorecardLayouts.bowling(portrait: portrait, tier: tier)
        case .cricketFallOfWickets: ScorecardLayouts.fallOfWickets(portrait: portrait, tier: tier)
        case .cricketPartnership: PageLayouts.partnership(portrait: portrait, tier: tier)
        case .cricketTarget: PageLayouts.target(portrait: portrait, tier: tier)
        case .cricketEvent: photo ? EventLayouts.eventWithPhoto(portrait: portrait, tier: tier) : EventLayouts.event(portrait: portrait, tier: tier)
        case .badmintonGameSummary: EventLayouts.gameSummary(portrait: portrait, tier: tier)
        case .sponsor: PageLayouts.sponsor
        case .hallOverview: HallLayouts.overview(tiles: tiles, portrait: portrait, tier: tier, size: size)
        case .scoreBug: BugLayouts.bug(portrait: portrait, tier: tier)
        }
        return Template(name: name, box: box)
    }
}
