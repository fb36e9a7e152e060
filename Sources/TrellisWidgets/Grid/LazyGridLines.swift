@_spi(TrellisExtension) import TrellisCore

/// How a lazy grid's displayables fall into lines.
///
/// Cells flow across the tracks, filling one line before the next; a section's
/// header or footer takes a whole line of its own, and the cells after it
/// start a new line, as SwiftUI lays out sections in a lazy grid. The lines
/// are worked out in runs (a run of cells, or one header or footer), so
/// finding a cell's line is a binary search however many cells there are.
struct LazyGridLines {
    private struct Run {
        /// The offset of the first displayable in the run.
        let first: Int
        /// How many displayables the run holds.
        let count: Int
        /// The line the run starts on.
        let line: Int
        /// Whether the run is one header or footer across every track.
        let spansTracks: Bool
    }

    /// How many tracks a line of cells has.
    let tracks: Int
    /// How many lines there are.
    let count: Int
    private let runs: [Run]

    /// The lines of `count` displayables across `tracks` tracks, where the
    /// displayables at `spanning` (sorted) take a line each.
    init(count: Int, tracks: Int, spanning: [Int]) {
        let tracks = max(tracks, 1)
        self.tracks = tracks
        var runs: [Run] = []
        var next = 0, line = 0
        func addCells(upTo end: Int) {
            guard end > next else { return }
            runs.append(Run(first: next, count: end - next, line: line, spansTracks: false))
            line += (end - next + tracks - 1) / tracks
            next = end
        }
        for offset in spanning where offset >= next && offset < count {
            addCells(upTo: offset)
            runs.append(Run(first: offset, count: 1, line: line, spansTracks: true))
            line += 1
            next = offset + 1
        }
        addCells(upTo: count)
        self.runs = runs
        self.count = line
    }

    /// The line of the displayable at `offset`, and its track; a header or
    /// footer has no track, as it spans them all.
    func position(of offset: Int) -> (line: Int, track: Int?) {
        guard let run = run(where: { $0.first <= offset }) else { return (0, 0) }
        if run.spansTracks { return (run.line, nil) }
        let index = offset - run.first
        return (run.line + index / tracks, index % tracks)
    }

    /// The offsets of the displayables on `line`.
    func offsets(onLine line: Int) -> Range<Int> {
        guard let run = run(where: { $0.line <= line }) else { return 0..<0 }
        if run.spansTracks { return run.first..<(run.first + 1) }
        let start = run.first + (line - run.line) * tracks
        return min(start, run.first + run.count)..<min(start + tracks, run.first + run.count)
    }

    /// The last run for which `isAtOrBefore` holds; runs are in order, so it holds for a prefix.
    private func run(where isAtOrBefore: (Run) -> Bool) -> Run? {
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if isAtOrBefore(runs[middle]) { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? runs[low - 1] : nil
    }
}
