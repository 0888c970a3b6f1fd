import Broadcast
import CommandBasics
import ProjectionCenter
import Renderer
import ScorerFeed
import Settings

/// The scorer's app over Bluetooth for `scoreline run` (docs/bluetooth.md): with
/// `[bluetooth] feed = true` the kiosk shows the app's board instead of scoring. Only wiring:
/// the work is ScorerFeed's.
extension Kiosk {
    func runFeed(_ bluetooth: BluetoothConfig, config: ScorelineConfig) throws {
        let dataDirectory = dataDir ?? config.dataDirectory
        let presenter: any BoardPresenter = output == "terminal"
            ? try TerminalBoard(config: config, logPath: nil, help: DisplayOnlyMessages.feed(bluetooth.name)).presenter
            : try makePresenter(config, dataDirectory: dataDirectory, images: FolderImageShelf(folder: config.pages.sponsorsFolder(dataDirectory: dataDirectory)))
        let hub = ProjectionHub([presenter])
        defer { hub.close() }
        if let overlay = try overlayPresenter(config) { hub.add(overlay) }
        let link = BlueZPeripheral(
            adapter: bluetooth.adapter, name: bluetooth.name, encryptedWrites: bluetooth.pairing == .required)
        let quiet = UInt64(bluetooth.settleMilliseconds)
        do throws(FeedError) {
            try FeedKiosk.run(
                name: bluetooth.name, link: link, dataDirectory: dataDirectory,
                settle: FeedFollower.Settle(quiet: quiet, longest: quiet * 4), now: LocalTimestamp.now,
                show: { hub.project($0, seq: nil) }, attach: { hub.attach(to: $0) })
        } catch { throw CommandFailure("\(error)") }
    }
}
