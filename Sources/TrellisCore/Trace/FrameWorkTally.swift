/// Counts the work of a run of frames, for a benchmark: bodies by view type,
/// layout passes with the proposals they measured and the nodes they placed,
/// rasterisations and their pixels, and each frame's report.
@MainActor
package final class FrameWorkTally: FrameObserver {
    private var bodiesByType: [ObjectIdentifier: (name: String, count: Int)] = [:]
    /// Layout passes run.
    package private(set) var layoutPasses = 0
    /// Proposals measured anew in those passes.
    package private(set) var nodesMeasured = 0
    /// Nodes placed in those passes.
    package private(set) var nodesPlaced = 0
    /// Graphics rasterised, into new textures or old ones.
    package private(set) var rasterisations = 0
    /// Pixels those rasterisations filled.
    package private(set) var pixelsRasterised = 0
    /// The reports of the frames that ended, in order.
    package private(set) var reports: [FrameReport] = []

    /// An empty tally.
    package init() {}

    /// A benchmark counts every body, layout pass and rasterisation.
    package var watchesWork: Bool { true }

    /// Bodies are counted when they return.
    package func bodyWillRun(_ viewType: Any.Type) {}

    /// Counts the body under its view type.
    package func bodyDidRun(_ viewType: Any.Type) {
        // Names are made once per type; counting by identity keeps string hashing out of each body.
        let key = ObjectIdentifier(viewType)
        if let known = bodiesByType[key] {
            bodiesByType[key] = (known.name, known.count + 1)
        } else {
            bodiesByType[key] = (String(describing: viewType), 1)
        }
    }

    /// Counts the pass and its work.
    package func layoutDidRun(measured: Int, placed: Int) {
        layoutPasses += 1
        nodesMeasured += measured
        nodesPlaced += placed
    }

    /// Counts the rasterisation and its pixels.
    package func didRasterise(width: Int, height: Int, uploaded: Bool) {
        rasterisations += 1
        pixelsRasterised += width * height
    }

    /// Keeps the frame's report.
    package func frameDidFinish(_ report: FrameReport) {
        reports.append(report)
    }

    /// Bodies run, by the name of their view type; two types with one name add up.
    package var bodyCountsByView: [String: Int] {
        var counts: [String: Int] = [:]
        for (_, entry) in bodiesByType { counts[entry.name, default: 0] += entry.count }
        return counts
    }
}
