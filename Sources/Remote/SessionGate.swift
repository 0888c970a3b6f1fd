import EventLoop
import Session
import Synchronization

/// The one way the web server reaches the scoring session. Server tasks post jobs into a
/// bounded mailbox and ring a doorbell; the session's loop drains the mailbox on its own
/// thread, runs each job against the `RemoteDesk`, and resumes the waiting task with the
/// answer. No lock is held while a job runs, and a slow phone can never stall a press: a full
/// mailbox answers "busy" at once (docs/architecture.md, ADR 026).
public final class SessionGate: Sendable {
    /// Jobs waiting for the session's thread. 256 is far past two scorers and a few editors
    /// (each waits for its answer before sending the next); past it the server says 503.
    public static let capacity = 256

    private struct Mailbox: ~Copyable {
        var jobs: [@Sendable (RemoteDesk?) -> Void] = []
        var closed = false
    }

    private let mailbox = Mutex(Mailbox())
    /// Reads anyone may ask for (the match list, a scorecard, a download) waiting or running.
    private let reads = Mutex(0)
    /// At most this many such reads at once; past it a viewer is told "busy" at once. Each
    /// folds stored matches on the session's thread, so a page reloaded in a loop by anyone on
    /// the network must not queue hundreds of them in front of the presses.
    public static let maxReads = 4
    /// Jobs run per ring of the bell; the rest ring it again, so the loop takes its presses,
    /// ticks and displays between batches.
    public static let jobsPerDrain = 16
    public let doorbell: Doorbell

    /// nil when the kernel gives no eventfd.
    public init?() {
        guard let doorbell = Doorbell() else { return nil }
        self.doorbell = doorbell
    }

    /// Runs `job` on the session's thread and returns its answer; nil when the mailbox is
    /// full or the kiosk is stopping (the caller answers 503).
    public func run<T: Sendable>(_ job: @escaping @Sendable (RemoteDesk) -> T) async -> T? {
        await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
            let posted = mailbox.withLock { box -> Bool in
                guard !box.closed, box.jobs.count < Self.capacity else { return false }
                box.jobs.append { desk in continuation.resume(returning: desk.map(job)) }
                return true
            }
            if posted { doorbell.ring() } else { continuation.resume(returning: nil) }
        }
    }

    /// A read anyone may ask for: as `run`, but nil at once when `maxReads` are already
    /// waiting or running.
    public func read<T: Sendable>(_ job: @escaping @Sendable (RemoteDesk) -> T) async -> T? {
        let admitted = reads.withLock { count -> Bool in
            guard count < Self.maxReads else { return false }
            count += 1
            return true
        }
        guard admitted else { return nil }
        defer { reads.withLock { $0 -= 1 } }
        return await run(job)
    }

    /// On the session's thread, when the bell has rung: runs up to `jobsPerDrain` jobs, and
    /// rings again when more wait.
    public func drain(into desk: RemoteDesk) {
        let (jobs, more) = mailbox.withLock { box in
            let taken = Array(box.jobs.prefix(Self.jobsPerDrain))
            box.jobs.removeFirst(taken.count)
            return (taken, !box.jobs.isEmpty)
        }
        for job in jobs { job(desk) }
        if more { doorbell.ring() }
    }

    /// Jobs posted and not yet run.
    public var pending: Int { mailbox.withLock { $0.jobs.count } }

    /// The kiosk is stopping: jobs waiting and jobs posted later are answered nil.
    public func close() {
        let jobs = mailbox.withLock { box in
            box.closed = true
            defer { box.jobs.removeAll() }
            return box.jobs
        }
        for job in jobs { job(nil) }
    }
}
