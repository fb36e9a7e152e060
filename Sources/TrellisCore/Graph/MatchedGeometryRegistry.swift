/// The matched-geometry groups of one graph, and the views in them.
///
/// It lives with its graph, so windows never see each other's groups, and
/// exists only once a view uses `.matchedGeometryEffect`: graphs without one
/// pay nothing.
@MainActor
final class MatchedGeometryRegistry {
    private struct Key: Hashable {
        var namespace: Namespace.ID
        var id: AnyHashable
    }

    private struct WeakLayout {
        weak var layout: MatchedGeometryLayout?
    }

    // Groups are numbered so graphics can carry them as plain, sendable values.
    private var groups: [Key: Int] = [:]
    private var layouts: [WeakLayout] = []

    /// The number of the group of `id` in `namespace`.
    func group(for id: AnyHashable, in namespace: Namespace.ID) -> Int {
        let key = Key(namespace: namespace, id: id)
        if let group = groups[key] { return group }
        let group = groups.count
        groups[key] = group
        return group
    }

    /// Remembers a wrapper until it is freed.
    func register(_ layout: MatchedGeometryLayout) {
        layouts.append(WeakLayout(layout: layout))
    }

    /// After layout: places each view that is not a source at its group's source.
    func alignFollowers(in root: LayoutNode, context: LayoutContext) {
        layouts.removeAll { $0.layout == nil }
        let attached = layouts.compactMap(\.layout).filter { $0.isAttached(to: root) }
        guard attached.contains(where: { !$0.isSource }) else { return }
        var sources: [Int: MatchedGeometryLayout] = [:]
        for layout in attached where layout.isSource {
            if sources[layout.group] == nil {
                sources[layout.group] = layout
            } else {
                Diagnostics.warnOnce("matched-geometry-sources-\(layout.group)",
                                     "several views in one matchedGeometryEffect group have isSource: true; the first one is followed")
            }
        }
        for layout in attached where !layout.isSource {
            layout.follow(sources[layout.group], context: context)
        }
    }
}

extension ViewGraph {
    /// The graph's matched-geometry registry, made when first asked for.
    var matchedGeometryRegistry: MatchedGeometryRegistry {
        if let registry = matchedGeometry { return registry }
        let registry = MatchedGeometryRegistry()
        matchedGeometry = registry
        return registry
    }
}
