import CInputShim
import Glibc
import Logging
import MatchEngine

/// Keypads, clickers and gpio-keys through /dev/input/event*. Every matching device is
/// grabbed, and /dev/input is watched with inotify so a keypad plugged in later (or plugged
/// back in) is picked up. All device descriptors sit in one epoll set, so the reactor polls a
/// single descriptor however many keypads there are.
public final class EvdevSource: InputSource {
    public let name: String
    public var fileDescriptor: Int32? { epoll >= 0 ? epoll : nil }

    private let map: EvdevMap
    private let directory: String
    private let buttons: [UInt16: BoxKey]
    private var epoll: Int32 = -1
    private var inotify: Int32 = -1
    private var devices: [Int32: Device] = [:]
    private var notices: [InputError] = []
    /// Why no keypad works, shown while none is open: none found yet, or the last one unplugged.
    private var waiting = ""
    private var logger = Logger(label: "scoreline.input.evdev")

    private struct Device {
        var path: String
        var label: String
        var parser: EvdevParser
        var held: Set<UInt16> = []
    }

    /// Fails only when a mapped key name is unknown; devices missing now may come later.
    public init(map: EvdevMap, directory: String = "/dev/input") throws(InputError) {
        self.map = map
        self.directory = directory
        self.name = "keypads in \(directory)"
        var buttons: [UInt16: BoxKey] = [:]
        for (key, button) in map.keys {
            guard let code = EvdevKeyNames.code(for: key) else {
                throw InputError("Unknown key name \(key) in the evdev key map. Known names include KEY_KP0…KEY_KP9, KEY_KPENTER, KEY_A…KEY_Z, BTN_0…BTN_9.")
            }
            buttons[code] = button
        }
        self.buttons = buttons
        epoll = scoreline_epoll_new()
        guard epoll >= 0 else { throw InputError("epoll_create1 failed: \(String(cString: strerror(errno)))") }
        inotify = scoreline_inotify_new()
        if inotify >= 0, scoreline_inotify_watch_dir(inotify, directory) >= 0 {
            watch(inotify)
        } else {
            logger.warning("cannot watch \(directory) for new keypads: \(String(cString: strerror(errno)))")
        }
        scan()
        waiting = "No keypad found in \(directory) yet (looking for \(map.devices.isEmpty ? "any device with the mapped keys" : map.devices.joined(separator: ", "))); one plugged in later will be picked up."
        if devices.isEmpty {
            note("No keypad found in \(directory) yet (looking for \(map.devices.isEmpty ? "any device with the mapped keys" : map.devices.joined(separator: ", "))); one plugged in later will be picked up.")
        }
    }

    deinit {
        for fd in devices.keys {
            _ = scoreline_evdev_grab(fd, 0)
            close(fd)
        }
        if inotify >= 0 { close(inotify) }
        if epoll >= 0 { close(epoll) }
    }

    public func drainNotices() -> [InputError] {
        defer { notices = [] }
        return notices
    }

    public var problem: String? { devices.isEmpty ? waiting : nil }

    public func readEdges() throws(InputError) -> [InputEdge] {
        var edges: [InputEdge] = []
        for fd in EpollSet.ready(epoll) {
            if fd == inotify { drainInotify() } else { edges += readDevice(fd) }
        }
        return edges
    }

    private func scan() {
        guard let dir = opendir(directory) else {
            note("Cannot read \(directory): \(String(cString: strerror(errno))).")
            return
        }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix("event") { names.append(name) }
        }
        for name in names.sorted() { tryOpen("\(directory)/\(name)") }
    }

    private func tryOpen(_ path: String) {
        guard !devices.values.contains(where: { $0.path == path }) else { return }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return }  // not ours yet (udev still setting permissions) or gone
        var nameBuf = [CChar](repeating: 0, count: 256)
        _ = scoreline_evdev_name(fd, &nameBuf, Int32(nameBuf.count))
        let named = String(decoding: nameBuf.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let label = named.isEmpty ? "input device" : named
        guard wanted(path: path, label: label, fd: fd) else {
            close(fd)
            return
        }
        _ = scoreline_evdev_use_monotonic(fd)
        if map.grab, scoreline_evdev_grab(fd, 1) != 0 {
            logger.warning("\(label) (\(path)) is grabbed by another program; reading it anyway")
        }
        devices[fd] = Device(path: path, label: label, parser: EvdevParser(recordSize: Int(scoreline_input_event_size())))
        watch(fd)
        logger.info("keypad \(label) at \(path)")
    }

    private func wanted(path: String, label: String, fd: Int32) -> Bool {
        if !map.devices.isEmpty {
            return map.devices.contains { $0 == path || (!$0.hasPrefix("/") && label.contains($0)) }
        }
        // No device named: any that can send one of the mapped keys (not a mouse, not the
        // power button).
        var bits = [UInt8](repeating: 0, count: 96)
        guard scoreline_evdev_key_bits(fd, &bits, Int32(bits.count)) >= 0 else { return false }
        return buttons.keys.contains { code in Int(code) / 8 < bits.count && bits[Int(code) / 8] & (1 << (code % 8)) != 0 }
    }

    private func watch(_ fd: Int32) {
        _ = scoreline_epoll_add(epoll, fd)
    }

    private func drainInotify() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(inotify, &buffer, buffer.count)
            guard n > 0 else { return }
            var offset = 0
            // struct inotify_event: wd, mask, cookie, len (4 bytes each), then len name bytes.
            while offset + 16 <= n {
                let len = Int(buffer[offset + 12]) | Int(buffer[offset + 13]) << 8 | Int(buffer[offset + 14]) << 16 | Int(buffer[offset + 15]) << 24
                let nameBytes = buffer[(offset + 16)..<min(n, offset + 16 + len)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                if name.hasPrefix("event") { tryOpen("\(directory)/\(name)") }
                offset += 16 + len
            }
        }
    }

    private func readDevice(_ fd: Int32) -> [InputEdge] {
        guard var device = devices[fd] else { return [] }
        var edges: [InputEdge] = []
        var buffer = [UInt8](repeating: 0, count: 64 * device.parser.recordSize)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n > 0 {
                for event in device.parser.feed(buffer.prefix(n)) {
                    switch event {
                    case .key(let code, let down, let time):
                        if down { device.held.insert(code) } else { device.held.remove(code) }
                        guard let button = buttons[code] else { continue }
                        edges.append(InputEdge(input: "evdev:\(device.path):\(code)", button: button, level: down ? .down : .up, time: time))
                    case .dropped:
                        // Lost events: release what we think is held so no press hangs.
                        logger.warning("\(device.label): the kernel dropped input events")
                        edges += releaseHeld(&device)
                    }
                }
                continue
            }
            if n < 0, errno == EAGAIN || errno == EINTR { break }
            // ENODEV (or EOF): unplugged. Close it; inotify brings it back when replugged.
            waiting = "Keypad \(device.label) (\(device.path)) was unplugged; plugged back in, it is picked up again."
            note("Keypad \(device.label) (\(device.path)) was unplugged; the other inputs keep working.")
            edges += releaseHeld(&device)
            _ = scoreline_epoll_remove(epoll, fd)
            close(fd)
            devices[fd] = nil
            return edges
        }
        devices[fd] = device
        return edges
    }

    /// Up edges for every key still held, so no press hangs when events are lost.
    private func releaseHeld(_ device: inout Device) -> [InputEdge] {
        let now = InputInstant.now()
        defer { device.held = [] }
        return device.held.compactMap { code in
            buttons[code].map { InputEdge(input: "evdev:\(device.path):\(code)", button: $0, level: .up, time: now) }
        }
    }

    private func note(_ message: String) {
        logger.warning("\(message)")
        notices.append(InputError(message))
    }
}
