@_spi(TrellisExtension) import TrellisCore

/// Shares a table's width out among its columns.
///
/// Columns with a fixed width (given, or set by dragging a header's edge)
/// take it; columns with an ideal width take that; the rest share what is
/// left equally. Every width is kept within the column's minimum and maximum,
/// and when nothing else can grow the last column takes what remains, so
/// the header strip reaches the table's edge as on a Mac.
enum TableColumnWidths {
    /// The narrowest a column without a minimum becomes.
    static let defaultMinimum: CGFloat = 24

    static func resolve(_ widths: [TableColumnWidth], resized: [Int: CGFloat], total: CGFloat) -> [CGFloat] {
        var result = [CGFloat](repeating: 0, count: widths.count)
        var sharing: [Int] = []
        var used: CGFloat = 0
        for (index, width) in widths.enumerated() {
            if let chosen = resized[index] ?? width.fixed ?? width.ideal {
                result[index] = clamp(chosen, width)
                used += result[index]
            } else {
                sharing.append(index)
            }
        }
        // Clamping one column changes what the others share, so share again until it settles.
        var open = sharing
        var left = max(total - used, 0)
        while !open.isEmpty {
            let share = left / CGFloat(open.count)
            let pinned = open.filter { clamp(share, widths[$0]) != share }
            if pinned.isEmpty {
                for index in open { result[index] = share }
                break
            }
            for index in pinned {
                result[index] = clamp(share, widths[index])
                left = max(left - result[index], 0)
            }
            open.removeAll { pinned.contains($0) }
        }
        if sharing.isEmpty, let last = widths.indices.last, resized[last] == nil, widths[last].fixed == nil {
            let spare = total - result.reduce(0, +)
            if spare > 0 { result[last] = clamp(result[last] + spare, widths[last]) }
        }
        return result
    }

    static func clamp(_ value: CGFloat, _ width: TableColumnWidth) -> CGFloat {
        if let fixed = width.fixed { return fixed }
        return min(max(value, width.min ?? defaultMinimum), width.max ?? .infinity)
    }
}
