#if canImport(Glibc)
import CLinux
#endif

/// Gives the heap's free pages back to the kernel. glibc keeps memory a burst freed (many
/// phones' sockets, a connection flood) in its arena for reuse, so a kiosk's resident memory
/// would stay at the burst's peak all afternoon; `malloc_trim` returns the free pages (issue
/// 38: 7 MiB of the 10 a 50-viewer burst took). It holds the one arena's lock while it walks
/// the heap (ADR 031), so it is called after a burst has drained, never on a clock tick.
public protocol HeapTrim: Sendable {
    func giveBack()
}

/// The real one: glibc's `malloc_trim(0)`.
public struct MallocTrim: HeapTrim {
    public init() {}

    public func giveBack() {
        #if canImport(Glibc)
        _ = malloc_trim(0)
        #endif
    }
}
