import Foundation
import Testing

/// The hidden tools the tests use take whole numbers too: a negative count made an empty
/// range and a huge debounce overflowed nanoseconds, both traps.
@Suite struct DebugOptionBoundsTests {
    @Test func aNegativeCountIsRefused() throws {
        let run = try ReplayCommandTests.scoreline(["debug", "journal-writer", "--path", "/nonexistent/j", "--count=-1"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--count must be a whole number from 0 to 10000000, not -1."), "\(run.stderr)")
    }

    @Test func aHugeDebounceIsRefused() throws {
        let run = try ReplayCommandTests.scoreline(["debug", "inputs", "--terminal", "--debounce-ms=9223372036854775807"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--debounce-ms must be a whole number from 0 to 1000, not 9223372036854775807."), "\(run.stderr)")
    }
}
