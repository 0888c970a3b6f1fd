/// What the picture shelf logs (ADRs 053 and 055): once per picture, never every frame.
extension KioskMessages {
    static func pictureMissing(_ name: String) -> String {
        "images/\(name) is not in the data directory: the board shows no picture there (set it again with scoreline roster photo set)."
    }

    static func pictureOverBudget(_ name: String, budget: Int) -> String {
        "images/\(name) is not shown: the screen's images (sponsors and roster pictures) already fill their \(budget >= 1 << 20 ? "\(budget >> 20) MiB" : "\(budget >> 10) KiB")."
    }
}
