import Synchronization
@_spi(TrellisExtension) import TrellisCore

/// How many portal requests may wait for their answers at once, on each bus.
///
/// Each waits on a thread and a bus connection of its own, so a portal that
/// takes requests and never answers them would otherwise cost a descriptor
/// per link clicked until the process had none left (1,008 links with 1,024
/// descriptors). Past the limit a request is not sent, and the caller does
/// without the portal, as when there is none. An app talks to one bus; the
/// count is kept per bus so that a bus of a test's own is counted apart.
enum PortalRequestLimit {
    /// Requests that may wait at once.
    static let maximum = 8
    private static let waiting = Mutex<[String: Int]>([:])

    /// Runs `request` (which connects to the bus at `address`, nil for the
    /// session's, asks and waits) counted among those waiting there; nil
    /// without running it, with a warning once, when `maximum` wait already.
    static func run<Result>(on address: String?, _ request: () -> Result?) -> Result? {
        let bus = address ?? "session"
        guard enter(bus) else { return nil }
        defer { leave(bus) }
        return request()
    }

    private static func enter(_ bus: String) -> Bool {
        let entered = waiting.withLock { counts in
            guard counts[bus, default: 0] < maximum else { return false }
            counts[bus, default: 0] += 1
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

    private static func leave(_ bus: String) {
        waiting.withLock { counts in
            counts[bus, default: 1] -= 1
            if counts[bus] == 0 { counts[bus] = nil }
        }
    }

    /// Requests waiting now on the bus at `address` (nil for the session's), for tests.
    static func count(on address: String?) -> Int { waiting.withLock { $0[address ?? "session", default: 0] } }
}
