import Displays
import Settings

/// Which card, connector and mode `scoreline run` would take, and why: the kiosk's own
/// selection policy (`DisplaySelection`) run over what sysfs shows, so the doctor needs no
/// DRM access and never disturbs a running scoreboard.
///
/// sysfs lists mode names without refresh rates, in the kernel's order (preferred first): the
/// answer is exact for card, connector and size; between two refresh rates of one size the
/// kiosk takes the higher, which only `scoreline debug displays` (libdrm) can show.
enum DoctorDisplayChoice {
    static func wouldChoose(_ cards: [DisplayInventory.Card], display: ScorelineConfig.Display) -> String? {
        guard !cards.isEmpty else { return nil }
        switch DisplaySelection.choose(cards.map(describe), display.displayRequest) {
        case .chosen(let choice):
            return DoctorMessages.wouldChoose(card: choice.card, connector: choice.connector, mode: "\(choice.mode.width)x\(choice.mode.height)", why: choice.why)
        case .waiting(let why):
            return DoctorMessages.wouldWait(why)
        case .failed(let error):
            return DoctorMessages.wouldFail(error.description)
        }
    }

    static func describe(_ card: DisplayInventory.Card) -> CardDescription {
        CardDescription(
            path: "/dev/dri/\(card.name)", driver: card.driver ?? "", hasKMS: !card.connectors.isEmpty,
            connectors: card.connectors.map { c in
                ConnectorDescription(
                    name: c.name, state: ConnectorDescription.State(rawValue: c.status) ?? .unknown,
                    modes: c.modes.enumerated().compactMap { index, name in mode(name, preferred: index == 0) })
            })
    }

    /// "1920x1080" or "1920x1080i" (interlaced), as sysfs writes them.
    static func mode(_ name: String, preferred: Bool) -> ModeDescription? {
        let interlaced = name.hasSuffix("i")
        let parts = (interlaced ? String(name.dropLast()) : name).split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else { return nil }
        return ModeDescription(width: w, height: h, refresh: 0, preferred: preferred, interlaced: interlaced)
    }
}
