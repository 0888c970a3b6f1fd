import Foundation
import Testing
@testable import MatchEngine

/// The `newMatch` line and the action lines, as `scoreline replay` reads them.
@Suite struct BadmintonDecodingTests {
    static func start(_ json: String) -> Result<BadmintonSetup, LineRejection> {
        do throws(LineRejection) {
            return .success(try BadmintonDecoding.setup(from: Data(json.utf8)))
        } catch {
            return .failure(error)
        }
    }

    static func refusal(_ json: String) -> String? {
        if case .failure(let error) = start(json) { return error.message }
        return nil
    }

    static let sides = #""sides":[{"name":"Ana"},{"name":"Bea"}]"#

    @Test func presetsAndOverrides() throws {
        let plain = try Self.start(#"{"type":"newMatch","sport":"badminton",\#(Self.sides)}"#).get()
        #expect(plain.format == .bwf21)
        #expect(plain.sides.a.players == ["Ana"])
        let fifteen = try Self.start(#"{"type":"newMatch","sport":"badminton","format":"bwf15",\#(Self.sides)}"#).get()
        #expect(fifteen.format == .bwf15)
        let casual = try Self.start(#"{"type":"newMatch","format":"noCap",\#(Self.sides),"rules":{"pointsToWin":11,"games":5}}"#).get()
        #expect(casual.format.pointsToWin == 11)
        #expect(casual.format.cap == nil)
        #expect(casual.format.games == 5)
        #expect(casual.format.intervalAt == 6)
        let uncapped = try Self.start(#"{"type":"newMatch","format":"bwf21",\#(Self.sides),"rules":{"cap":null,"intervalAt":null,"autoAdvance":true}}"#).get()
        #expect(uncapped.format.cap == nil)
        #expect(uncapped.format.intervalAt == nil)
        #expect(uncapped.format.changeEndsAt == 11)
        #expect(uncapped.format.autoAdvance)
        let custom = try Self.start(#"{"type":"newMatch","format":"custom",\#(Self.sides),"rules":{"pointsToWin":7,"cap":9,"games":1,"winBy":1}}"#).get()
        #expect(custom.format == BadmintonFormat(name: "custom", pointsToWin: 7, cap: 9, games: 1, winBy: 1, intervalAt: 4))
    }

    @Test func doublesServerAndReceiver() throws {
        let json = #"{"type":"newMatch","sides":[{"name":"Aces","players":["A1","A2"]},{"name":"Bats","players":["B1","B2"]}],"firstServer":{"side":"B","player":"B2"},"firstReceiver":"A2","leftEnd":"B","at":"2026-11-22T14:00:00Z","matchId":"club-7"}"#
        let setup = try Self.start(json).get()
        #expect(setup.isDoubles)
        #expect(setup.firstServer == .b)
        #expect(setup.firstServerPlayer == 1)
        #expect(setup.firstReceiverPlayer == 1)
        #expect(setup.leftEnd == .b)
        #expect(setup.matchId == "club-7")
        #expect(setup.at?.seconds == Timestamp("2026-11-22T14:00:00Z")?.seconds)
    }

    @Test func setupRefusals() {
        #expect(Self.refusal(#"{"type":"newMatch","format":"bwf11",\#(Self.sides)}"#)
            == "The match set-up is not valid: format \"bwf11\" is not known: use bwf21, bwf15, noCap or custom.")
        #expect(Self.refusal(#"{"type":"newMatch","format":"custom",\#(Self.sides)}"#)
            == "The match set-up is not valid: format custom needs rules.pointsToWin.")
        #expect(Self.refusal(#"{"type":"newMatch",\#(Self.sides),"rules":{"games":4}}"#)
            == "The match set-up is not valid: rules.games must be 1, 3 or 5, not 4.")
        #expect(Self.refusal(#"{"type":"newMatch","format":"bwf15",\#(Self.sides),"rules":{"pointsToWin":25}}"#)
            == "The match set-up is not valid: rules.cap must be at least pointsToWin (25) and at most 199, or null for no cap, not 21.")
        #expect(Self.refusal(#"{"type":"newMatch",\#(Self.sides),"rules":{"intervalAt":21}}"#)
            == "The match set-up is not valid: rules.intervalAt must be from 1 to 20, or null for no interval, not 21.")
        #expect(Self.refusal(#"{"type":"newMatch","sides":[{"name":"Ana"},{"name":"B","players":["B1","B2"]}]}"#)
            == "The match set-up is not valid: each side lists one player (singles) or two (doubles), the same number on both sides.")
        #expect(Self.refusal(#"{"type":"newMatch","sides":[{"name":"Ana"}]}"#)
            == "The match set-up is not valid: a match needs exactly two sides, each with a name.")
        #expect(Self.refusal(#"{"type":"newMatch","sides":[{"name":"Ana"},{"name":"Ana"}]}"#)
            == "The match set-up is not valid: the two sides need different names.")
        #expect(Self.refusal(#"{"type":"newMatch",\#(Self.sides),"firstServer":{"side":"B","player":"Zoe"}}"#)
            == "The match set-up is not valid: Zoe is not a player of Bea.")
        #expect(Self.refusal(#"{"type":"newMatch",\#(Self.sides),"at":"yesterday"}"#)
            == "\"at\" must be an ISO-8601 time such as \"2026-11-22T14:03:07Z\", not \"yesterday\".")
    }

    @Test func actionLines() throws {
        func action(_ json: String) throws(LineRejection) -> BadmintonAction? {
            let decoded = try BadmintonDecoding.action(from: Data(json.utf8))
            return decoded.action.map { BadmintonAction($0, at: decoded.at) }
        }
        #expect(try action(#"{"type":"point","side":"A","at":"2026-11-22T14:00:00Z"}"#) == .point(.a, at: Timestamp("2026-11-22T14:00:00Z")))
        #expect(try action(#"{"type":"minus","side":"b"}"#) == .minus(.b))
        #expect(try action(#"{"type":"undo"}"#) == nil)
        #expect(try action(#"{"type":"advanceGame","server":"A2"}"#) == .advanceGame(server: "A2"))
        #expect(try action(#"{"type":"warning","side":"A","player":"A1"}"#) == .init(.warning(.a, player: "A1")))
        #expect(try action(#"{"type":"fault","side":"B"}"#) == .init(.fault(.b, player: nil)))
        #expect(try action(#"{"type":"walkover","side":"B"}"#) == .init(.walkover(.b)))
        #expect(try action(#"{"type":"retire","side":"B"}"#) == .init(.retire(.b)))
        #expect(try action(#"{"type":"pause"}"#) == .init(.pause))
        #expect(try action(#"{"type":"resume"}"#) == .init(.resume))
        func refusal(_ json: String) -> String? {
            do throws(LineRejection) {
                _ = try action(json)
                return nil
            } catch {
                return error.message
            }
        }
        #expect(refusal(#"{"type":"point"}"#) == "\"point\" needs \"side\".")
        #expect(refusal(#"{"type":"point","side":"C"}"#) == "A side is \"A\" or \"B\", not \"C\".")
        #expect(refusal(#"{"type":"smash","side":"A"}"#)
            == "Unknown action \"smash\": use one of point, minus, advanceGame, undo, retire, walkover, pause, resume, warning, fault, loggedResult.")
    }
}
