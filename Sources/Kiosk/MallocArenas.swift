#if canImport(Glibc)
import CLinux
#endif

/// One malloc arena for the kiosk (ADR 031). glibc gives each thread that allocates its own
/// arena; the kiosk's threads (the loop, the web app's event loop, the MQTT network thread,
/// Swift's task pool) each allocate a little, and every extra arena keeps its own free pages.
/// One arena measured 0.7-0.8 MB lower peak RSS under the phone web app's benchmark; the
/// lock they then share is taken a few hundred times a second at most.
enum MallocArenas {
    static func useOne() {
        #if canImport(Glibc)
        _ = mallopt(M_ARENA_MAX, 1)
        #endif
    }
}
