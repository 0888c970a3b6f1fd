import FoundationEssentials

/// A match with placeholder names, for trying a box's wiring (`scoreline debug inputs`): its
/// newMatch line written by the engine's one encoder, so it reads as every other record does.
public enum PlaceholderMatch {
    /// The newMatch line of a `sport` match called `matchId`; nil for a sport the engine does
    /// not know.
    public static func newMatch(sport: String, matchId: String) -> Data? {
        switch sport {
        case CricketSession.sport:
            Data(LineEncoder.encode(Cricket(matchId: matchId)).utf8)
        case BadmintonSession.sport:
            Data(LineEncoder.encode(Badminton(matchId: matchId)).utf8)
        default:
            nil
        }
    }

    private struct Side: Encodable { let name: String }

    /// Twenty overs a side, Home against Away.
    private struct Cricket: Encodable {
        let type = "newMatch", sport = CricketSession.sport
        let matchId: String
        let teams = [Side(name: "Home"), Side(name: "Away")]
        let rules = Rules()
        struct Rules: Encodable { let oversPerInnings = 20 }
    }

    /// BWF's 21 points, side A serving first.
    private struct Badminton: Encodable {
        let type = "newMatch", sport = BadmintonSession.sport, format = "bwf21"
        let matchId: String
        let sides = [Side(name: "Side A"), Side(name: "Side B")]
        let firstServer = Server()
        struct Server: Encodable { let side = "A" }
    }
}
