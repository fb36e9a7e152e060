@_spi(TrellisExtension) import TrellisCore

/// A lazy grid: cells flow into lines across the grid's tracks, and only the
/// lines that can be seen are built.
///
/// For a `LazyVGrid` the tracks are columns and the lines are rows stacked down
/// the `axis`; a `LazyHGrid` swaps the two. Cells are addressed by their offset
/// among the grid's displayables, as a lazy stack's rows are; lines not built
/// take the average length of the lines measured so far. A section's header
/// and footer take a line each (`LazyGridLines`) and are pinned as a lazy
/// stack pins them.
@MainActor
package final class LazyGridLayout: LazyStackLayout {
    var items: [GridItem] { didSet { if items != oldValue { setNeedsLayout() } } }
    /// Where a cell sits in its slot when its item has no alignment of its own.
    var cellAlignment: Alignment { didSet { if cellAlignment != oldValue { setNeedsLayout() } } }
    private var lineLengths = LazyLengths()

    /// It draws again whenever anything inside changes.
    override package var letsContentRepaintThrough: Bool { false }

    /// Its lines are placed by its own code, which does not note what the
    /// stack's separators follow: it draws again whenever anything inside changes.
    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? { nil }

    init(axis: Axis, items: [GridItem], cellAlignment: Alignment, spacing: Double) {
        self.items = items
        self.cellAlignment = cellAlignment
        super.init(axis: axis, alignment: 0.5, spacing: spacing)
        overscan = 2
    }


    private func cellProposal(_ track: GridTrack) -> ProposedSize {
        axis == .vertical ? ProposedSize(width: track.length, height: nil) : ProposedSize(width: nil, height: track.length)
    }

    /// What a section's header or footer is offered: the grid's whole breadth.
    private func spanningProposal(_ breadth: Double) -> ProposedSize {
        axis == .vertical ? ProposedSize(width: breadth, height: nil) : ProposedSize(width: nil, height: breadth)
    }

    private func resolvedTracks(across length: Double?) -> [GridTrack] {
        GridTracks.resolve(items, in: length ?? GridTracks.minimumLength(of: items))
    }

    private func breadth(of tracks: [GridTrack]) -> Double {
        tracks.reduce(0) { $0 + $1.length } + tracks.dropLast().reduce(0) { $0 + $1.spacing }
    }

    /// The lines as the built rows show them: the headers and footers among
    /// them each take a line. Rows not built are taken to be cells.
    private func lines(across tracks: [GridTrack]) -> LazyGridLines {
        let spanning = rows.keys.filter { rows[$0].map { Self.sectionView(in: $0) != nil } ?? false }
        return LazyGridLines(count: count, tracks: tracks.count, spanning: spanning)
    }

    private func proposal(forTrack track: Int?, of tracks: [GridTrack]) -> ProposedSize {
        track.map { cellProposal(tracks[$0]) } ?? spanningProposal(breadth(of: tracks))
    }

    /// Measures the lines that have built cells: each is as long as its longest cell.
    private func measureBuiltLines(_ tracks: [GridTrack], _ lines: LazyGridLines, in context: LayoutContext) {
        var measured: [Int: Double] = [:]
        for (offset, cell) in rows {
            let position = lines.position(of: offset)
            let size = cell.sizeThatFits(proposal(forTrack: position.track, of: tracks), in: context)
            measured[position.line] = max(measured[position.line] ?? 0, axis == .vertical ? size.height : size.width)
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
        let lines = lines(across: tracks)
        measureBuiltLines(tracks, lines, in: context)
        let total = lineLengths.total(count: lines.count, spacing: spacing)
        let breadth = breadth(of: tracks)
        return axis == .vertical ? Size(width: breadth, height: total) : Size(width: total, height: breadth)
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        let tracks = resolvedTracks(across: axis == .vertical ? rect.width : rect.height)
        var lines = lines(across: tracks)
        let span = visibleSpan(of: rect)
        let wanted = lineLengths.rows(overlapping: span, count: lines.count, spacing: spacing).map {
            lines.offsets(onLine: max($0.lowerBound - overscan, 0)).lowerBound
                ..< lines.offsets(onLine: min($0.upperBound + overscan, lines.count - 1)).upperBound
        } ?? 0..<0
        materialize(wanted, keepingOthers: false)
        // Rows just built may be headers, which move the cells after them on.
        lines = self.lines(across: tracks)
        measureBuiltLines(tracks, lines, in: context)

        var trackStarts: [Double] = []
        var trackPosition = 0.0
        for track in tracks {
            trackStarts.append(trackPosition)
            trackPosition += track.length + track.spacing
        }
        let breadth = breadth(of: tracks)
        let built = rows.keys
        // The first built line's start is found from the measured lines; each next one follows on.
        var nextLine = built.first.map { lines.position(of: $0).line } ?? 0
        var lineStart = lineLengths.start(of: nextLine, spacing: spacing)
        for offset in built {
            guard let cell = rows[offset] else { continue }
            let (line, trackIndex) = lines.position(of: offset)
            while nextLine < line { lineStart += lineLengths.length(at: nextLine) + spacing; nextLine += 1 }
            let lineLength = lineLengths.length(at: line)
            let size = cell.sizeThatFits(proposal(forTrack: trackIndex, of: tracks), in: context)
            let track = trackIndex.map { tracks[$0] }
            let alignment = track?.alignment ?? cellAlignment
            let across = trackIndex.map { trackStarts[$0] } ?? 0
            let room = track?.length ?? breadth
            let origin = axis == .vertical
                ? Point(x: rect.x + across + (room - size.width) * alignment.horizontal.fraction,
                        y: rect.y + lineStart + (lineLength - size.height) * alignment.vertical.fraction)
                : Point(x: rect.x + lineStart + (lineLength - size.width) * alignment.horizontal.fraction,
                        y: rect.y + across + (room - size.height) * alignment.vertical.fraction)
            cell.place(in: Rect(origin: origin, size: size), context: context)
        }
        pinSectionViews(context: context)
    }
}
