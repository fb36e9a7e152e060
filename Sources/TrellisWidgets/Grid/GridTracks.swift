@_spi(TrellisExtension) import TrellisCore

/// One resolved column (or row) of a lazy grid.
struct GridTrack: Equatable {
    /// Its length across the grid's lines.
    var length: Double
    /// The space before the next track.
    var spacing: Double
    /// Where cells sit in it; `nil` for the grid's alignment.
    var alignment: Alignment?
}

/// SwiftUI's sizing of grid items: fixed items take their size, flexible items
/// share what is left within their bounds, and an adaptive item fits as many
/// tracks of at least its minimum as its share allows.
@MainActor
enum GridTracks {
    static let defaultSpacing = 8.0

    private struct Checked {
        var size: GridItem.Size
        var spacing: Double
        var alignment: Alignment?
    }

    /// The tracks `items` make in `available` points.
    static func resolve(_ items: [GridItem], in available: Double) -> [GridTrack] {
        var checked = items.map(check)
        if checked.isEmpty {
            Diagnostics.warnOnce("grid.items.empty", "a lazy grid needs at least one GridItem; using one flexible item")
            checked = [Checked(size: .flexible(minimum: 10, maximum: .infinity), spacing: defaultSpacing, alignment: nil)]
        }
        let spacings = checked.dropLast().reduce(0) { $0 + $1.spacing }
        var remaining = max(available - spacings, 0)
        var shares: [Double?] = checked.map { item in
            if case .fixed(let length) = item.size { return Double(length) }
            return nil
        }
        remaining -= shares.reduce(0) { $0 + ($1 ?? 0) }
        // Hand out equal shares; an item whose bounds refuse its share takes its bound,
        // and the rest is shared again among the others.
        while true {
            let open = shares.indices.filter { shares[$0] == nil }
            guard !open.isEmpty else { break }
            let share = max(remaining, 0) / Double(open.count)
            var clamped = false
            for index in open {
                let (low, high) = bounds(of: checked[index].size)
                if share < low || share > high {
                    shares[index] = min(max(share, low), high)
                    remaining -= shares[index] ?? 0
                    clamped = true
                }
            }
            if !clamped {
                for index in open { shares[index] = share }
                break
            }
        }
        var tracks: [GridTrack] = []
        for (item, share) in zip(checked, shares) {
            let length = share ?? 0
            guard case let .adaptive(minimum, maximum) = item.size else {
                tracks.append(GridTrack(length: length, spacing: item.spacing, alignment: item.alignment))
                continue
            }
            // A stack asking how wide the grid could grow offers unlimited space: one
            // track of it says so, where counting tracks in it would trap.
            guard length.isFinite else {
                tracks.append(GridTrack(length: length, spacing: item.spacing, alignment: item.alignment))
                continue
            }
            let count = max(Int((length + item.spacing) / (Double(minimum) + item.spacing)), 1)
            let each = min(max((length - Double(count - 1) * item.spacing) / Double(count), 0), Double(maximum))
            for _ in 0..<count { tracks.append(GridTrack(length: each, spacing: item.spacing, alignment: item.alignment)) }
        }
        return tracks
    }

    /// The least space `items` need: what a grid takes when nothing is proposed.
    static func minimumLength(of items: [GridItem]) -> Double {
        let checked = items.map(check)
        return checked.reduce(0) { $0 + bounds(of: $1.size).low } + checked.dropLast().reduce(0) { $0 + $1.spacing }
    }

    /// A flexible item's bounds; an adaptive item takes any share and splits it itself.
    private static func bounds(of size: GridItem.Size) -> (low: Double, high: Double) {
        switch size {
        case .fixed(let length): (Double(length), Double(length))
        case let .flexible(minimum, maximum): (Double(minimum), Double(maximum))
        case .adaptive(let minimum, _): (Double(minimum), .infinity)
        }
    }

    /// The item with unusable numbers replaced, warning once per kind of mistake.
    private static func check(_ item: GridItem) -> Checked {
        let spacing = item.spacing.map { LayoutInput.length(Double($0), "grid item spacing") } ?? defaultSpacing
        let size: GridItem.Size
        switch item.size {
        case .fixed(let length):
            size = .fixed(CGFloat(LayoutInput.length(Double(length), "fixed grid item size")))
        case let .flexible(minimum, maximum):
            let (low, high) = checkedBounds(Double(minimum), Double(maximum), "flexible")
            size = .flexible(minimum: CGFloat(low), maximum: CGFloat(high))
        case let .adaptive(minimum, maximum):
            var (low, high) = checkedBounds(Double(minimum), Double(maximum), "adaptive")
            if low < 1 {
                Diagnostics.warnOnce("grid.adaptive.minimum", "an adaptive grid item's minimum of \(low) is too small; using 1")
                low = 1
                high = max(high, 1)
            }
            size = .adaptive(minimum: CGFloat(low), maximum: CGFloat(high))
        }
        return Checked(size: size, spacing: spacing, alignment: item.alignment)
    }

    private static func checkedBounds(_ minimum: Double, _ maximum: Double, _ kind: String) -> (Double, Double) {
        let low = LayoutInput.length(minimum, "\(kind) grid item minimum")
        var high = maximum == .infinity ? maximum : LayoutInput.length(maximum, "\(kind) grid item maximum")
        if high < low {
            Diagnostics.warnOnce("grid.\(kind).bounds", "a \(kind) grid item's maximum \(high) is below its minimum \(low); using the minimum")
            high = low
        }
        return (low, high)
    }
}
