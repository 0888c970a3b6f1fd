import EventLoop
import Glibc
import Synchronization

/// The one thread roster pictures are decoded and fitted on (ADR 055), so the loop that
/// records every ball never waits on a decode. A thread of its own rather than Swift's task
/// pool: the pool has a thread per core, which the web app's handlers share, and a picture
/// must not queue behind them (nor they behind it). Jobs run in the order given; the thread
/// is made at the first job, with every signal blocked (as the MQTT thread is), and lives as
/// long as the process.
final class PictureWorker: Sendable {
    private let jobs = Mutex<[@Sendable () -> Void]>([])
    private let bell: Doorbell
    private let started = Mutex(false)

    /// nil without an eventfd for the thread to wait on.
    init?() {
        guard let bell = Doorbell() else { return nil }
        self.bell = bell
    }

    /// Runs `job` on the worker's thread; false when no thread could be made (the job is
    /// dropped: the picture is then never ready and the board shows none).
    @discardableResult
    func run(_ job: @escaping @Sendable () -> Void) -> Bool {
        jobs.withLock { $0.append(job) }
        let ready = started.withLock { started -> Bool in
            if started { return true }
            let bell = bell, jobs = self
            let made = SignalMask.withAllBlocked {
                Self.spawn { jobs.loop(bell) }
            }
            started = made == 0
            return started
        }
        bell.ring()
        return ready
    }

    private func loop(_ bell: Doorbell) {
        while true {
            _ = bell.wait(milliseconds: 60_000)
            bell.answer()
            let next = jobs.withLock { jobs -> [@Sendable () -> Void] in
                defer { jobs.removeAll() }
                return jobs
            }
            for job in next { job() }
        }
    }

    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    private static func spawn(_ body: @escaping () -> Void) -> Int32 {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let argument = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(&thread, &attributes, { argument in
            guard let argument else { return nil }
            Unmanaged<Body>.fromOpaque(argument).takeRetainedValue().run()
            return nil
        }, argument)
        if made != 0 { Unmanaged<Body>.fromOpaque(argument).release() }
        return made
    }
}
