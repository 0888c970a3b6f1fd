/// A match's record as compact bytes, for the archive's result cache (issue 42, ADR 052): the
/// records page's first view decoded every match's record from JSON, three quarters of its
/// time at 5,000 matches. These bytes hold the same fields in a fixed order and read back
/// without a keyed decoder. They are a cache's, never an interchange format: a build that
/// changes the record raises `MatchDigest.format`, and older caches are folded again.
extension MatchRecord {
    public func bytes() -> [UInt8] {
        var w = RecordBytes.Writer()
        w.string(sport)
        w.int(sides.count)
        for side in sides {
            w.string(side.name)
            w.int(side.players.count)
            for player in side.players { w.string(player) }
        }
        switch outcome {
        case .inPlay: w.int(0)
        case .won(let side):
            w.int(1)
            w.int(side)
        case .tied: w.int(2)
        case .drawn: w.int(3)
        case .noResult: w.int(4)
        }
        w.optionalString(result)
        w.string(format.key)
        w.string(format.label)
        w.bool(cricket != nil)
        if let cricket {
            w.int(cricket.ballsPerOver)
            w.int(cricket.innings.count)
            for innings in cricket.innings { innings.write(to: &w) }
        }
        w.bool(badminton != nil)
        if let badminton {
            w.bool(badminton.doubles)
            w.int(badminton.games.count)
            for game in badminton.games {
                w.int(game.count)
                for points in game { w.int(points) }
            }
        }
        return w.bytes
    }

    /// The record `bytes()` wrote, or nil when the bytes do not read whole.
    public init?(bytes: [UInt8]) {
        var r = RecordBytes.Reader(bytes)
        guard let sport = r.string(),
              let sides = r.array({ r -> RecordSide? in
                  guard let name = r.string(), let players = r.array({ $0.string() }) else { return nil }
                  return RecordSide(name: name, players: players)
              }),
              let outcome = Self.outcome(&r),
              let result = r.optionalString(),
              let key = r.string(), let label = r.string(),
              let hasCricket = r.bool()
        else { return nil }
        var cricket: CricketRecord?
        if hasCricket {
            guard let ballsPerOver = r.int(), let innings = r.array(InningsRecord.init(reading:)) else { return nil }
            cricket = CricketRecord(ballsPerOver: ballsPerOver, innings: innings)
        }
        guard let hasBadminton = r.bool() else { return nil }
        var badminton: BadmintonRecord?
        if hasBadminton {
            guard let doubles = r.bool(), let games = r.array({ $0.array { $0.int() } }) else { return nil }
            badminton = BadmintonRecord(doubles: doubles, games: games)
        }
        guard r.isAtEnd else { return nil }
        self.init(sport: sport, sides: sides, outcome: outcome, result: result, format: RecordFormat(key: key, label: label),
                  cricket: cricket, badminton: badminton)
    }

    private static func outcome(_ r: inout RecordBytes.Reader) -> RecordOutcome? {
        switch r.int() {
        case 0: return .inPlay
        case 1: return r.int().map { .won(side: $0) }
        case 2: return .tied
        case 3: return .drawn
        case 4: return .noResult
        default: return nil
        }
    }
}

extension InningsRecord {
    func write(to w: inout RecordBytes.Writer) {
        w.int(battingSide)
        w.bool(superOver)
        w.int(runs)
        w.int(wickets)
        w.int(legalBalls)
        w.optionalInt(limitBalls)
        w.bool(allOut)
        w.int(batting.count)
        for b in batting {
            w.string(b.name)
            w.int(b.runs)
            w.int(b.balls)
            w.int(b.fours)
            w.int(b.sixes)
            w.bool(b.out)
        }
        w.int(bowling.count)
        for b in bowling {
            w.string(b.name)
            w.int(b.legalBalls)
            w.int(b.maidens)
            w.int(b.runs)
            w.int(b.wickets)
        }
    }

    init?(reading r: inout RecordBytes.Reader) {
        guard let battingSide = r.int(), let superOver = r.bool(), let runs = r.int(), let wickets = r.int(),
              let legalBalls = r.int(), let limitBalls = r.optionalInt(), let allOut = r.bool(),
              let batting = r.array({ r -> BattingRecord? in
                  guard let name = r.string(), let runs = r.int(), let balls = r.int(), let fours = r.int(),
                        let sixes = r.int(), let out = r.bool() else { return nil }
                  return BattingRecord(name: name, runs: runs, balls: balls, fours: fours, sixes: sixes, out: out)
              }),
              let bowling = r.array({ r -> BowlingRecord? in
                  guard let name = r.string(), let legalBalls = r.int(), let maidens = r.int(), let runs = r.int(),
                        let wickets = r.int() else { return nil }
                  return BowlingRecord(name: name, legalBalls: legalBalls, maidens: maidens, runs: runs, wickets: wickets)
              })
        else { return nil }
        self.init(battingSide: battingSide, superOver: superOver, runs: runs, wickets: wickets, legalBalls: legalBalls,
                  limitBalls: limitBalls, allOut: allOut, batting: batting, bowling: bowling)
    }
}
