import FoundationEssentials
import LocalDays
import MatchEngine
import Store

/// One correction from the edit page, decoded and checked (the engine checks it against the
/// match when it is applied): an action for the journal (rename a player, amend a wicket,
/// badminton's minus) or a change to what is around the match (title, date, notes).
public enum MatchEdit: Sendable, Equatable {
    /// `basedOn`: the journal seq the page showed; the session answers `stale` past it.
    case action(MatchAction, basedOn: Int?)
    case meta(MatchEditMeta)

    /// The lengths accepted: a name as a board shows one, a title as `matches list` does.
    public static let maxName = 60
    public static let maxTitle = 120
    public static let maxNotes = 2000

    static let types = ["renamePlayer", "amendWicket", "minus", "meta"]

    /// - Throws: a refusal naming the field, with what is accepted.
    public static func decode(_ bytes: [UInt8]) throws(MatchEditRefusal) -> MatchEdit {
        // "type" first: it says which keys the rest may be.
        let form = try MatchEditForm(bytes, accepted: nil)
        guard let type = try form.text("type", maxLength: 40) else { throw .bad(MatchEditMessages.missingType(types), field: "type") }
        let accepted: [String]
        switch type {
        case "renamePlayer": accepted = ["type", "basedOn", "from", "to", "team"]
        case "amendWicket": accepted = ["type", "basedOn", "batter", "kind", "fielder"]
        case "minus": accepted = ["type", "basedOn", "side"]
        case "meta": accepted = ["type", "title", "date", "notes"]
        default: throw .bad(MatchEditMessages.unknownType(type, types), field: "type")
        }
        try form.only(accepted)
        let basedOn = try form.integer("basedOn", in: 0...Int(Int32.max))
        switch type {
        case "renamePlayer":
            let from = try form.requiredText("from", maxLength: maxName)
            let to = try form.requiredText("to", maxLength: maxName)
            guard from != to else { throw .bad(MatchEditMessages.sameName, field: "to") }
            let team = try form.text("team", maxLength: maxName)
            return .action(.cricket(.renamePlayer(from: from, to: to, team: team)), basedOn: basedOn)
        case "amendWicket":
            let batter = try form.requiredText("batter", maxLength: maxName)
            let kindText = try form.requiredText("kind", maxLength: 40)
            guard let kind = DismissalKind(rawValue: kindText) else {
                throw .bad(MatchEditMessages.badKind(kindText, DismissalKind.allCases.map(\.rawValue)), field: "kind")
            }
            // "" clears the fielder (docs/actions.md).
            let fielder = try form.text("fielder", maxLength: maxName, allowEmpty: true)
            return .action(.cricket(.amendWicket(batter: batter, kind: kind, fielder: fielder)), basedOn: basedOn)
        case "minus":
            let sideText = try form.requiredText("side", maxLength: 2)
            guard let side = BadmintonSide(rawValue: sideText) else { throw .bad(MatchEditMessages.badSide(sideText), field: "side") }
            return .action(.badminton(.minus(side)), basedOn: basedOn)
        default:
            let change = MatchEditMeta(
                title: try form.text("title", maxLength: maxTitle),
                date: try form.text("date", maxLength: 10, allowEmpty: true),
                notes: try form.text("notes", maxLength: maxNotes, allowEmpty: true, multiline: true))
            if let date = change.date, !date.isEmpty, LocalDate(text: date) == nil {
                throw .bad(MatchEditMessages.badDate(date), field: "date")
            }
            guard change.title != nil || change.date != nil || change.notes != nil else {
                throw .bad(MatchEditMessages.nothingToChange, field: "title")
            }
            return .meta(change)
        }
    }
}

/// A change to a match's title, date or notes; nil leaves a field as it is, "" clears the
/// date or the notes.
public struct MatchEditMeta: Sendable, Equatable {
    public var title: String?
    public var date: String?
    public var notes: String?

    public init(title: String? = nil, date: String? = nil, notes: String? = nil) {
        self.title = title
        self.date = date
        self.notes = notes
    }

    /// Applies the change to the stored metadata.
    public func apply(to meta: inout MatchMeta) {
        if let title { meta.title = title }
        if let date { meta.date = date.isEmpty ? nil : date }
        if let notes { meta.notes = notes.isEmpty ? nil : notes }
    }
}
