import Foundation
import Glibc
import Testing
@testable import InputKeys

/// The evdev source end to end without /dev/uinput: a FIFO named like an event device stands
/// in for a keypad. The ioctls (name, grab, clock) fail on a FIFO and are skipped, and the
/// bytes go through the same read, parse and hotplug paths as a real device's.
@Suite struct EvdevSourceTests {
    static func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-evdev-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aKeypadPluggedInLaterIsReadAndItsUnplugReleasesTheHeldKey() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = "\(dir)/event7"
        let source = try EvdevSource(map: EvdevMap(devices: [path], keys: ["KEY_KP1": .run1, "KEY_KP4": .run4]), directory: dir)
        #expect(source.drainNotices().map(\.message).first?.hasPrefix("No keypad found in \(dir) yet") == true)
        #expect(try source.readEdges() == [])

        // Plugged in: inotify reports the new node and the source opens it.
        #expect(mkfifo(path, 0o600) == 0)
        #expect(try source.readEdges() == [])
        let writer = open(path, O_WRONLY | O_NONBLOCK)
        #expect(writer >= 0)

        // KP4 pressed and released, then KP1 pressed and held.
        let stream = EvdevParserTests.record(sec: 5, usec: 0, type: 1, code: 75, value: 1)
            + EvdevParserTests.record(sec: 5, usec: 0, type: 0, code: 0, value: 0)
            + EvdevParserTests.record(sec: 5, usec: 90_000, type: 1, code: 75, value: 0)
            + EvdevParserTests.record(sec: 6, usec: 0, type: 1, code: 79, value: 1)
        // KP4 is code 75 (KEY_KP4); KEY_KP1 is 79.
        #expect(stream.withUnsafeBytes { Glibc.write(writer, $0.baseAddress, $0.count) } == stream.count)
        let edges = try source.readEdges()
        #expect(edges.map(\.button) == [.run4, .run4, .run1])
        #expect(edges.map(\.level) == [.down, .up, .down])
        #expect(edges.map(\.time) == [.milliseconds(5_000), .milliseconds(5_090), .milliseconds(6_000)])

        // Unplugged with KP1 held: a notice names it, and KP1 is released so no press hangs.
        close(writer)
        let after = try source.readEdges()
        #expect(after.map(\.button) == [.run1] && after.map(\.level) == [.up])
        #expect(source.drainNotices().map(\.message) == ["Keypad input device (\(path)) was unplugged; the other inputs keep working."])
    }

    @Test func anUnknownKeyNameIsRefusedByName() {
        #expect(throws: InputError.self) { try EvdevSource(map: EvdevMap(keys: ["KEY_KP11": .run1]), directory: "/nonexistent") }
        do {
            _ = try EvdevSource(map: EvdevMap(keys: ["KEY_KP11": .run1]), directory: "/nonexistent")
        } catch {
            #expect(error.message.hasPrefix("Unknown key name KEY_KP11 in the evdev key map."))
        }
    }
}
