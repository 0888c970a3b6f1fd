import Foundation
import Testing
@testable import Broadcast

/// The password is read from its file at start; a missing or empty one stops the start with
/// a message naming the file.
@Suite struct MQTTSettingsTests {
    func temporaryFile(_ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "scoreline-pw-\(UUID().uuidString)"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func theFirstLineIsThePassword() throws {
        let path = try temporaryFile("s3cret\r\nignored\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var settings = MQTTSettings()
        settings.username = "court3"
        settings.passwordFile = path
        let options = try settings.options(for: BrokerAddress(host: "desk"), defaultClientId: "scoreline-x-1")
        #expect(options.password == "s3cret")
        #expect(options.username == "court3")
        #expect(options.clientId == "scoreline-x-1")
        #expect(options.keepalive == 10)
    }

    @Test func aMissingFileIsNamed() throws {
        var settings = MQTTSettings()
        settings.username = "court3"
        settings.passwordFile = "/nonexistent/scoreline-password"
        #expect(throws: BroadcastError("[mqtt] passwordFile /nonexistent/scoreline-password cannot be read (No such file or directory): the file's first line is the password; check the path and its permissions.")) {
            _ = try settings.options(for: BrokerAddress(host: "desk"), defaultClientId: "x")
        }
    }

    @Test func anEmptyFileIsNamed() throws {
        let path = try temporaryFile("\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: BroadcastError("[mqtt] passwordFile \(path) is empty: its first line must be the password.")) {
            _ = try MQTTSettings.readPassword(path)
        }
    }

    /// Not a regular file: a FIFO (which would hold the start waiting for a writer), a folder
    /// and `/dev/zero` (endless) are each refused with the file named, without waiting.
    @Test func onlyARegularFileIsRead() throws {
        let fifo = NSTemporaryDirectory() + "scoreline-pw-fifo-\(UUID().uuidString)"
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: fifo) }
        for path in [fifo, NSTemporaryDirectory(), "/dev/zero"] {
            #expect(throws: BroadcastError("[mqtt] passwordFile \(path) cannot be read (not a regular file): the file's first line is the password; check the path and its permissions.")) {
                _ = try MQTTSettings.readPassword(path)
            }
        }
    }

    /// The limit by hand: 1,024 bytes on the first line are read, 1,025 refused; a file of a
    /// megabyte whose first line is short is read as far as the limit only.
    @Test func aLongFirstLineIsRefused() throws {
        let fits = try temporaryFile(String(repeating: "p", count: 1024) + "\n")
        let over = try temporaryFile(String(repeating: "p", count: 1025))
        let big = try temporaryFile("short\n" + String(repeating: "x", count: 1 << 20))
        defer { for path in [fits, over, big] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(try MQTTSettings.readPassword(fits).count == 1024)
        #expect(throws: BroadcastError("[mqtt] passwordFile \(over) has a first line longer than 1024 bytes: its first line must be the password alone.")) {
            _ = try MQTTSettings.readPassword(over)
        }
        #expect(try MQTTSettings.readPassword(big) == "short")
    }

    @Test func followTargetsAreACourtOrAVenue() throws {
        #expect(try FollowSource(parsing: "mqtt://h/scoreline/v/+").target == .hall(venue: "v"))
        #expect(throws: BroadcastError.self) { try FollowSource(parsing: "mqtt://h/scoreline/+/3") }
        #expect(throws: BroadcastError.self) { try FollowSource(parsing: "mqtt://h/scoreline/v/3/board") }
    }
}
