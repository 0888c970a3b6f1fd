import Broadcast
import CommandBasics
import Dispatch
import Synchronization

/// The scorer's side for `bench follow`: a `MosquittoClient` publishing ready-encoded boards,
/// retained at QoS 1 as `BoardPublisher` does, without its queue (one board is published only
/// when every follower drew the last, so nothing is ever waiting).
final class BenchPublisher {
    private let client: MosquittoClient
    private let acknowledged = DispatchSemaphore(value: 0)
    /// Message ids the broker acknowledged, from libmosquitto's thread.
    private final class Acks: Sendable { let ids = Mutex(Set<Int>()) }
    private let acks = Acks()

    init(address: BrokerAddress) throws {
        client = try MosquittoClient(options: MQTTOptions(address: address, clientId: "bench-publisher"))
        let connected = DispatchSemaphore(value: 0)
        let acknowledged = self.acknowledged
        let acks = self.acks
        try client.start(will: nil, events: MQTTEvents(
            connected: { connected.signal() },
            delivered: { mid in
                acks.ids.withLock { _ = $0.insert(mid) }
                acknowledged.signal()
            }))
        guard connected.wait(timeout: .now() + .seconds(10)) == .success else {
            throw CommandFailure("the bench's publisher did not connect to \(address.host):\(address.port) within 10 s")
        }
    }

    /// Publishes and returns at once (libmosquitto's thread sends it); the broker's
    /// acknowledgement is awaited by `publishAndWait`.
    @discardableResult
    func publish(_ payload: [UInt8], topic: String) throws -> Int {
        guard let mid = client.publish(MQTTMessage(topic: topic, payload: payload)) else {
            throw CommandFailure("publish to \(topic) refused (not connected)")
        }
        return mid
    }

    /// Publishes and waits for the broker's acknowledgement: the message is retained there.
    func publishAndWait(_ payload: [UInt8], topic: String) throws {
        let mid = try publish(payload, topic: topic)
        while !acks.ids.withLock({ $0.remove(mid) != nil }) {
            guard acknowledged.wait(timeout: .now() + .seconds(10)) == .success else {
                throw CommandFailure("the broker did not acknowledge \(topic) within 10 s")
            }
        }
    }

    func stop() { client.stop() }
}
