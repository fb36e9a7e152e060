/// A lazy grid: cells flow into lines across the grid's tracks, and only the
/// lines that can be seen are built.
///
/// For a `LazyVGrid` the tracks are columns and the lines are rows stacked down
/// the `axis`; a `LazyHGrid` swaps the two. Cells are addressed by their offset
/// among the grid's displayables, as a lazy stack's rows are; lines not built
/// take the average length of the lines measured so far.
@MainActor
package final class LazyGridLayout: LazyStackLayout {
    var items: [GridItem] { didSet { if items != oldValue { setNeedsLayout() } } }
    /// Where a cell sits in its slot when its item has no alignment of its own.
    var cellAlignment: Alignment { didSet { if cellAlignment != oldValue { setNeedsLayout() } } }
    private var lineLengths = LazyLengths()

    init(axis: Axis, items: [GridItem], cellAlignment: Alignment, spacing: Double) {
        self.items = items
        self.cellAlignment = cellAlignment
        super.init(axis: axis, alignment: 0.5, spacing: spacing)
        overscan = 2
    }

    private func lineCount(tracks: Int) -> Int { (count + tracks - 1) / tracks }

    private func cellProposal(_ track: GridTrack) -> ProposedSize {
        axis == .vertical ? ProposedSize(width: track.length, height: nil) : ProposedSize(width: nil, height: track.length)
    }

    private func resolvedTracks(across length: Double?) -> [GridTrack] {
        GridTracks.resolve(items, in: length ?? GridTracks.minimumLength(of: items))
    }

    /// Measures the lines that have built cells: each is as long as its longest cell.
    private func measureBuiltLines(_ tracks: [GridTrack], in context: LayoutContext) {
        var measured: [Int: Double] = [:]
        for (offset, cell) in rows {
            let size = cell.sizeThatFits(cellProposal(tracks[offset % tracks.count]), in: context)
            let line = offset / tracks.count
            measured[line] = max(measured[line] ?? 0, axis == .vertical ? size.height : size.width)
        }
        lineLengths.merge(measured)
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        let across = axis == .vertical ? proposal.width : proposal.height
        let tracks = resolvedTracks(across: across)
        if rows.isEmpty, count > 0 {
            // Build one line to learn how long lines are.
            materialize(0..<min(tracks.count, count), keepingOthers: true)
        }
        measureBuiltLines(tracks, in: context)
        let lines = lineCount(tracks: tracks.count)
        let total = lineLengths.total(count: lines, spacing: spacing)
        let breadth = tracks.reduce(0) { $0 + $1.length } + tracks.dropLast().reduce(0) { $0 + $1.spacing }
        return axis == .vertical ? Size(width: breadth, height: total) : Size(width: total, height: breadth)
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        let tracks = resolvedTracks(across: axis == .vertical ? rect.width : rect.height)
        let lines = lineCount(tracks: tracks.count)
        let span = visibleSpan(of: rect)
        let wanted = lineLengths.rows(overlapping: span, count: lines, spacing: spacing).map {
            max($0.lowerBound - overscan, 0) * tracks.count..<min(($0.upperBound + 1 + overscan) * tracks.count, count)
        } ?? 0..<0
        materialize(wanted, keepingOthers: false)
        measureBuiltLines(tracks, in: context)

        var trackStarts: [Double] = []
        var trackPosition = 0.0
        for track in tracks {
            trackStarts.append(trackPosition)
            trackPosition += track.length + track.spacing
        }
        let built = rows.keys.sorted()
        // The first built line's start is found from the measured lines; each next one follows on.
        var nextLine = (built.first ?? 0) / tracks.count
        var lineStart = lineLengths.start(of: nextLine, spacing: spacing)
        for offset in built {
            guard let cell = rows[offset] else { continue }
            let line = offset / tracks.count, track = tracks[offset % tracks.count]
            while nextLine < line { lineStart += lineLengths.length(at: nextLine) + spacing; nextLine += 1 }
            let lineLength = lineLengths.length(at: line)
            let size = cell.sizeThatFits(cellProposal(track), in: context)
            let alignment = track.alignment ?? cellAlignment
            let across = trackStarts[offset % tracks.count]
            let origin = axis == .vertical
                ? Point(x: rect.x + across + (track.length - size.width) * alignment.horizontal.fraction,
                        y: rect.y + lineStart + (lineLength - size.height) * alignment.vertical.fraction)
                : Point(x: rect.x + lineStart + (lineLength - size.width) * alignment.horizontal.fraction,
                        y: rect.y + across + (track.length - size.height) * alignment.vertical.fraction)
            cell.place(in: Rect(origin: origin, size: size), context: context)
        }
    }
}
