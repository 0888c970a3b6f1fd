/// The copy of the pairing requests' refusals: said to the person holding the phone.
enum PairMessages {
    static let codeMissing = "Type the 6-digit code the scoreboard shows."
    static let codeShape = "The code is 6 digits, as the scoreboard shows it."
    static func labelShape(_ limit: Int) -> String { "The phone's name is text of at most \(limit) characters." }
    static func tooLarge(_ limit: Int) -> String { "The request is larger than \(limit / 1024) KB; nothing was changed." }
    static let notJSON = "The request is not JSON; nothing was changed."
    static let notObject = "The request must be a JSON object ({…}); nothing was changed."
    static func unknownField(_ name: String, accepted: [String]) -> String {
        let list = accepted.isEmpty ? "no fields" : accepted.joined(separator: ", ")
        return "\"\(name)\" is not a field of this request; it takes \(list)."
    }
}
