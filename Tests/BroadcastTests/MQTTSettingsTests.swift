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

    @Test func followTargetsAreACourtOrAVenue() throws {
        #expect(try FollowSource(parsing: "mqtt://h/scoreline/v/+").target == .hall(venue: "v"))
        #expect(throws: BroadcastError.self) { try FollowSource(parsing: "mqtt://h/scoreline/+/3") }
        #expect(throws: BroadcastError.self) { try FollowSource(parsing: "mqtt://h/scoreline/v/3/board") }
    }
}
