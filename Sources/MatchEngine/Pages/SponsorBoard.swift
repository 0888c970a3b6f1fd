/// The sponsor slide's display model. The image is named, not carried: the board stays small
/// enough to send to any display, and each display reads the file from its own sponsors folder.
public enum SponsorBoard {
    /// `image` is the file's name inside the sponsors folder ("acme.png").
    public static func build(image: String) -> Scoreboard {
        Scoreboard(layout: .sponsor, fields: [BoardField("image", image, priority: BoardPriority.essential)])
    }
}
