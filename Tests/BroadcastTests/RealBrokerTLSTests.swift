import EventLoop
import Foundation
import Synchronization
import Testing
@testable import Broadcast

/// `MosquittoClient` over TLS against a real Mosquitto: a throwaway CA and server certificate
/// made with `openssl` in the broker's directory, a TLS listener on a free loopback port, the
/// client given `mqtts://127.0.0.1:PORT` and the CA file. Every wait is for an event.
@Suite(.serialized) struct RealBrokerTLSTests {
    typealias Broker = RealBrokerTests.Broker

    /// What one client reported, with a bell rung on every event.
    final class Recorder: Sendable {
        struct Seen { var connected = 0; var disconnected: [String] = []; var delivered: [Int] = []; var received: [MQTTMessage] = [] }
        let seen = Mutex(Seen())
        let bell: Doorbell

        init() throws { bell = try #require(Doorbell()) }

        var events: MQTTEvents {
            MQTTEvents(
                connected: { self.seen.withLock { $0.connected += 1 }; self.bell.ring() },
                disconnected: { why in self.seen.withLock { $0.disconnected.append(why) }; self.bell.ring() },
                delivered: { id in self.seen.withLock { $0.delivered.append(id) }; self.bell.ring() },
                received: { message in self.seen.withLock { $0.received.append(message) }; self.bell.ring() })
        }

        /// Waits for the events until `done` holds, at most `milliseconds`.
        func wait(milliseconds: UInt64, until done: (Seen) -> Bool) -> Bool {
            let deadline = MonotonicClock.milliseconds() + milliseconds
            while !seen.withLock({ done($0) }) {
                let now = MonotonicClock.milliseconds()
                guard now < deadline else { return false }
                if bell.wait(milliseconds: Int(deadline - now)) { bell.answer() }
            }
            return true
        }
    }

    /// A CA and a server certificate for 127.0.0.1 signed by it, made in `directory`; the
    /// listener lines that use them.
    static func certificates(in directory: String) throws -> [String] {
        func openssl(_ arguments: [String]) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: directory)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw RealBrokerTests.BrokerFailure("openssl \(arguments.joined(separator: " ")) failed") }
        }
        let key = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        try openssl(["req", "-x509"] + key + ["-keyout", "ca.key", "-out", "ca.crt", "-days", "2", "-subj", "/CN=Scoreline test CA"])
        try openssl(["req"] + key + ["-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=127.0.0.1"])
        try Data("subjectAltName=IP:127.0.0.1\n".utf8).write(to: URL(fileURLWithPath: directory + "/san.cnf"))
        try openssl([
            "x509", "-req", "-in", "server.csr", "-CA", "ca.crt", "-CAkey", "ca.key", "-CAcreateserial", "-out", "server.crt",
            "-days", "2", "-extfile", "san.cnf",
        ])
        // Mosquitto started as root reads its files as the user `mosquitto`: a throwaway key may be read by all.
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: directory + "/server.key")
        return ["cafile \(directory)/ca.crt", "certfile \(directory)/server.crt", "keyfile \(directory)/server.key"]
    }

    func options(_ broker: Broker, _ clientId: String) -> MQTTOptions {
        MQTTOptions(
            address: BrokerAddress(host: "127.0.0.1", port: broker.port, tls: true), clientId: clientId, caFile: broker.directory + "/ca.crt")
    }

    @Test func aRetainedMessageGoesThroughATLSBroker() throws {
        let broker = try Broker(listener: Self.certificates)
        try broker.start()
        let sender = try Recorder()
        let publisher = try MosquittoClient(options: options(broker, "tls-sender"))
        try publisher.start(will: nil, events: sender.events)
        #expect(sender.wait(milliseconds: 5000) { $0.connected == 1 })
        let message = MQTTMessage(topic: "scoreline/tls/1/board", payload: Array("over TLS".utf8))
        let id = try #require(publisher.publish(message))
        #expect(sender.wait(milliseconds: 5000) { $0.delivered.contains(id) })

        let reader = try Recorder()
        let follower = try MosquittoClient(options: options(broker, "tls-reader"))
        try follower.start(will: nil, events: reader.events)
        follower.subscribe("scoreline/tls/+/board")
        #expect(reader.wait(milliseconds: 5000) { $0.received.contains(message) })
        follower.stop()
        publisher.stop()
        #expect(sender.seen.withLock { $0.disconnected }.isEmpty)
    }

    /// libmosquitto 2.0's own loop gives up for good on a TLS error (EPROTO) such as a broker
    /// that is not there yet (upstream issues 2825, 3258): the client must keep trying.
    @Test func aClientStartedBeforeItsTLSBrokerConnectsWhenItComes() throws {
        let broker = try Broker(listener: Self.certificates)
        let recorder = try Recorder()
        let client = try MosquittoClient(options: options(broker, "tls-early"))
        try client.start(will: nil, events: recorder.events)
        #expect(recorder.wait(milliseconds: 5000) { !$0.disconnected.isEmpty })
        try broker.start()
        let started = MonotonicClock.milliseconds()
        #expect(recorder.wait(milliseconds: 5000) { $0.connected == 1 })
        let took = MonotonicClock.milliseconds() - started
        #expect(took < 5000, "connected \(took) ms after the broker came up")
        client.stop()
    }
}
