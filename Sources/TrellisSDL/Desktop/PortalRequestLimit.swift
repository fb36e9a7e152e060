import Synchronization
import TrellisCore

/// How many portal requests may wait for their answers at once.
///
/// Each waits on a thread and a bus connection of its own, so a portal that
/// takes requests and never answers them would otherwise cost a descriptor
/// per link clicked until the process had none left (1,008 links with 1,024
/// descriptors). Past the limit a request is not sent, and the caller does
/// without the portal, as when there is none.
enum PortalRequestLimit {
    /// Requests that may wait at once.
    static let maximum = 8
    private static let waiting = Mutex(0)

    /// Runs `request` (which connects, asks and waits) counted among those
    /// waiting; nil without running it, with a warning once, when `maximum` wait already.
    static func run<Result>(_ request: () -> Result?) -> Result? {
        guard enter() else { return nil }
        defer { leave() }
        return request()
    }

    private static func enter() -> Bool {
        let entered = waiting.withLock { count in
            guard count < maximum else { return false }
            count += 1
            return true
        }
        if !entered {
            Diagnostics.warnOnce("portal-request-limit", """
                \(maximum) requests to the desktop's portal are still waiting for its answer; \
                going on without the portal until one ends
                """)
        }
        return entered
    }

    private static func leave() {
        waiting.withLock { $0 -= 1 }
    }

    /// Requests waiting now, for tests.
    static var count: Int { waiting.withLock { $0 } }
}
