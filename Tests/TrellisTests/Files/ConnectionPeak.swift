import Foundation

/// The most connections seen open at once on a `FakePortalBus`, sampled on a
/// thread of its own from `init` until `stop()`.
///
/// A sampler on the main actor can miss a peak that lasts a second: the tests
/// running beside it hold the actor for longer than that on a loaded machine.
final class ConnectionPeak: @unchecked Sendable {
    private let lock = NSLock()
    private var most: Int
    private var running = true
    private let finished = DispatchSemaphore(value: 0)

    /// Starts sampling `bus`; `floor` is the count before anything was asked.
    init(on bus: FakePortalBus, from floor: Int) {
        most = floor
        Thread.detachNewThread { [self] in
            while lock.withLock({ running }) {
                if let open = bus.openConnections() { lock.withLock { most = max(most, open) } }
                usleep(5_000)
            }
            finished.signal()
        }
    }

    /// Stops sampling and returns the most seen.
    func stop() -> Int {
        lock.withLock { running = false }
        finished.wait()
        return lock.withLock { most }
    }
}
