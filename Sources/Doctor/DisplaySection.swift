import Displays
import Settings

/// DRM cards with their connectors and modes, and fbdev devices, from sysfs.
enum DisplaySection {
    static let title = "Displays"

    static func build(_ env: DoctorEnvironment, display: ScorelineConfig.Display) -> DoctorReport.Section {
        let found = DisplayInventory.read(sysRoot: env.sysRoot, devRoot: env.devRoot, layout: env.framebufferLayout)
        var lines: [DoctorReport.Line] = []
        if found.cards.isEmpty {
            lines.append(.warning(DoctorMessages.noCards))
        }
        for card in found.cards {
            lines.append(card.deviceNode
                ? .info(DoctorMessages.card(card.name, driver: card.driver, node: true))
                : .warning(DoctorMessages.card(card.name, driver: card.driver, node: false)))
            for connector in card.connectors {
                lines.append(.info(DoctorMessages.connector(connector), detail: true))
                if connector.isConnected, connector.modes.isEmpty {
                    lines.append(.warning(DoctorMessages.noModes(connector.name), detail: true))
                }
            }
        }
        if !found.cards.isEmpty, !found.cards.contains(where: { $0.connectors.contains(where: \.isConnected) }) {
            lines.append(.warning(DoctorMessages.noScreenConnected))
        }
        if let choice = DoctorDisplayChoice.wouldChoose(found.cards, display: display) {
            lines.append(.info(choice))
        }
        if found.framebuffers.isEmpty {
            lines.append(.info(DoctorMessages.noFramebuffers))
        }
        for fb in found.framebuffers {
            // A layout the kiosk cannot draw matters when fbdev is what `auto` would use.
            if let layout = fb.layout, layout.format == nil {
                let text = DoctorMessages.framebufferRefused(fb, layout: layout)
                lines.append(found.cards.isEmpty ? .warning(text) : .info(text))
            } else {
                lines.append(.info(DoctorMessages.framebuffer(fb)))
            }
        }
        return DoctorReport.Section(title: title, lines: lines)
    }
}
