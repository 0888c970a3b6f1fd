@testable import Displays
import Foundation
import Testing
@testable import Renderer

/// The card, connector and mode the DRM display takes, from recorded resource descriptions
/// (Tests/Fixtures/displays): the policy is pure, so every choice is checked without a screen.
@Suite("Display selection")
struct DisplaySelectionTests {
    struct Fixture: Decodable {
        var about: String
        var cards: [CardDescription]
    }

    static func cards(_ name: String) throws -> [CardDescription] {
        let url = RenderSupport.root.appendingPathComponent("Tests/Fixtures/displays/\(name).json")
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url)).cards
    }

    static func choice(_ fixture: String, _ request: DisplayRequest = DisplayRequest()) throws -> DisplayChoice {
        let outcome = DisplaySelection.choose(try cards(fixture), request)
        guard case .chosen(let choice) = outcome else {
            Issue.record("expected a choice, got \(outcome)")
            throw CancellationError()
        }
        return choice
    }

    @Test func aFourKTelevisionGetsTenEightyAtSixtyNotFourKAtThirty() throws {
        let choice = try Self.choice("tv-4k")
        #expect(choice.description == "/dev/dri/card1 HDMI-A-1 1920x1080@60 (the preferred 3840x2160@30 is above max_mode 1920x1080; the largest mode within max_mode at its highest refresh)")
        #expect(choice.modeIndex == 8)
    }

    @Test func aRaisedCapTakesThePreferredFourKMode() throws {
        let choice = try Self.choice("tv-4k", DisplayRequest(maxMode: PixelSize(width: 3840, height: 2160)))
        #expect(choice.mode == ModeDescription(width: 3840, height: 2160, refresh: 30, preferred: true))
        #expect(choice.modeReason == "preferred mode")
    }

    /// Recorded in the VM rig (qemu's VGA with bochs-drm), where the DRM output is tested.
    @Test func theVirtualMachinesScreen() throws {
        #expect(try Self.choice("qemu-bochs").description == "/dev/dri/card0 Virtual-1 1280x720@75 (preferred mode)")
        #expect(try Self.choice("qemu-bochs", DisplayRequest(maxMode: PixelSize(width: 1024, height: 768))).mode.description == "1024x768@60")
    }

    @Test func thePiFourSkipsTheGPUWithoutOutputs() throws {
        let choice = try Self.choice("pi4-two-cards")
        #expect(choice.card == "/dev/dri/card1")
        #expect(choice.driver == "vc4")
        #expect(choice.connector == "HDMI-A-1")
        #expect(choice.description == "/dev/dri/card1 HDMI-A-1 1920x1080@60 (preferred mode)")
        #expect(choice.cardReason == "the first card with a connected screen (/dev/dri/card0 (v3d): no display outputs)")
        #expect(choice.connectorReason == "the connected connector")
    }

    @Test func nothingConnectedIsWaitingNotAnError() throws {
        let outcome = DisplaySelection.choose(try Self.cards("no-screen"), DisplayRequest())
        #expect(outcome == .waiting(
            "no connected screen; cards: /dev/dri/card0 (v3d): no display outputs; /dev/dri/card1 (vc4): HDMI-A-1 (disconnected), HDMI-A-2 (disconnected)"))
        #expect(DisplaySelection.choose([], DisplayRequest()) == .waiting("no connected screen; no DRM card (nothing in /dev/dri)"))
    }

    @Test func theUserPicksTheConnectorAndTheMode() throws {
        let request = DisplayRequest(connector: "HDMI-A-2", mode: ModeRequest(width: 1920, height: 1080, refresh: 50))
        let choice = try Self.choice("pi4-two-screens", request)
        #expect(choice.description == "/dev/dri/card1 HDMI-A-2 1920x1080@50 (display.mode)")
        #expect(choice.connectorReason == "display.connector")
        #expect(choice.modeIndex == 10)

        // Without a refresh the highest progressive one wins; a mode above the cap is allowed
        // when asked for by name.
        #expect(try Self.choice("pi4-two-screens", DisplayRequest(connector: "HDMI-A-2", mode: ModeRequest(width: 1920, height: 1080))).mode.refresh == 60)
        #expect(try Self.choice("tv-4k", DisplayRequest(mode: ModeRequest(parsing: "3840x2160"))).mode == ModeDescription(width: 3840, height: 2160, refresh: 30, preferred: true))
        // Two screens and no override: the first connected one.
        #expect(try Self.choice("pi4-two-screens").connectorReason == "the first of 2 connected connectors")
    }

    @Test func aModeTheScreenDoesNotOfferFallsBackAndSaysSo() throws {
        let choice = try Self.choice("pi4-two-cards", DisplayRequest(mode: ModeRequest(width: 1366, height: 768)))
        #expect(choice.mode.description == "1920x1080@60")
        #expect(choice.modeReason.hasPrefix("display.mode 1366x768 is not offered by HDMI-A-1 (it offers 1920x1080@60, 1920x1080@50, 1680x1050@60,"))
        #expect(choice.modeReason.hasSuffix("); preferred mode"))
    }

    @Test func anUnknownConnectorIsAnErrorListingWhatExists() throws {
        let outcome = DisplaySelection.choose(try Self.cards("pi4-two-cards"), DisplayRequest(card: "/dev/dri/card1", connector: "HDMI-A-3"))
        #expect(outcome == .failed(DisplayError(
            device: "/dev/dri/card1",
            reason: "has no connector HDMI-A-3 (display.connector); its connectors are HDMI-A-1 (connected), HDMI-A-2 (disconnected)")))
        // Without a card named, every card's connectors are listed.
        let anyCard = DisplaySelection.choose(try Self.cards("pi4-two-cards"), DisplayRequest(connector: "DP-1"))
        #expect(anyCard == .failed(DisplayError(
            device: "DP-1",
            reason: "no card has this connector (display.connector); the connectors are /dev/dri/card1: HDMI-A-1 (connected), HDMI-A-2 (disconnected)")))
    }

    @Test func aNamedConnectorThatIsUnpluggedIsWaited() throws {
        let outcome = DisplaySelection.choose(try Self.cards("pi4-two-cards"), DisplayRequest(connector: "HDMI-A-2"))
        #expect(outcome == .waiting("HDMI-A-2 (display.connector) on /dev/dri/card1 is disconnected"))
    }

    @Test func aNamedCardIsWaitedForOrRefusedWhenItHasNoOutputs() throws {
        let cards = try Self.cards("pi4-two-cards")
        // Its driver may load later: wait, and say what is there.
        guard case .waiting(let why) = DisplaySelection.choose(cards, DisplayRequest(card: "/dev/dri/card2")) else {
            Issue.record("an absent card should be waited for")
            return
        }
        #expect(why.hasPrefix("/dev/dri/card2 (display.card) is not there yet; cards: /dev/dri/card0 (v3d): no display outputs; /dev/dri/card1 (vc4): HDMI-A-1 (connected)"))
        #expect(DisplaySelection.choose(cards, DisplayRequest(card: "/dev/dri/card0")) == .failed(DisplayError(
            device: "/dev/dri/card0", reason: "has no display outputs (driver v3d) (display.card); cards with outputs: /dev/dri/card1 (vc4)")))
        #expect(try Self.choice("pi4-two-cards", DisplayRequest(card: "/dev/dri/card1")).cardReason == "display.card")
    }

    @Test func interlacedModesLoseToProgressiveOnes() {
        let connector = ConnectorDescription(name: "HDMI-A-1", state: .connected, modes: [
            ModeDescription(width: 1920, height: 1080, refresh: 60, preferred: true, interlaced: true),
            ModeDescription(width: 1920, height: 1080, refresh: 50),
            ModeDescription(width: 1280, height: 720, refresh: 60),
        ])
        let chosen = DisplaySelection.chooseMode(connector, DisplayRequest())
        #expect(chosen?.0 == 1)
        #expect(chosen?.1 == "the preferred 1920x1080i@60 is interlaced; the largest mode within max_mode at its highest refresh")
    }

    @Test func thePanelsOrientationDoesNotMatterToTheCap() {
        let portrait = ConnectorDescription(name: "DSI-1", state: .connected, modes: [ModeDescription(width: 1080, height: 1920, refresh: 60, preferred: true)])
        #expect(DisplaySelection.chooseMode(portrait, DisplayRequest())?.1 == "preferred mode")
        let huge = ConnectorDescription(name: "DP-1", state: .connected, modes: [
            ModeDescription(width: 5120, height: 2880, refresh: 60, preferred: true), ModeDescription(width: 2560, height: 1440, refresh: 60),
            ModeDescription(width: 2560, height: 1440, refresh: 120),
        ])
        #expect(DisplaySelection.chooseMode(huge, DisplayRequest())?.0 == 2)
        #expect(DisplaySelection.chooseMode(huge, DisplayRequest())?.1 == "the preferred 5120x2880@60 is above max_mode 1920x1080; no mode fits within max_mode 1920x1080: the smallest offered")
    }

    @Test func connectorsAreNamedAsTheKernelNamesThem() {
        #expect(ConnectorDescription.name(type: 11, typeId: 1) == "HDMI-A-1")
        #expect(ConnectorDescription.name(type: 15, typeId: 1) == "Virtual-1")
        #expect(ConnectorDescription.name(type: 10, typeId: 2) == "DP-2")
        #expect(ConnectorDescription.name(type: 99, typeId: 1) == "Unknown-1")
    }

    @Test func modeRequestsParse() {
        #expect(ModeRequest(parsing: "1920x1080") == ModeRequest(width: 1920, height: 1080))
        #expect(ModeRequest(parsing: "1920x1080@50") == ModeRequest(width: 1920, height: 1080, refresh: 50))
        for bad in ["1920", "1920x1080@", "1920x1080@fast", "big", "1920x1080@50@60", "8x8"] { #expect(ModeRequest(parsing: bad) == nil, "\(bad)") }
    }

    @Test func descriptionsRoundTripThroughJSON() throws {
        let cards = try Self.cards("tv-4k")
        let again = try JSONDecoder().decode([CardDescription].self, from: JSONEncoder().encode(cards))
        #expect(again == cards)
    }
}
