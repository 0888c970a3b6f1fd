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

    /// On the session's thread, when the bell has rung: runs every job waiting.
    public func drain(into desk: RemoteDesk) {
        let jobs = mailbox.withLock { box in
            defer { box.jobs.removeAll(keepingCapacity: true) }
            return box.jobs
        }
        for job in jobs { job(desk) }
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
