import Synchronization
import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

@Suite struct InvalidationInboxTests {
    /// Every state write reads the wake-up closure. Reading it must not wrap it:
    /// when it did, 300,000 reads made one call recurse 600,000 thunks deep and
    /// overflow the stack, so this test crashed rather than counted.
    @Test func readingTheWakeUpClosureManyTimesLeavesItFlat() {
        let inbox = InvalidationInbox()
        let calls = Mutex(0)
        inbox.wake = { calls.withLock { $0 += 1 } }
        for _ in 0..<300_000 { _ = inbox.wake }
        inbox.wake()
        #expect(calls.withLock { $0 } == 1)
    }
}
