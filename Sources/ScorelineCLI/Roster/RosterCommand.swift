import ArgumentParser
import CommandBasics
import Images

/// `scoreline roster photo set|clear`: a player's photo or a team's logo (ADR 053), all in `RosterPictures`.
struct RosterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "roster", abstract: "The roster's pictures: players' photos, teams' logos.", subcommands: [Photo.self])
    struct Photo: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "photo", abstract: "set ID FILE: a JPEG or PNG as player ID's photo (p1…) or team ID's logo (t1…), upright, resized, without its metadata. clear ID: forget it.")
        @OptionGroup var data: DataDirectoryOption
        @Argument(help: "set or clear.") var action: String
        @Argument(help: "The player's or team's id (p1, t1…).") var id: String
        @Argument(help: "The picture file, for set (a JPEG or a PNG, at most 20 MB).") var file: String?
        func run() throws { do throws(RosterPictureError) { StandardStream.output.write(try RosterPictures(root: data.path).run(action, id: id, file: file)) } catch { throw CommandFailure(error.description) } }
    }
}
