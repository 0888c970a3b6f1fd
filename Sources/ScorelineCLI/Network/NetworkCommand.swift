import ArgumentParser
import CommandBasics
import FoundationEssentials
import Hotspot
import Settings

/// `scoreline network`: the box's own Wi-Fi (docs/network.md, ADR 051). Wiring only: the
/// work is `HotspotCommands`'.
struct NetworkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "network", abstract: "Show how a phone joins the box's hotspot, or make a new passphrase for it.",
        subcommands: [Show.self, Rotate.self], defaultSubcommand: Show.self)

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "The hotspot's network name, passphrase (made now if there is none), the kiosk's name and page.")

        @OptionGroup var options: KioskConfigOption

        func run() throws {
            let config = try options.load()
            try NetworkCommand.say { () throws(HotspotFailure) in
                try HotspotCommands.show(settings: config.network, dataDirectory: config.dataDirectory, port: config.remote?.port ?? 8080)
            }
        }
    }

    struct Rotate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rotate", abstract: "Make and store a new hotspot passphrase; a running hotspot restarts with it and phones must join again.")

        @OptionGroup var options: KioskConfigOption

        func run() throws {
            let config = try options.load()
            try NetworkCommand.say { () throws(HotspotFailure) in
                try HotspotCommands.rotate(settings: config.network, dataDirectory: config.dataDirectory,
                                           control: NetworkManagerHotspot(interface: config.network.interface))
            }
        }
    }

    static func say(_ body: () throws(HotspotFailure) -> String) throws {
        do throws(HotspotFailure) { StandardStream.output.write(Data(try body().utf8)) } catch { throw CommandFailure(error.description) }
    }
}
