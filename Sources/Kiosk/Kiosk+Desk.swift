import Broadcast
import CommandBasics
import Desk
import Session
import Settings
import Store

/// The hall's desk for `scoreline run` when `[desk]` is set (docs/desk.md). Only wiring: the
/// desk's rules are `Desk`'s, its page `Remote`'s, its connection `HallDeskLink`.
extension Kiosk {
    /// Opens the desk's journal (`<data>/desk/journal.jsonl`, folded back at a restart) and
    /// connects to the courts' broker; nil when this kiosk is no desk.
    static func startHallDesk(_ config: ScorelineConfig, store: MatchStore, loop: SessionLoop) throws -> HallDeskLink? {
        guard let desk = config.desk else { return nil }
        guard let publish = config.publish else { throw CommandFailure(KioskMessages.deskNeedsPublish) }
        let files = PosixFileLayer()
        let journal: DeskJournal
        do {
            try files.makeDirectory(store.root + "/desk")
            journal = try DeskJournal.open(store.root + "/desk/journal.jsonl", courts: desk.courts, files: files)
        } catch let problem as DeskJournal.Problem {
            throw CommandFailure(KioskMessages.deskJournal(problem.sentence))
        } catch {
            throw CommandFailure(KioskMessages.deskJournal("\(error)"))
        }
        let client: MosquittoClient
        do throws(BroadcastError) {
            client = try MosquittoClient(options: try config.mqtt.options(for: publish.broker, defaultClientId: "scoreline-\(publish.topics.venue)-desk"))
        } catch {
            throw CommandFailure("\(error)")
        }
        guard let link = HallDeskLink(office: DeskOffice(journal: journal), client: client, venue: publish.topics.venue) else {
            throw CommandFailure(KioskMessages.deskNoEventfd)
        }
        do throws(BroadcastError) { try link.start(on: loop) } catch { throw CommandFailure("\(error)") }
        return link
    }
}
