import FoundationEssentials

/// One thing a scorer (or a button box) records, typed, for any sport. `undo` is its own case
/// because it belongs to no sport's rules: `MatchHistory` takes actions back.
public enum MatchAction: Sendable, Equatable {
    case cricket(CricketAction)
    case badminton(BadmintonAction.Kind)
    case undo

    /// The sport whose rules read this action; `nil` for `undo`, which every sport takes.
    public var sport: String? {
        switch self {
        case .cricket: CricketSession.sport
        case .badminton: BadmintonSession.sport
        case .undo: nil
        }
    }
}

extension MatchAction {
    /// The journal line, written once by the engine's own encoder; `at` (ISO-8601 text)
    /// appended last when given, then its steady time and `"synced":false` when it has them
    /// (ADR 044). Keys keep their written order (`type` first), so a line
    /// reads as a scorer would type it and the same action always gives the same bytes.
    public func line(at: Timestamp?) -> Data {
        Data(lineText(at: at).utf8)
    }

    /// The journal line as text, for a caller that writes its UTF-8 bytes and keeps the text
    /// (the kiosk's journal path), so the line is not turned into Data and back.
    public func lineText(at: Timestamp?) -> String {
        LineEncoder.encode(Line(action: self, at: at))
    }

    /// The action's own fields, then `at`.
    private struct Line: Encodable {
        let action: MatchAction
        let at: Timestamp?

        private enum Keys: String, CodingKey { case type, at, steady, synced }

        func encode(to encoder: any Encoder) throws {
            switch action {
            case .cricket(let action): try action.encode(to: encoder)
            case .badminton(let kind): try kind.encode(to: encoder)
            case .undo:
                var c = encoder.container(keyedBy: Keys.self)
                try c.encode("undo", forKey: .type)
            }
            var c = encoder.container(keyedBy: Keys.self)
            try c.encodeIfPresent(at?.text, forKey: .at)
            try c.encodeIfPresent(at?.steady, forKey: .steady)
            if at?.unsynced == true { try c.encode(false, forKey: .synced) }
        }
    }
}
