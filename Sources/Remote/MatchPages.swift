import FoundationEssentials
import MatchEngine
import Store

/// The values the match templates render (Mustache escapes every string). Each is built from
/// what a desk job copied out; the strings are the engine's or the store's, laid out as they are.
enum MatchPages {
    struct Item {
        var href: String
        var title: String
        var sport: String
        var date: String
        var status: String
        var line: IsolatedText?
        var isResult: Bool
        var inPlay: Bool
    }

    struct Unreadable {
        var id: String
        var why: String
    }

    struct List {
        var title = MatchPagesMessages.matchesTitle
        var scorer: Bool
        var csrf: String?
        var empty: Bool
        var matches: [Item]
        var unreadable: [Unreadable]
        var hasUnreadable: Bool
    }

    static func list(_ listed: MatchDesk.Listed, scorer: ScorerPass?) -> List {
        let items = listed.rows.map { row in
            Item(
                href: "/matches/" + RecordsPath.encode(row.meta.matchId), title: row.meta.title, sport: row.meta.sport,
                date: row.meta.date ?? String(row.meta.created.prefix(10)), status: row.meta.status.rawValue,
                line: (row.result ?? row.score).map(IsolatedText.init), isResult: row.result != nil, inPlay: row.inPlay)
        }
        let unreadable = listed.unreadable.map { Unreadable(id: $0.id, why: $0.why) }
        return List(
            scorer: scorer != nil, csrf: scorer?.csrf, empty: items.isEmpty && unreadable.isEmpty, matches: items,
            unreadable: unreadable, hasUnreadable: !unreadable.isEmpty)
    }

    // MARK: One match

    struct Batter {
        var name: String
        var howOut: IsolatedText
        var runs: Int
        var balls: Int
        var fours: Int
        var sixes: Int
        var strikeRate: String
    }

    struct Bowler {
        var name: String
        var overs: String
        var maidens: Int
        var runs: Int
        var wickets: Int
        var economy: String
        var wides: Int
        var noBalls: Int
    }

    struct Innings {
        var number: Int
        var title: String
        var batting: [Batter]
        var extrasDetail: String
        var extras: Int
        var total: String
        var runRate: String?
        var notBattedLabel: String?
        var notBatted: [String]
        var fallOfWickets: [IsolatedText]
        var hasFallOfWickets: Bool
        var partnerships: [IsolatedText]
        var hasPartnerships: Bool
        var bowling: [Bowler]
    }

    struct Field {
        var text: IsolatedText
        var role: String
        var priority: Int
    }

    struct Match {
        var title: String
        var scorer: Bool
        var csrf: String?
        var id: String
        var href: String
        var sport: String
        var date: String
        var status: String
        var notes: String?
        var score: IsolatedText
        var result: IsolatedText?
        var inPlay: Bool
        var innings: [Innings]
        var cricket: Bool
        var board: [Field]
        var seq: Int
        /// The match's photos (ADR 056), in the gallery's order. Stored, not computed: the
        /// templates see stored properties only.
        var photos: [Photo] = []
        var hasPhotos = false
        var photoCount = 0
    }

    struct Photo {
        var src: String
        var alt: String
    }

    static func match(_ card: MatchCard, scorer: ScorerPass?) -> Match {
        let innings = (card.scorecard?.innings ?? []).enumerated().map { index, i in
            Innings(
                number: index + 1, title: i.title,
                batting: i.batting.map {
                    Batter(name: $0.name, howOut: IsolatedText($0.howOut), runs: $0.runs, balls: $0.balls, fours: $0.fours, sixes: $0.sixes, strikeRate: $0.strikeRate ?? "")
                },
                extrasDetail: i.extras.detail, extras: i.extras.total, total: i.total.text, runRate: i.total.runRate,
                notBattedLabel: i.notBatted?.label, notBatted: i.notBatted?.names ?? [],
                fallOfWickets: i.fallOfWickets.map { IsolatedText($0.text) }, hasFallOfWickets: !i.fallOfWickets.isEmpty,
                partnerships: i.partnerships.map { IsolatedText($0.text) }, hasPartnerships: !i.partnerships.isEmpty,
                bowling: i.bowling.map {
                    Bowler(name: $0.name, overs: $0.overs, maidens: $0.maidens, runs: $0.runs, wickets: $0.wickets, economy: $0.economy ?? "", wides: $0.wides, noBalls: $0.noBalls)
                })
        }
        return Match(
            title: card.meta.title, scorer: scorer != nil, csrf: scorer?.csrf, id: card.meta.matchId,
            href: "/matches/" + RecordsPath.encode(card.meta.matchId), sport: card.meta.sport,
            date: card.meta.date ?? String(card.meta.created.prefix(10)), status: card.meta.status.rawValue, notes: card.meta.notes,
            score: IsolatedText(card.score), result: card.result.map(IsolatedText.init), inPlay: card.inPlay, innings: innings, cricket: card.scorecard != nil,
            board: card.board.filter { !$0.text.isEmpty }.map { Field(text: IsolatedText($0.text), role: $0.role.rawValue, priority: $0.priority) },
            seq: card.seq,
            photos: card.photos.enumerated().map { index, name in
                Photo(src: "/matches/" + RecordsPath.encode(card.meta.matchId) + "/photos/" + name,
                      alt: PictureMessages.galleryAlt(index + 1, of: card.photos.count))
            },
            hasPhotos: !card.photos.isEmpty, photoCount: card.photos.count)
    }

    // MARK: Edit

    struct Option {
        var value: String
        var label: String
    }

    struct Side {
        var name: String
        var short: String
        var players: [Option]
    }

    struct Edit {
        var title: String
        var scorer = true
        var csrf: String?
        var id: String
        var href: String
        var seq: Int
        var matchTitle: String
        var date: String
        var notes: String
        var cricket: Bool
        var badminton: Bool
        var sides: [Side]
        var outBatters: [String]
        var hasOutBatters: Bool
        var kinds: [Option]
        var names: [String]
        var inPlay: Bool
    }

    static func edit(_ card: MatchCard, roster: Roster, scorer: ScorerPass) -> Edit {
        let sides = card.sides.map { side in
            // Each option carries its side (data-team), so "Batter 1" of either side is its own choice.
            Side(name: side.name, short: side.short, players: side.players.map { Option(value: $0, label: $0) })
        }
        var names = roster.players.map(\.name)
        for side in card.sides { for name in side.players where !names.contains(name) { names.append(name) } }
        return Edit(
            title: MatchPagesMessages.editTitle(card.meta.title), csrf: scorer.csrf, id: card.meta.matchId,
            href: "/matches/" + RecordsPath.encode(card.meta.matchId), seq: card.seq, matchTitle: card.meta.title,
            date: card.meta.date ?? "", notes: card.meta.notes ?? "", cricket: card.meta.sport == CricketSession.sport,
            badminton: card.meta.sport == BadmintonSession.sport, sides: sides, outBatters: card.outBatters,
            hasOutBatters: !card.outBatters.isEmpty,
            kinds: DismissalKind.allCases.filter(\.amendable).map { Option(value: $0.rawValue, label: MatchPagesMessages.kind($0.rawValue)) },
            names: names, inPlay: card.inPlay)
    }

    // MARK: Bin

    struct BinItem {
        var id: String
        var href: String
        var title: String
        var sport: String
        var when: String
    }

    struct Bin {
        var title = MatchPagesMessages.binTitle
        var scorer: Bool
        var csrf: String?
        var empty: Bool
        var entries: [BinItem]
        var keptFor = MatchPagesMessages.keptFor(MatchStore.binDays)
    }

    static func bin(_ binned: [BinnedMatch], now: Int, scorer: ScorerPass?) -> Bin {
        let entries = binned.map { entry in
            BinItem(
                id: entry.matchId, href: "/matches/" + RecordsPath.encode(entry.matchId), title: entry.meta?.title ?? MatchPagesMessages.unknownMeta, sport: entry.meta?.sport ?? "",
                when: MatchPagesMessages.deletedAt(days: max(0, now - entry.deletedAt) / 86_400))
        }
        return Bin(scorer: scorer != nil, csrf: scorer?.csrf, empty: entries.isEmpty, entries: entries)
    }

    /// A page saying what went wrong (a match that is not there), with a way back.
    struct Notice {
        var title: String
        var scorer: Bool
        var csrf: String?
        var message: String
    }
}
