import TextSafety

/// The desk's CSV: one match a row, in the columns docs/desk.md documents (after the match
/// lists tournament software prints: number, event, round, time, each side's players and
/// club). The header names the columns in any order, case and spacing aside; columns the
/// desk does not know are ignored, so a fuller export imports as it is.
public enum DeskCSV {
    public static let columns = [
        "Match No", "Event", "Round", "Time",
        "Team 1 Player 1", "Team 1 Player 2", "Team 1 Club",
        "Team 2 Player 1", "Team 2 Player 2", "Team 2 Club",
    ]
    /// What the export adds after the imported columns.
    public static let resultColumns = ["Status", "Court", "Scores", "Winner"]

    /// A day's list: 5,000 matches is far more than a hall plays (a 12-court day is ~300),
    /// yet small to hold; a file beyond it is refused whole, not cut short.
    public static let maxRows = 5_000
    /// 5,000 rows of ten full fields in plain Latin text fit; anything larger is refused
    /// before it is read.
    public static let maxBytes = 4 << 20
    public static let maxFieldCharacters = 80

    public struct Problem: Error, Equatable, Sendable {
        public let sentence: String
    }

    /// The file's matches, all waiting, or the first problem (nothing is half imported).
    /// `existing` is today's list: a match number already on it is refused by line.
    public static func matches(from bytes: [UInt8], existing: DeskDay? = nil) throws(Problem) -> [DeskMatch] {
        guard bytes.count <= maxBytes else { throw Problem(sentence: DeskMessages.tooManyBytes(bytes.count, limit: maxBytes)) }
        let records: [CSVRecords.Record]
        do {
            // One more than the rows: the header.
            records = try CSVRecords.read(bytes, maxRecords: maxRows + 1)
        } catch {
            throw Problem(sentence: error.sentence)
        }
        guard let header = records.first else { throw Problem(sentence: DeskMessages.empty) }
        let place = try places(of: header.fields)
        var firstLine: [String: Int] = [:]
        var matches: [DeskMatch] = []
        matches.reserveCapacity(records.count - 1)
        for record in records.dropFirst() {
            guard record.fields.count == header.fields.count else {
                throw Problem(sentence: DeskMessages.fieldCount(record.line, count: record.fields.count, header: header.fields.count))
            }
            var value: [String] = []
            for (column, name) in columns.enumerated() {
                value.append(try checked(record.fields[place[column]], line: record.line, column: name))
            }
            let match = try match(value, line: record.line)
            if let first = firstLine[match.number] {
                throw Problem(sentence: DeskMessages.repeatedNumber(record.line, column: columns[0], number: match.number, first: first))
            }
            if existing?.match(match.number) != nil {
                throw Problem(sentence: DeskMessages.alreadyListed(record.line, column: columns[0], number: match.number))
            }
            firstLine[match.number] = record.line
            matches.append(match)
        }
        return matches
    }

    /// The day in the import's columns plus the results, as RFC 4180 with CRLF (CSVWriter).
    public static func export(_ day: DeskDay) -> [UInt8] {
        let rows = day.matches.map { match -> [String] in
            let (court, games, winner) = outcome(match.state)
            return [
                match.number, match.event, match.round, match.scheduled,
                match.side1.player, match.side1.partner, match.side1.club,
                match.side2.player, match.side2.partner, match.side2.club,
                match.state.word, court.map(String.init) ?? "", games.map(\.text).joined(separator: " "),
                winner.map(String.init) ?? "",
            ]
        }
        return CSVWriter.write(header: columns + resultColumns, rows: rows)
    }

    /// Which field of a row each of `columns` is, from the header.
    private static func places(of header: [String]) throws(Problem) -> [Int] {
        var byName: [String: Int] = [:]
        for (index, name) in header.enumerated() {
            let key = normalized(name)
            guard !key.isEmpty else { continue }
            if byName[key] != nil, columns.contains(where: { normalized($0) == key }) {
                throw Problem(sentence: DeskMessages.duplicateColumn(trimmed(name), column: index + 1))
            }
            byName[key] = byName[key] ?? index
        }
        var places: [Int] = []
        for name in columns {
            guard let place = byName[normalized(name)] else { throw Problem(sentence: DeskMessages.missingColumn(name)) }
            places.append(place)
        }
        return places
    }

    private static func match(_ value: [String], line: Int) throws(Problem) -> DeskMatch {
        for required in [0, 1, 2, 4, 7] where value[required].isEmpty {
            throw Problem(sentence: DeskMessages.required(line, column: columns[required]))
        }
        guard isMatchNumber(value[0]) else {
            throw Problem(sentence: DeskMessages.badNumber(line, column: columns[0]))
        }
        guard value[3].isEmpty || isTime(value[3]) else {
            throw Problem(sentence: DeskMessages.badTime(line, column: columns[3], value: value[3]))
        }
        return DeskMatch(
            number: value[0], event: value[1], round: value[2], scheduled: value[3],
            side1: DeskSide(player: value[4], partner: value[5], club: value[6]),
            side2: DeskSide(player: value[7], partner: value[8], club: value[9]))
    }

    /// The field trimmed of spaces, refused when too long or holding a control character.
    private static func checked(_ field: String, line: Int, column: String) throws(Problem) -> String {
        let text = trimmed(field)
        guard text.count <= maxFieldCharacters else { throw Problem(sentence: DeskMessages.tooLong(line, column: column)) }
        guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw Problem(sentence: DeskMessages.controlCharacter(line, column: column))
        }
        return text
    }

    private static func outcome(_ state: DeskState) -> (court: Int?, games: [GameScore], winner: Int?) {
        switch state {
        case .waiting: (nil, [], nil)
        case .called(let court, _), .onCourt(let court, _): (court, [], nil)
        case .finished(let court, let games, _):
            (court, games, games.filter { $0.side1 > $0.side2 }.count >= 2 ? 1 : 2)
        case .walkover(let winner): (nil, [], winner)
        case .retired(let court, let games, let winner, _): (court, games, winner)
        }
    }

    private static func trimmed(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        while let first = scalars.first, first == " " { scalars.removeFirst() }
        while let last = scalars.last, last == " " { scalars.removeLast() }
        return String(scalars)
    }

    private static func normalized(_ name: String) -> String {
        trimmed(name).lowercased().split(separator: " ").joined(separator: " ")
    }

    /// A match number as the desk takes it: 1 to 16 of ASCII letters, digits, - or _.
    static func isMatchNumber(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 16 && text.unicodeScalars.allSatisfy(isNumberCharacter)
    }

    private static func isNumberCharacter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x80) && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
    }

    private static func isTime(_ text: String) -> Bool {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
            let hour = Int(parts[0]), let minute = Int(parts[1]),
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) })
        else { return false }
        return (0...23).contains(hour) && (0...59).contains(minute)
    }
}
