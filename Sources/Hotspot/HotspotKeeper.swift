/// Keeps the hotspot as `HotspotPolicy` says, asked on the kiosk's clock (every few seconds):
/// reads NetworkManager's state, takes at most one step, and says what it did, so the kiosk
/// logs each change once rather than each tick. Unchecked Sendable: `HotspotRunner` calls it
/// from its one serial queue only.
public final class HotspotKeeper: @unchecked Sendable {
    public enum Outcome: Equatable, Sendable {
        case unchanged
        case broughtUp(ssid: String)
        case tookDown
        /// `fallback`: another network connected within the wait, so no hotspot this run.
        case stayedDown
        /// NetworkManager could not be asked or refused; the next tick tries again.
        case failed(String)
    }

    private let control: any HotspotControl
    private let policy: HotspotPolicy
    /// Read at each bring-up, so a passphrase rotated while the kiosk runs is the one used.
    private let profile: () throws(HotspotFailure) -> HotspotProfile
    private let startSeconds: Int
    private var settled = false
    private var lastFailure: String?

    public init(control: any HotspotControl, policy: HotspotPolicy, startSeconds: Int,
                profile: @escaping () throws(HotspotFailure) -> HotspotProfile) {
        self.control = control
        self.policy = policy
        self.profile = profile
        self.startSeconds = startSeconds
    }

    /// One look and at most one step. A failure is reported once until it changes or clears,
    /// so a missing NetworkManager is one log line, not one a tick.
    public func tick(nowSeconds: Int) -> Outcome {
        do throws(HotspotFailure) {
            let status = try control.status()
            let outcome: Outcome
            switch policy.step(elapsedSeconds: nowSeconds - startSeconds, status: status, settled: &settled) {
            case .nothing:
                outcome = .unchanged
            case .bringUp:
                let wanted = try profile()
                try control.bringUp(wanted)
                outcome = .broughtUp(ssid: wanted.ssid)
            case .takeDown:
                try control.takeDown()
                outcome = .tookDown
            case .stayDown:
                outcome = .stayedDown
            }
            lastFailure = nil
            return outcome
        } catch {
            guard error.description != lastFailure else { return .unchanged }
            lastFailure = error.description
            return .failed(error.description)
        }
    }
}
