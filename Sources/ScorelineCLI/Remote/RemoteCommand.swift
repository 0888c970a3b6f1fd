import ArgumentParser
import CommandBasics
import FoundationEssentials
import Remote

/// `scoreline remote`: the phones paired as scorers (docs/remote.md, ADR 027). Works beside a
/// running kiosk: it reads `tokens.json` again at its next request, so a revoke takes effect
/// at once.
struct RemoteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remote", abstract: "List and revoke the phones paired as scorers; lift a pairing lockout.",
        subcommands: [List.self, Revoke.self, Unlock.self], defaultSubcommand: List.self)

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "Every paired phone: its id, name, when it paired and when it was last used.")

        @OptionGroup var data: DataDirectoryOption

        func run() throws {
            try RemoteCommand.say { () throws(RemoteError) in try PairedPhones(dataDirectory: data.path).list() }
        }
    }

    struct Revoke: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "revoke", abstract: "Forget a paired phone: it can no longer score, even on the running kiosk, until it pairs again.")

        @Argument(help: "The phone's id, as scoreline remote list shows it (8 hex digits, or enough of its start).") var id: String
        @OptionGroup var data: DataDirectoryOption

        func run() throws {
            try RemoteCommand.say { () throws(RemoteError) in try PairedPhones(dataDirectory: data.path).revoke(id: id) }
        }
    }

    struct Unlock: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "unlock", abstract: "Lift every pairing lockout (too many wrong codes) on the running kiosk.")

        @OptionGroup var data: DataDirectoryOption

        func run() throws {
            try RemoteCommand.say { () throws(RemoteError) in try PairedPhones(dataDirectory: data.path).unlock() }
        }
    }

    /// The text `body` answers written out; a refusal becomes the command's failure, in its own words.
    static func say(_ body: () throws(RemoteError) -> String) throws {
        do throws(RemoteError) { StandardStream.output.write(Data(try body().utf8)) } catch { throw CommandFailure(error.description) }
    }
}
