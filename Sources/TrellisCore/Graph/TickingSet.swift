/// Things that change with the frame clock alone, such as a blinking caret or
/// a scroll view gliding to a target.
@MainActor
package struct TickingSet {
    private var tickers: [ObjectIdentifier: (Int) -> Bool] = [:]

    /// Whether anything is ticking, so frames must keep coming.
    package var isEmpty: Bool { tickers.isEmpty }

    /// Ticks `layout`'s caret every frame until it is removed.
    package mutating func insert(_ key: ObjectIdentifier, _ layout: any CaretBlinking) {
        tickers[key] = { [weak layout] frame in
            _ = layout?.tick(frame: frame)
            return layout != nil
        }
    }

    /// Calls `tick` every frame until it returns false or `key` is removed.
    package mutating func insert(_ key: ObjectIdentifier, until tick: @escaping @MainActor (Int) -> Bool) {
        tickers[key] = tick
    }

    /// Stops ticking what was inserted under `key`.
    package mutating func remove(_ key: ObjectIdentifier) { tickers[key] = nil }

    /// Advances everything that ticks to `frame`; returns the keys of what has finished.
    ///
    /// Call it on a copy: a ticker may add or remove others while it runs.
    package func tick(frame: Int) -> [ObjectIdentifier] {
        tickers.compactMap { key, tick in tick(frame) ? nil : key }
    }

    /// Stops ticking what `tick(frame:)` reported finished.
    package mutating func remove(finished keys: [ObjectIdentifier]) {
        for key in keys { tickers[key] = nil }
    }
}
