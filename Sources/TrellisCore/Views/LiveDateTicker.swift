import Foundation

/// The date and style of a text that counts from a date (`Text(date, style: .timer)`).
struct LiveDate: Hashable, Sendable {
    let date: Date
    let style: Text.DateStyle
}

/// Runs a counting text's node again each second of its graph's clock, so
/// the text follows the time as it passes: in a window the real seconds, in a
/// test host the fixed frame clock.
@MainActor
package final class LiveDateTicker {
    private var alarm: Int?

    /// Starts or stops the node's ticking as `liveDate` asks, and returns
    /// the clock's date to write the text for (nil for a text that does not count).
    static func follow<V: NodeStateKeeping>(_ liveDate: LiveDate?, for view: V, node: ViewNode) -> Date?
    where V.NodeState == LiveDateTicker {
        // Nearly every text counts nothing and never did: it pays for two nil checks.
        guard liveDate != nil || node.primitiveStorage != nil else { return nil }
        let clock = node.graph.clock
        let ticker = view.state(of: node)
        guard liveDate != nil else {
            ticker?.cancel(on: clock)
            return nil
        }
        if ticker?.alarm == nil {
            let ticker = ticker ?? LiveDateTicker()
            if node.primitiveStorage == nil {
                view.keep(ticker, in: node)
                node.teardownActions.append { [weak node, weak ticker] in
                    if let node { ticker?.cancel(on: node.graph.clock) }
                }
            }
            ticker.alarm = clock.repeating(every: 1) { [weak node] _ in
                guard let node, !node.isDetached else { return }
                node.graph.invalidate(node)
            }
        }
        return clock.date
    }

    /// Stops the ticking of the text `node` held, if it counted.
    static func stop(in node: ViewNode) {
        (node.primitiveStorage as? LiveDateTicker)?.cancel(on: node.graph.clock)
    }

    /// Stops ticking, if it ticks.
    private func cancel(on clock: GraphClock) {
        if let alarm { clock.cancel(alarm) }
        alarm = nil
    }
}
