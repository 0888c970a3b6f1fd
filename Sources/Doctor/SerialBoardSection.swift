import FoundationEssentials
import Glibc
import ProjectionCenter

/// The serial digit board of `[serial_board]`: its device there, a serial device, readable
/// and writable, and what the scoreboard last said of it (`serial-board.json` in the data
/// directory). The port is never opened here: the kiosk holds it, and a second reader would
/// take the board's echoes.
enum SerialBoardSection {
    static let title = "Serial board"

    static func build(_ env: DoctorEnvironment, config: SerialBoardConfig, dataDirectory: String) -> DoctorReport.Section {
        var lines: [DoctorReport.Line] = [.info(DoctorMessages.serialBoard(config.device, baud: config.baud))]
        lines += device(env, config.device)
        lines.append(status(dataDirectory + "/" + SerialBoardStatus.fileName, device: config.device))
        return DoctorReport.Section(title: title, lines: lines)
    }

    private static func device(_ env: DoctorEnvironment, _ path: String) -> [DoctorReport.Line] {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return [.warning(DoctorMessages.serialMissing(path, present: present(env)))]
        }
        guard info.st_mode & mode_t(S_IFMT) == mode_t(S_IFCHR) else { return [.warning(DoctorMessages.serialNotADevice(path))] }
        guard env.readWrite(path) else {
            let group = getgrgid(info.st_gid).flatMap { $0.pointee.gr_name.map { String(cString: $0) } } ?? "\(info.st_gid)"
            return [.warning(DoctorMessages.serialNoPermission(path, group: group, mode: String(info.st_mode & 0o777, radix: 8)))]
        }
        return [.info(DoctorMessages.serialPresent, detail: true)]
    }

    /// The USB serial devices the machine has, by their steady names.
    private static func present(_ env: DoctorEnvironment) -> [String] {
        let dir = DisplayInventory.join(env.devRoot, "dev/serial/by-id")
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted().map { "/dev/serial/by-id/" + $0 }
    }

    private static func status(_ path: String, device: String) -> DoctorReport.Line {
        guard let data = FileManager.default.contents(atPath: path) else { return .info(DoctorMessages.serialNoStatus(path), detail: true) }
        guard let status = SerialBoardStatus.decode(data) else { return .warning(DoctorMessages.serialBadStatus(path), detail: true) }
        let since = status.since.ISO8601Format()
        guard status.device == device else { return .info(DoctorMessages.serialOtherDevice(status.device, since: since), detail: true) }
        switch status.state {
        case .waiting: return .info(DoctorMessages.serialWaiting(since), detail: true)
        case .answering: return .info(DoctorMessages.serialAnswering(since), detail: true)
        case .notAnswering: return .warning(DoctorMessages.serialNotAnswering(since, detail: status.detail))
        case .cannotOpen: return .warning(DoctorMessages.serialCannotOpen(since, reason: status.detail))
        case .closed: return .info(DoctorMessages.serialClosed(since), detail: true)
        }
    }
}
