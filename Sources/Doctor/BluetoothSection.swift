import FoundationEssentials
import Glibc
import Settings
import Store

/// The scorer's app feed of `[bluetooth]` (docs/bluetooth.md): the adapter there and not
/// blocked, D-Bus and bluetoothd running, and the feed journal. Nothing is asked of BlueZ: the
/// kiosk holds the registration, and the doctor runs beside it.
enum BluetoothSection {
    static let title = "Bluetooth feed"

    static func build(_ env: DoctorEnvironment, config: BluetoothConfig, dataDirectory: String) -> DoctorReport.Section {
        var lines: [DoctorReport.Line] = [.info(DoctorMessages.bluetoothFeed(config.name, adapter: config.adapter, pairing: config.pairing.rawValue))]
        lines += adapter(env, config.adapter)
        lines.append(services(env))
        lines.append(journal(dataDirectory))
        return DoctorReport.Section(title: title, lines: lines)
    }

    private static func adapter(_ env: DoctorEnvironment, _ name: String) -> [DoctorReport.Line] {
        let classDir = DisplayInventory.join(env.sysRoot, "sys/class/bluetooth")
        let present = ((try? FileManager.default.contentsOfDirectory(atPath: classDir)) ?? []).filter { $0.hasPrefix("hci") && !$0.contains(":") }.sorted()
        guard present.contains(name) else { return [.warning(DoctorMessages.bluetoothNoAdapter(name, present: present))] }
        // The radio's switch: rfkill's soft block is `rfkill unblock bluetooth`, a hard one a
        // physical switch or the firmware.
        let adapterDir = classDir + "/" + name
        for entry in ((try? FileManager.default.contentsOfDirectory(atPath: adapterDir)) ?? []).sorted() where entry.hasPrefix("rfkill") {
            let soft = text(adapterDir + "/" + entry + "/soft")
            let hard = text(adapterDir + "/" + entry + "/hard")
            if hard == "1" { return [.warning(DoctorMessages.bluetoothHardBlocked(name))] }
            if soft == "1" { return [.warning(DoctorMessages.bluetoothSoftBlocked(name))] }
        }
        return [.info(DoctorMessages.bluetoothAdapterPresent(name), detail: true)]
    }

    /// D-Bus's socket and a bluetoothd process (by /proc/*/comm: no D-Bus call from here).
    private static func services(_ env: DoctorEnvironment) -> DoctorReport.Line {
        let socket = DisplayInventory.join(env.sysRoot, "run/dbus/system_bus_socket")
        guard access(socket, F_OK) == 0 else { return .warning(DoctorMessages.bluetoothNoDBus) }
        let proc = DisplayInventory.join(env.sysRoot, "proc")
        let running = ((try? FileManager.default.contentsOfDirectory(atPath: proc)) ?? [])
            .filter { $0.allSatisfy(\.isNumber) }
            .contains { text(proc + "/" + $0 + "/comm") == "bluetoothd" }
        return running ? .info(DoctorMessages.bluetoothdRunning, detail: true) : .warning(DoctorMessages.bluetoothdMissing)
    }

    private static func journal(_ dataDirectory: String) -> DoctorReport.Line {
        let path = dataDirectory + "/feed/feed.journal"
        guard access(path, F_OK) == 0 else { return .info(DoctorMessages.feedJournalNone(path), detail: true) }
        do {
            let records = try Journal.read(path, files: PosixFileLayer())
            return .info(DoctorMessages.feedJournal(path, records: records.count, last: records.last?.at), detail: true)
        } catch {
            return .warning(DoctorMessages.feedJournalUnreadable(path, "\(error)"))
        }
    }

    private static func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
    }
}
