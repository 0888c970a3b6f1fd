/// What the picture shelf logs (ADR 053): once per picture, never every frame.
extension KioskMessages {
    static func pictureMissing(_ name: String) -> String {
        "images/\(name) is not in the data directory: the board shows no picture there (set it again with scoreline roster photo set)."
    }

    static func pictureOverBudget(_ name: String, budget: Int) -> String {
        "images/\(name) is not shown: the roster pictures already decoded fill their \(budget >> 20) MiB."
    }
}
