import ArgumentParser
import CommandBasics
import Hotspot

struct NetworkCommand: ParsableCommand { // `scoreline network` (docs/network.md): wiring only; the work is HotspotCommands'.
    static let configuration = CommandConfiguration(commandName: "network", abstract: "Show how a phone joins the box's hotspot, or make a new passphrase for it.",
                                                    subcommands: [Show.self, Rotate.self], defaultSubcommand: Show.self)
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "The hotspot's network, passphrase (made now if none), the kiosk's name and page.")
        @OptionGroup var options: KioskConfigOption
        func run() throws { let c = try options.load(); StandardStream.output.write(try HotspotCommands.show(c.network, c.dataDirectory, c.remote?.port)) }
    }
    struct Rotate: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Store a new hotspot passphrase; a running hotspot restarts with it and phones join again.")
        @OptionGroup var options: KioskConfigOption
        func run() throws { let c = try options.load(); StandardStream.output.write(try HotspotCommands.rotate(c.network, c.dataDirectory)) }
    }
}
