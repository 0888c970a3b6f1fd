import MatchEngine

/// Picks the template for a layout, panel tier and orientation.
enum LayoutCatalog {
    struct Template {
        var name: String
        var box: LayoutBox
    }

    static func template(for layout: BoardLayout, tier: SizeTier, portrait: Bool) -> Template {
        let orientation = portrait ? "portrait" : "landscape"
        let name = "\(layout.rawValue)-\(tier.rawValue)-\(orientation)"
        let box: LayoutBox = switch layout {
        case .cricketBanner: tier == .tiny ? CricketLayouts.bannerTiny : CricketLayouts.banner(portrait: portrait)
        case .cricketBreak: CricketLayouts.innings(portrait: portrait, tier: tier)
        case .badmintonCourt: CourtLayouts.court(portrait: portrait, tier: tier)
        case .result: ResultLayouts.result(portrait: portrait, tier: tier)
        case .idle: ResultLayouts.idle(tier: tier, portrait: portrait)
        // Until the page templates land (issue 14), a page draws as the idle screen would.
        case .cricketBatting, .cricketFallOfWickets, .cricketBowling, .cricketPartnership, .cricketTarget,
             .cricketEvent, .badmintonGameSummary, .sponsor:
            ResultLayouts.idle(tier: tier, portrait: portrait)
        }
        return Template(name: name, box: box)
    }
}
