/// The desk page's copy (docs/desk.md): its title and what a write answers.
enum DeskPageMessages {
    static let title = "The desk"
    static let notADesk = "This kiosk is not the hall's desk: the desk page is on the kiosk run with [desk] in its config."
    static let pairFirst = "Pair this device with the desk kiosk first (Pair this phone): only a paired device runs the desk."
    static let busy = "The desk is busy; try again in a moment."
    static func imported(_ count: Int) -> String { count == 1 ? "1 match imported." : "\(count) matches imported." }
    static func added(_ number: String) -> String { "Match \(number) added to the list." }
    static func called(_ number: String, court: Int) -> String { "Match \(number) sent to court \(court)." }
    static func uncalled(_ number: String) -> String { "Match \(number) taken back; it is waiting again." }
    static func walkover(_ number: String, winner: Int) -> String { "Match \(number): walkover, side \(winner) goes through." }
    static func corrected(_ number: String) -> String { "Match \(number)'s result corrected." }
    static func missing(_ field: String) -> String { "The field \"\(field)\" is missing." }
    static func unreadable(_ field: String?) -> String {
        field.map { "The field \"\($0)\" is not what the desk takes." } ?? "The request is not JSON the desk reads."
    }
}
