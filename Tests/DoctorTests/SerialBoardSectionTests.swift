@testable import Doctor
import Foundation
import ProjectionCenter
import Testing

/// `scoreline doctor` on a configured serial board: the device missing, not a device, not
/// readable and writable, and what the scoreboard's status file last said.
@Suite struct SerialBoardSectionTests {
    @Test func aMissingDeviceIsNamedWithTheSerialDevicesThatAreThere() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        try tree.write("dev/serial/by-id/usb-Arduino_Uno_8573-if00", "")
        let section = SerialBoardSection.build(tree.environment(), config: SerialBoardConfig(device: tree.root + "/dev/ttyUSB9"), dataDirectory: tree.root + "/data")
        #expect(section.title == "Serial board")
        #expect(section.lines.map(\.text) == [
            "\(tree.root)/dev/ttyUSB9 at 9600 baud ([serial_board] in the config).",
            "\(tree.root)/dev/ttyUSB9 is not there: is the board plugged in and powered? (the USB serial devices here are /dev/serial/by-id/usb-Arduino_Uno_8573-if00; a /dev/serial/by-id/ name stays the same across replugs.)",
            "No \(tree.root)/data/serial-board.json yet: the scoreboard has not run with this board.",
        ])
        #expect(section.lines.map(\.level) == [.info, .warning, .info])
    }

    @Test func aFileIsNotADevice() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        try tree.write("dev/ttyUSB0", "")
        let section = SerialBoardSection.build(tree.environment(), config: SerialBoardConfig(device: tree.root + "/dev/ttyUSB0"), dataDirectory: tree.root + "/data")
        #expect(section.lines[1].text == "\(tree.root)/dev/ttyUSB0 is not a serial device (not a character device): check serial_board.device.")
        #expect(section.lines[1].level == .warning)
    }

    /// /dev/null stands in for a tty: a character device this user may not open.
    @Test func aDeviceThisUserCannotOpenNamesItsGroup() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        var env = tree.environment()
        env.readWrite = { _ in false }
        let section = SerialBoardSection.build(env, config: SerialBoardConfig(device: "/dev/null"), dataDirectory: tree.root + "/data")
        #expect(section.lines[1].level == .warning)
        #expect(section.lines[1].text == "This user cannot read and write /dev/null (group root, mode 666): the scoreboard's user needs the root group, and its systemd unit the device (docs/serial-boards.md, \"Permissions\").")
        env.readWrite = { _ in true }
        let fine = SerialBoardSection.build(env, config: SerialBoardConfig(device: "/dev/null"), dataDirectory: tree.root + "/data")
        #expect(fine.lines[1] == .info("The device is there and this user can read and write it.", detail: true))
    }

    @Test func theScoreboardsLastWordIsReported() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        try tree.directory("data")
        let since = Date(timeIntervalSince1970: 1_780_000_000)
        let config = SerialBoardConfig(device: "/dev/null")
        let cases: [(SerialBoardStatus, DoctorReport.Line)] = [
            (SerialBoardStatus(device: "/dev/null", state: .answering, since: since),
             .info("The board has been answering since 2026-05-28T20:26:40Z.", detail: true)),
            (SerialBoardStatus(device: "/dev/null", state: .notAnswering, since: since, detail: "it sent back \"xx\""),
             .warning("The board has not been answering since 2026-05-28T20:26:40Z (it sent back \"xx\"): check its cable, its power and that its sketch echoes each line at the configured baud.")),
            (SerialBoardStatus(device: "/dev/null", state: .cannotOpen, since: since, detail: "Permission denied"),
             .warning("The scoreboard could not open the device at 2026-05-28T20:26:40Z: Permission denied (it tries again every 5 s).")),
            (SerialBoardStatus(device: "/dev/ttyACM0", state: .answering, since: since),
             .info("The scoreboard last reported on /dev/ttyACM0 (2026-05-28T20:26:40Z), not this device: it has not run since the config changed.", detail: true)),
        ]
        for (status, line) in cases {
            try status.encoded().write(to: URL(fileURLWithPath: tree.root + "/data/serial-board.json"))
            let section = SerialBoardSection.build(tree.environment(), config: config, dataDirectory: tree.root + "/data")
            #expect(section.lines.last == line)
        }
    }

    /// The section is there only when the config has `[serial_board]`.
    @Test func theReportHasTheSectionOnlyWithTheTable() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        try tree.write("scoreline.toml", "[serial_board]\ndevice = \"/dev/null\"\n")
        let with = Doctor.report(tree.environment(config: tree.root + "/scoreline.toml"))
        #expect(with.sections.map(\.title).contains("Serial board"))
        let without = Doctor.report(tree.environment())
        #expect(!without.sections.map(\.title).contains("Serial board"))
    }
}
