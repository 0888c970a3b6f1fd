import Foundation
import Testing
@testable import MatchEngine

/// Names enter a match once (ADR 046): bidi controls and other format characters are removed,
/// control characters are refused from a scorer and dropped from a journal an older build
/// wrote. Each expected name is the input with the listed characters taken out by hand.
@Suite struct NameEntryTests {
    static let rlo = "\u{202E}", fsi = "\u{2068}", pdi = "\u{2069}"
    static let urdu = "محمد رضوان"

    // MARK: The filter itself

    @Test func everyBidiControlIsRemoved() {
        // The controls the issue lists: embeddings and overrides (U+202A–202E), isolates
        // (U+2066–2069), the marks (U+200E, U+200F) and the Arabic letter mark (U+061C).
        let controls: [UInt32] = [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C]
        for value in controls {
            let control = String(Character(Unicode.Scalar(value)!))
            #expect(NameText.cleaned("Ahmed" + control + " Khan") == "Ahmed Khan", "U+\(String(value, radix: 16))")
        }
        // Other invisible format characters: a byte order mark, a word joiner, a soft hyphen.
        #expect(NameText.cleaned("\u{FEFF}Jo\u{2060}e Ro\u{00AD}ot") == "Joe Root")
    }

    @Test func controlCharactersAreDroppedAndBreaksBecomeSpaces() {
        #expect(NameText.cleaned("Esc\u{1B}[31mRed") == "Esc[31mRed")
        #expect(NameText.cleaned("Nu\u{0}ll") == "Null")
        #expect(NameText.cleaned("Joe\nRoot") == "Joe Root")
        #expect(NameText.cleaned("Joe\tRoot") == "Joe Root")
        // C1: NEL (U+0085) is a line break; CSI (U+009B) starts an escape sequence; DEL.
        #expect(NameText.cleaned("Joe\u{85}Root\u{9B}2J\u{7F}") == "Joe Root2J")
        #expect(NameText.cleaned("Joe\u{2028}Root") == "Joe Root")
    }

    @Test func joinersAndEveryScriptStay() {
        // ZWNJ in Persian "Mehr-Ali" and ZWJ in a family emoji shape the text; they stay.
        for name in ["مهر\u{200C}علی", "👨\u{200D}👩", Self.urdu, "विराट कोहली", "林丹", "Ñuñoa", "K. Rabada", ""] {
            #expect(NameText.cleaned(name) == name)
        }
    }

    @Test func cleaningTwiceChangesNothingMore() {
        let once = NameText.cleaned("\u{202E}A\u{1B}\nB\u{2066}")
        #expect(once == "A B")
        #expect(NameText.cleaned(once) == once)
    }

    // MARK: Through the match

    /// The issue's case: a rename to a name holding U+202E. The bowler's line keeps its
    /// figures in order: five balls of 4, 6, W (caught), 4, 2 are 0.5-0-16-1.
    @Test func renameWithAnOverrideShowsTheFiguresInOrder() throws {
        var m = try CricketMatch()
        try m.open()
        try m.bowler("Ahmed")
        for bat in [4, 6] { try m.ball(bat: bat) }
        try m.out(.caught, fielder: "Kofi")
        try m.newBatter("Cara")
        for bat in [4, 2] { try m.ball(bat: bat) }
        try m.apply(.renamePlayer(from: "Ahmed", to: "Ahmed Khan" + Self.rlo))
        #expect(m.inn.bowlers.map(\.name) == ["Ahmed Khan"])
        let bowler = m.board.fields.first { $0.key == "bowler" }
        #expect(bowler?.text == "Ahmed Khan 0.5-0-16-1")
        // The history keeps the admitted action, so an undo's re-fold and an export agree.
        #expect(m.history.actions.last == .renamePlayer(from: "Ahmed", to: "Ahmed Khan"))
    }

    /// A name that brings its own FIRST STRONG ISOLATE used to stop the engine isolating it
    /// (`BidiIsolation` leaves marked text alone); removed at entry, the engine's pair is the only one.
    @Test func theEnginesOwnIsolationStillWraps() throws {
        var m = try CricketMatch()
        try m.open()
        try m.bowler(Self.fsi + Self.urdu)
        try m.ball(bat: 4)
        let bowler = m.board.fields.first { $0.key == "bowler" }
        #expect(bowler?.text == Self.fsi + Self.urdu + Self.pdi + " 0.1-0-4-0")
    }

    @Test func everyNameFieldOfAnActionIsCleaned() throws {
        var m = try CricketMatch()
        try m.open(Self.rlo + "Asha", "Bilal\u{1B}")
        try m.bowler("\u{200F}Kofi")
        try m.out(.caught, "Asha\u{2067}", fielder: "Lena\u{0}")
        #expect(m.inn.batters.map(\.name) == ["Asha", "Bilal"])
        #expect(m.inn.batters.first?.dismissal?.fielder == "Lena")
        #expect(m.inn.batters.first?.dismissal?.bowler == "Kofi")
        try m.newBatter("\u{202D}Cara", onStrike: true)
        #expect(m.striker == "Cara")
    }

    @Test func aSetUpIsCleanedAsItStarts() throws {
        let setup = CricketSetup(
            matchId: "m", schemaVersion: 1,
            teams: [
                CricketTeam(name: "River" + Self.rlo + "side", short: "R\u{1B}IV", players: ["A\u{202A}sha"]),
                CricketTeam(name: "Hillcrest", short: "HIL", players: []),
            ],
            rules: CricketRulesConfig(), battingFirst: 0, at: nil)
        let history = try MatchHistory<CricketRules>(setup: setup)
        #expect(history.setup.teams[0] == CricketTeam(name: "Riverside", short: "RIV", players: ["Asha"]))
        #expect(history.state.setup.teams[0].name == "Riverside")
    }

    // MARK: A scorer entering a name now

    @Test func aControlCharacterFromAScorerIsRefusedNamingTheField() throws {
        var live = try CricketSession(newMatch: MatchFoldTests.newMatch)
        try live.apply(.cricket(.openers(striker: "Asha", nonStriker: "Bilal")), at: nil)
        try live.apply(.cricket(.bowler(name: "Ahmed")), at: nil)
        func refusal(_ action: MatchAction) -> String? {
            do throws(LineRejection) {
                try live.check(action)
                return nil
            } catch { return error.message }
        }
        let accepted = "which no board can show: use letters, figures, spaces and punctuation."
        #expect(refusal(.cricket(.renamePlayer(from: "Ahmed", to: "Ahmed\u{1B}[2J"))) ==
            "In \"renamePlayer\", \"to\" holds a control character (U+001B), " + accepted)
        #expect(refusal(.cricket(.delivery(Delivery(wicket: WicketEvent(kind: .caught, fielder: "Ko\u{0}fi"))))) ==
            "In \"delivery\", \"wicket.fielder\" holds a control character (U+0000), " + accepted)
        #expect(refusal(.cricket(.renamePlayer(from: "Ahmed", to: "Ahmed\nKhan"))) ==
            "In \"renamePlayer\", \"to\" holds a control character (U+000A), " + accepted)
        #expect(isSentence(refusal(.cricket(.renamePlayer(from: "Ahmed", to: "A\u{9B}"))) ?? ""))
        // Nothing changed: the bowler is still Ahmed.
        #expect(live.state.bowler == "Ahmed")
    }

    /// A bidi control is not refused: the check hands back the action as the match keeps it,
    /// the one the session writes to the journal.
    @Test func theCheckReturnsTheActionToWrite() throws {
        var live = try CricketSession(newMatch: MatchFoldTests.newMatch)
        try live.apply(.cricket(.openers(striker: "Asha", nonStriker: "Bilal")), at: nil)
        try live.apply(.cricket(.bowler(name: "Ahmed")), at: nil)
        let written = try live.check(.cricket(.renamePlayer(from: "Ahmed", to: Self.rlo + "Ahmed Khan")))
        #expect(written == .cricket(.renamePlayer(from: "Ahmed", to: "Ahmed Khan")))
        #expect(String(decoding: written.line(at: nil), as: UTF8.self) == #"{"type":"renamePlayer","from":"Ahmed","to":"Ahmed Khan"}"#)
    }

    @Test func aNewSetUpWithAControlCharacterIsRefusedNamingTheField() {
        let line = Data(#"{"type":"newMatch","sport":"cricket","teams":[{"name":"Riverside","players":["Asha","Bi\u001blal"]},{"name":"Hillcrest"}]}"#.utf8)
        do throws(LineRejection) {
            _ = try SportRegistry.start(newMatch: line)
            Issue.record("a control character in a new set-up was accepted")
        } catch {
            #expect(error.message.hasPrefix(#"In "newMatch", "teams[0].players[1]" holds a control character (U+001B)"#))
        }
    }

    // MARK: A journal an older build wrote

    /// Team, players and a bowler with an override, ESC and NUL, as an older build stored them:
    /// the match loads with nothing refused and every name clean. Riverside bat; Ahmed's over
    /// so far is 4, 6: 0.2-0-10-0.
    @Test func anOldJournalWithSuchNamesStillLoads() throws {
        let newMatch = Data(#"{"type":"newMatch","sport":"cricket","matchId":"m","teams":[{"name":"River\u202eside\u001b[31m","players":["As\u0000ha"]},{"name":"Hillcrest"}]}"#.utf8)
        let records: [(seq: Int, line: Data)] = [
            #"{"type":"openers","striker":"As\u0000ha","nonStriker":"Bi\u2066lal"}"#,
            #"{"type":"bowler","name":"Ahmed\u202e Khan\u001b"}"#,
            #"{"type":"delivery","bat":4}"#, #"{"type":"delivery","bat":6}"#,
        ].enumerated().map { (seq: $0.offset + 2, line: Data($0.element.utf8)) }
        let folded = try SportRegistry.fold(newMatch: newMatch, records: records, snapshot: nil)
        #expect(folded.refused.isEmpty)
        let state = try MatchFoldTests.cricket(folded.session)
        #expect(state.setup.teams[0].name == "Riverside[31m")
        #expect(state.setup.teams[0].players == ["Asha"])
        #expect(state.striker == "Asha" && state.nonStriker == "Bilal")
        let board = folded.session.scoreboard
        #expect(board.fields.first { $0.key == "bowler" }?.text == "Ahmed Khan 0.2-0-10-0")
        // No field of the board holds a control or a bidi control.
        for field in board.fields {
            #expect(!field.text.unicodeScalars.contains { [.control, .format].contains($0.properties.generalCategory) }, "\(field.key)")
        }
    }

    /// A snapshot an older build saved holds names as typed: its version is not this one's,
    /// so the journal is folded instead and the names come out clean.
    @Test func anOldSnapshotIsNotTrustedWithNames() throws {
        var older = try CricketSession(newMatch: MatchFoldTests.newMatch)
        try older.apply(line: Data(#"{"type":"openers"}"#.utf8))
        // The JSON an older build wrote (ADR 059: this build writes compact bytes).
        var saved = try JSONDecoder().decode(JSONValue.self, from: try #require(older.legacyJSONSnapshotState()))
        guard case .object(var object) = saved else { Issue.record("not an object"); return }
        object["v"] = .integer(7)
        saved = .object(object)
        let bytes = try JSONEncoder().encode(saved)
        #expect(CricketSession(newMatch: MatchFoldTests.newMatch, snapshotState: bytes, actionCount: 1) == nil)
    }

    @Test func badmintonNamesAreCleanedAndRefusedTheSameWay() throws {
        let newMatch = Data(#"{"type":"newMatch","sport":"badminton","sides":[{"name":"\u202eLin Dan","players":["\u202eLin Dan"]},{"name":"Lee\u0000","players":["Lee\u0000"]}]}"#.utf8)
        var fold = MatchFold()
        try fold.feed(newMatch)
        let session = try #require(fold.session as? BadmintonSession)
        #expect(session.state.setup.sides.a.players == ["Lin Dan"])
        #expect(session.state.setup.sides.b.name == "Lee")
        let names = session.scoreboard.fields.filter { $0.key.rawValue.hasSuffix("Name") }.map(\.text)
        #expect(names == ["Lin Dan*", "Lee"])
        #expect(throws: LineRejection.self) { try SportRegistry.start(newMatch: newMatch) }
        do throws(LineRejection) {
            try session.check(.badminton(.warning(.a, player: "Lin\u{1B}")))
            Issue.record("a control character in a card's player was accepted")
        } catch {
            #expect(error.message.hasPrefix(#"In "warning", "player" holds a control character (U+001B)"#))
        }
    }
}
