import Foundation
import Testing
@testable import Desk

/// The desk's CSV read and written. Expected values are read off the example file and the
/// hand-written expected export (Tests/DeskTests/Expected), not from the code's output.
@Suite struct DeskCSVTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static func file(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: root.appendingPathComponent(path))) }
    static let header = "Match No,Event,Round,Time,Team 1 Player 1,Team 1 Player 2,Team 1 Club,Team 2 Player 1,Team 2 Player 2,Team 2 Club"

    static func problem(_ text: String) -> String? {
        problem(Array(text.utf8))
    }
    static func problem(_ bytes: [UInt8]) -> String? {
        do {
            _ = try DeskCSV.matches(from: bytes)
            return nil
        } catch {
            return error.sentence
        }
    }

    @Test func theExampleFileReads() throws {
        let matches = try DeskCSV.matches(from: Self.file("docs/examples/desk-matches.csv"))
        #expect(matches.map(\.number) == ["1", "2", "3", "4", "5", "6"])
        // Line 5 of the file: a quoted name with doubled quotes, a quoted club with a comma.
        #expect(matches[3].side1 == DeskSide(player: "Maja \"Mai\" Friis", partner: "Sara Thorsen", club: "Hvidovre, BK"))
        #expect(matches[3].side2.names == "Park Na-yeon / Choi Ji-woo")
        #expect(matches[0].side1 == DeskSide(player: "Jonas Sørensen", partner: "", club: "BK Nordvest"))
        #expect(matches[5].scheduled == "")
        #expect(matches[5].round == "Semi-final")
        #expect(matches.allSatisfy { $0.state == .waiting })
    }

    @Test func aBOMAndLFOnlyAndReorderedColumnsRead() throws {
        // The same match written two ways: BOM + CRLF, and LF with the columns shuffled and a
        // column the desk does not know ("Draw").
        let one = [0xEF, 0xBB, 0xBF] + Array((Self.header + "\r\n7,MS,R1,18:05,A,,X,B,,Y\r\n").utf8)
        let two = Array("Team 2 Club,Draw,Team 2 Player 2,Team 2 Player 1,Team 1 Club,Team 1 Player 2,Team 1 Player 1,time,round,event,match no\nY,Main,,B,X,,A,18:05,R1,MS,7\n".utf8)
        let expected = DeskMatch(number: "7", event: "MS", round: "R1", scheduled: "18:05", side1: DeskSide(player: "A", club: "X"), side2: DeskSide(player: "B", club: "Y"))
        #expect(try DeskCSV.matches(from: one) == [expected])
        #expect(try DeskCSV.matches(from: two) == [expected])
    }

    @Test func missingColumnsAreNamed() {
        let header = Self.header.replacingOccurrences(of: ",Team 2 Club", with: "")
        #expect(Self.problem(header + "\n") == "Line 1: the column \"Team 2 Club\" is missing; the header needs Match No, Event, Round, Time, Team 1 Player 1, Team 1 Player 2, Team 1 Club, Team 2 Player 1, Team 2 Player 2, Team 2 Club.")
        #expect(Self.problem("") == "The file is empty; it needs a header line with the columns Match No, Event, Round, Time, Team 1 Player 1, Team 1 Player 2, Team 1 Club, Team 2 Player 1, Team 2 Player 2, Team 2 Club.")
        #expect(Self.problem(Self.header + ",event\n") == "Line 1, column 11: \"event\" appears twice in the header.")
    }

    @Test func badRowsAreNamedByLineAndColumn() {
        let h = Self.header + "\r\n1,MS,R1,09:00,A,,X,B,,Y\r\n"
        #expect(Self.problem(h + "2,MS,R1,09:00,A,,X,B,Y\r\n") == "Line 3 has 9 fields; the header has 10.")
        #expect(Self.problem(h + "2,MS,R1,9:5,A,,X,B,,Y\r\n") == "Line 3, column \"Time\": \"9:5\" is not a time; write HH:MM (24-hour) or leave it empty.")
        #expect(Self.problem(h + "2,MS,R1,09:00,,,X,B,,Y\r\n") == "Line 3, column \"Team 1 Player 1\": this field is required.")
        #expect(Self.problem(h + "1,MS,R1,09:00,A,,X,B,,Y\r\n") == "Line 3, column \"Match No\": match 1 is already on line 2.")
        #expect(Self.problem(h + "2,MS,R1,09:00,A\"b,,X,B,,Y\r\n") == "Line 3, column 5: a \" inside a field that does not start with one; quote the whole field and double the \".")
        #expect(Self.problem(h + "2,MS,R1,09:00,\"A,,X,B,,Y\r\n") == "Line 3: a quoted field is never closed (a \" is missing).")
        // A quoted name spanning two lines holds a line break: refused, named by its first line.
        #expect(Self.problem(h + "2,MS,R1,09:00,\"A\r\nB\",,X,B,,Y\r\n") == "Line 3, column \"Team 1 Player 1\": holds a control character (a tab or a line break); names are plain text.")
        #expect(Self.problem(h + "2 3,MS,R1,09:00,A,,X,B,,Y\r\n") == "Line 3, column \"Match No\": a match number is letters, digits, - or _ (at most 16).")
        #expect(Self.problem(Array(h.utf8) + Array("2,MS,R1,09:00,".utf8) + [0xFF] + Array(",,X,B,,Y\r\n".utf8)) == "Line 3 is not UTF-8 text; save the file as UTF-8 CSV.")
    }

    static func rows(_ count: Int) -> [UInt8] {
        var text = Self.header + "\r\n"
        for n in 1...count { text += "\(n),MS,R1,09:00,Player \(n)a,,Club,Player \(n)b,,Club\r\n" }
        return Array(text.utf8)
    }

    @Test func fiveThousandRowsAreRead() throws {
        let matches = try DeskCSV.matches(from: Self.rows(5_000))
        #expect(matches.count == 5_000)
        #expect(matches.last?.side2.player == "Player 5000b")
    }

    @Test func oneRowMoreThanTheLimitIsRefusedWhole() {
        // Row 5,001 is on line 5,002 (the header is line 1).
        #expect(Self.problem(Self.rows(5_001)) == "Line 5002: the file has more than 5000 matches, the most a day's list may hold; nothing was imported.")
    }

    @Test func aFileOverTheByteLimitIsRefusedUnread() {
        let big = Array(Self.header.utf8) + [UInt8](repeating: 0x0A, count: DeskCSV.maxBytes)
        #expect(Self.problem(big) == "The file is \(big.count) bytes; the desk reads at most 4194304 bytes (about 5000 matches).")
    }

    @Test func theExportIsTheHandCheckedFile() throws {
        var day = DeskDay(courts: 4)
        try day.apply(.add(matches: try DeskCSV.matches(from: Self.file("docs/examples/desk-matches.csv"))))
        try day.apply(.call(match: "1", court: 1))
        try day.apply(.call(match: "3", court: 2))
        try day.apply(.call(match: "4", court: 3))
        try day.apply(.start(match: "1", court: 1, key: "1@1#1"))
        try day.apply(.result(match: "1", court: 1, key: "1@1#1", games: [GameScore(21, 15), GameScore(18, 21), GameScore(21, 19)], retiredWinner: nil))
        try day.apply(.walkover(match: "2", winner: 2))
        try day.apply(.result(match: "3", court: 2, key: "3@2#2", games: [GameScore(21, 17), GameScore(4, 2)], retiredWinner: 1))
        try day.apply(.correct(match: "1", games: [GameScore(21, 15), GameScore(18, 21), GameScore(22, 20)]))
        let exported = DeskCSV.export(day)
        let expected = try Self.file("Tests/DeskTests/Expected/desk-export.csv")
        #expect(String(decoding: exported, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        // The export reads back as the same matches (its extra columns ignored), all waiting.
        #expect(try DeskCSV.matches(from: exported) == day.matches.map { var m = $0; m.state = .waiting; return m })
    }

    @Test func aNameThatASpreadsheetWouldRunIsQuotedAsText() throws {
        var day = DeskDay(courts: 1)
        try day.apply(.add(matches: [DeskMatch(number: "1", event: "MS", round: "R1", scheduled: "", side1: DeskSide(player: "=HYPERLINK(1)"), side2: DeskSide(player: "B"))]))
        let lines = String(decoding: DeskCSV.export(day), as: UTF8.self).split(separator: "\r\n")
        #expect(lines[1] == "1,MS,R1,,\"'=HYPERLINK(1)\",,,B,,,waiting,,,")
    }
}
