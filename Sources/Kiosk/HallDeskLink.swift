import Broadcast
import Desk
import EventLoop
import FoundationEssentials
import Logging
import Session
import Store
import Synchronization

/// The hall's desk and the courts (docs/desk.md, ADR 057), on a kiosk run with `[desk]`: the
/// desk's own MQTT connection (as the desk's broker user, which alone may write the courts'
/// command topics), reading every court's `…/result/<match>`. Messages are handed to the loop's
/// thread through a bounded mailbox and a doorbell; there `DeskOffice` checks and records each
/// (the desk's journal has one writer, that thread), and a call goes out only once recorded.
/// On every connection the calls standing are sent again (retained), so a desk restarted
/// mid-day, or a broker that lost its copies, leaves no court without its call.
final class HallDeskLink: @unchecked Sendable {
    // @unchecked: the client's thread touches only `inbox` (a Mutex) and `doorbell`.
    let office: DeskOffice
    private let client: any MQTTClient
    private let venue: String
    private let logger: Logger
    private let doorbell: Doorbell
    private let inbox = Mutex(Inbox())

    struct Inbox {
        var messages: [MQTTMessage] = []
        var connected = false
        var dropped = 0
        /// The broker's outage was logged: one line per outage, not one per retry.
        var down = false
    }

    /// Results waiting for the loop; a court sends a few a match, and every court its kept
    /// ones on reconnecting (a day's worth: a few hundred). Past this, the rest are dropped
    /// and counted; the courts send them again at their next connection.
    static let inboxLimit = 4096

    init?(office: DeskOffice, client: any MQTTClient, venue: String, logger: Logger = Logger(label: "scoreline.desk")) {
        guard let doorbell = Doorbell() else { return nil }
        self.office = office
        self.client = client
        self.venue = venue
        self.logger = logger
        self.doorbell = doorbell
    }

    /// Starts the connection and joins the loop.
    func start(on loop: SessionLoop) throws(BroadcastError) {
        office.send = { [client, venue] court, bytes in
            _ = client.publish(MQTTMessage(topic: CourtTopics.command(venue: venue, court: court), payload: bytes, qos: 1, retain: true))
        }
        loop.attach { [self] reactor in doorbell.attach(to: reactor) { [self] in drain() } }
        try client.start(will: nil, events: MQTTEvents(
            connected: { [self] in
                inbox.withLock { $0.connected = true; $0.down = false }
                doorbell.ring()
            },
            disconnected: { [self] why in
                let first = inbox.withLock { box -> Bool in
                    defer { box.down = true }
                    return !box.down
                }
                if first { logger.warning("\(KioskMessages.deskBrokerDown(why))") }
            },
            received: { [self] message in
                let taken = inbox.withLock { box -> Bool in
                    guard box.messages.count < Self.inboxLimit else { box.dropped += 1; return false }
                    box.messages.append(message)
                    return true
                }
                if taken { doorbell.ring() }
            }))
        client.subscribe(CourtTopics.results(venue: venue))
    }

    func stop() { client.stop() }

    private func drain() {
        doorbell.answer()
        let box = inbox.withLock { box -> Inbox in
            defer { box = Inbox(down: box.down) }
            return box
        }
        if box.dropped > 0 { logger.warning("\(KioskMessages.deskResultsDropped(box.dropped))") }
        if box.connected {
            logger.notice("\(KioskMessages.deskConnected)")
            office.resendCalls()
        }
        for message in box.messages {
            // scoreline/<venue>/<court>/result/<match>: the court is the topic's, never the payload's.
            let parts = message.topic.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 5, parts[3] == "result" else { continue }
            switch office.heard(court: String(parts[2]), message.payload, at: SystemClock().now().journalTime) {
            case .recorded(let said): logger.notice("desk: \(said)")
            case .repeated(let why): logger.info("desk: \(why)")
            case .refused(let why): logger.warning("desk: refused: \(why)")
            }
        }
    }
}
