/// The seam for the DRM selection policy (which card, connector and mode `scoreline run`
/// would take, and why). That policy is being written with libdrm elsewhere; when it lands,
/// this returns its "would choose: …" line and the Displays section prints it as is.
enum DisplayChoice {
    static func wouldChoose(_ cards: [DisplayInventory.Card], display: ScorelineConfig.Display) -> String? {
        nil
    }
}
