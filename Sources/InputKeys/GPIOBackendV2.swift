import MatchEngine

#if LIBGPIOD_V2
import CGPIOD
import Glibc

/// Every libgpiod call, for the 2.x library (v2 API: Debian 13, Raspberry Pi OS trixie).
/// Built when pkg-config reports libgpiod 2 or newer (ADR 017); GPIOBackendV1.swift is the
/// 1.x one. Each line gets a request of its own, so each has its own event descriptor as
/// with 1.x, and `GPIOSource` above them is the same for both.
/// "Cannot find 'gpiod_chip_request_lines' in scope" here means libgpiod 1.x is installed
/// but SwiftPM reused a manifest evaluated before: `rm -rf .build
/// ~/.cache/org.swift.swiftpm/manifests` and build again.
enum GPIOBackendV2: GPIOLibrary {
    struct Line: GPIOLineHandle {
        var name: String
        var button: BoxKey
        var fd: Int32
        var offset: UInt32
        /// The line's request; independent of the chip it came from, which is closed once
        /// the lines are requested.
        var request: OpaquePointer
        /// Where `readEvents` puts the edges it reads (one per line: freed with the line).
        var buffer: OpaquePointer
    }

    struct Requested: GPIORequested {
        var lines: [Line]
        var problems: [String]
    }

    static let consumer = "scoreline"
    /// The kernel keeps 16 edges per line; one read takes them all.
    static let eventsPerRead = 16

    static func request(_ map: GPIOMap) -> Requested {
        let chips: [OpaquePointer]
        if let wanted = map.chip {
            guard let path = chipPath(wanted) else { return Requested(lines: [], problems: [GPIOMessages.chipNotFound(wanted)]) }
            guard let chip = gpiod_chip_open(path) else { return Requested(lines: [], problems: [GPIOMessages.cannotOpen(path, errno: errno)]) }
            chips = [chip]
        } else {
            // Chips that cannot be opened are passed over, as 1.x's search passes them over;
            // the messages list what the inventory could read.
            chips = GPIOInventory.devices().compactMap { gpiod_chip_open($0.path) }
            if chips.isEmpty { return Requested(lines: [], problems: [GPIOMessages.noChips(map)]) }
        }
        // A request outlives its chip: the chips are only needed to find and request lines.
        defer { chips.forEach { gpiod_chip_close($0) } }
        guard let settings = gpiod_line_settings_new() else {
            return Requested(lines: [], problems: [GPIOMessages.noLineSettings(errno: errno)])
        }
        defer { gpiod_line_settings_free(settings) }
        _ = gpiod_line_settings_set_direction(settings, GPIOD_LINE_DIRECTION_INPUT)
        _ = gpiod_line_settings_set_edge_detection(settings, GPIOD_LINE_EDGE_BOTH)
        _ = gpiod_line_settings_set_bias(settings, bias(map.bias))
        gpiod_line_settings_set_active_low(settings, map.activeLow)

        var lines: [Line] = []
        var problems: [String] = []
        for (name, button) in map.lines.sorted(by: { $0.key < $1.key }) {
            // By name: a Pi 5's header lines sit on a differently numbered chip than a Pi 4's.
            guard let (chip, offset) = find(name, on: chips) else {
                problems.append(GPIOMessages.lineNotFound(name, button: button, chip: map.chip))
                continue
            }
            switch requestLine(chip, offset: offset, settings: settings) {
            case .success(let request):
                guard let buffer = gpiod_edge_event_buffer_new(eventsPerRead) else {
                    gpiod_line_request_release(request)
                    problems.append(GPIOMessages.cannotRequest(name, button: button, errno: ENOMEM, holder: nil))
                    continue
                }
                lines.append(Line(name: name, button: button, fd: gpiod_line_request_get_fd(request), offset: offset, request: request, buffer: buffer))
            case .failure(let failure):
                problems.append(GPIOMessages.cannotRequest(name, button: button, errno: failure.errno, holder: consumer(of: offset, on: chip)))
            }
        }
        return Requested(lines: lines, problems: problems)
    }

    static func readEvents(_ line: Line) -> [(active: Bool, time: InputInstant)] {
        let n = gpiod_line_request_read_edge_events(line.request, line.buffer, eventsPerRead)
        guard n > 0 else { return [] }
        return (0..<Int(n)).compactMap { i in
            guard let event = gpiod_edge_event_buffer_get_event(line.buffer, UInt(i)) else { return nil }
            // The request's event clock is CLOCK_MONOTONIC unless set otherwise.
            let time = InputInstant(nanoseconds: Int64(truncatingIfNeeded: gpiod_edge_event_get_timestamp_ns(event)))
            return (gpiod_edge_event_get_event_type(event) == GPIOD_EDGE_EVENT_RISING_EDGE, time)
        }
    }

    static func isActive(_ line: Line) -> Bool? {
        switch gpiod_line_request_get_value(line.request, line.offset) {
        case GPIOD_LINE_VALUE_ACTIVE: true
        case GPIOD_LINE_VALUE_INACTIVE: false
        default: nil
        }
    }

    static func release(_ requested: Requested) {
        for line in requested.lines {
            gpiod_line_request_release(line.request)
            gpiod_edge_event_buffer_free(line.buffer)
        }
    }

    static func chip(path: String, name: String) -> GPIOInventory.Chip {
        guard let chip = gpiod_chip_open(path) else {
            return GPIOInventory.Chip(path: path, name: name, label: "", lines: [], problem: GPIOMessages.cannotOpen(path, errno: errno))
        }
        defer { gpiod_chip_close(chip) }
        guard let info = gpiod_chip_get_info(chip) else {
            return GPIOInventory.Chip(path: path, name: name, label: "", lines: [], problem: GPIOMessages.cannotOpen(path, errno: errno))
        }
        defer { gpiod_chip_info_free(info) }
        var lines: [GPIOInventory.Line] = []
        for offset in 0..<UInt32(gpiod_chip_info_get_num_lines(info)) {
            guard let line = gpiod_chip_get_line_info(chip, offset) else { continue }
            defer { gpiod_line_info_free(line) }
            lines.append(GPIOInventory.Line(
                offset: Int(offset), name: gpiod_line_info_get_name(line).map { String(cString: $0) },
                used: gpiod_line_info_is_used(line), consumer: gpiod_line_info_get_consumer(line).map { String(cString: $0) }))
        }
        return GPIOInventory.Chip(
            path: path, name: String(cString: gpiod_chip_info_get_name(info)), label: String(cString: gpiod_chip_info_get_label(info)),
            lines: lines, problem: nil)
    }

    /// The chip a config names, taken as 1.x's `gpiod_chip_open_lookup` took it (2.x opens
    /// only paths): a path, a name under /dev ("gpiochip0"), a number, or a label ("pinctrl-rp1").
    static func chipPath(_ wanted: String) -> String? {
        if wanted.hasPrefix("/") { return gpiod_is_gpiochip_device(wanted) ? wanted : nil }
        return GPIOInventory.chipPath(named: wanted, devices: GPIOInventory.devices()) {
            GPIOInventory.chips().filter { $0.problem == nil }.map { ($0.label, $0.path) }
        }
    }

    private static func bias(_ bias: GPIOMap.Bias) -> gpiod_line_bias {
        switch bias {
        case .pullUp: GPIOD_LINE_BIAS_PULL_UP
        case .pullDown: GPIOD_LINE_BIAS_PULL_DOWN
        case .disabled: GPIOD_LINE_BIAS_DISABLED
        case .asIs: GPIOD_LINE_BIAS_AS_IS
        }
    }

    /// The first chip, in number order, with a line of that name, as 1.x's `gpiod_line_find`.
    private static func find(_ name: String, on chips: [OpaquePointer]) -> (OpaquePointer, UInt32)? {
        for chip in chips {
            let offset = gpiod_chip_get_line_offset_from_name(chip, name)
            if offset >= 0 { return (chip, UInt32(offset)) }
        }
        return nil
    }

    private struct RequestFailure: Error { let errno: Int32 }

    private static func requestLine(_ chip: OpaquePointer, offset: UInt32, settings: OpaquePointer) -> Result<OpaquePointer, RequestFailure> {
        guard let lineConfig = gpiod_line_config_new() else { return .failure(RequestFailure(errno: ENOMEM)) }
        defer { gpiod_line_config_free(lineConfig) }
        guard let requestConfig = gpiod_request_config_new() else { return .failure(RequestFailure(errno: ENOMEM)) }
        defer { gpiod_request_config_free(requestConfig) }
        var offsets = [offset]
        guard gpiod_line_config_add_line_settings(lineConfig, &offsets, 1, settings) == 0 else {
            return .failure(RequestFailure(errno: errno))
        }
        gpiod_request_config_set_consumer(requestConfig, consumer)
        guard let request = gpiod_chip_request_lines(chip, requestConfig, lineConfig) else {
            return .failure(RequestFailure(errno: errno))
        }
        return .success(request)
    }

    /// Who holds a line that could not be requested, for the message.
    private static func consumer(of offset: UInt32, on chip: OpaquePointer) -> String? {
        guard let info = gpiod_chip_get_line_info(chip, offset) else { return nil }
        defer { gpiod_line_info_free(info) }
        return gpiod_line_info_get_consumer(info).map { String(cString: $0) }
    }
}
#endif
