/// Where a `GeometryReader` is and how big: what its content closure receives.
public struct GeometryProxy: Equatable, Sendable {
    /// The size offered to the reader, which it takes.
    public let size: Size
    let globalFrame: Rect

    /// Makes a proxy.
    public init(size: Size, globalFrame: Rect) {
        self.size = size
        self.globalFrame = globalFrame
    }

    /// What a reader holds before its first layout, when its content is not built yet.
    package static let unplaced = GeometryProxy(size: .zero, globalFrame: .zero)

    /// The reader's frame in the window (`.global`) or in its own space (`.local`).
    public func frame(in space: CoordinateSpace) -> Rect {
        switch space {
        case .global: globalFrame
        case .local: Rect(origin: .zero, size: size)
        }
    }
}

/// A coordinate system for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable, Sendable {
    /// The window's.
    case global
    /// The view's own, with its top-left corner at zero.
    case local
}

/// Takes all the space offered and tells its owner when that space changes,
/// so the content, which depends on it, can be built again.
@MainActor
package final class GeometryLayout: LayoutNode {
    package private(set) var proxy = GeometryProxy.unplaced
    package var onGeometryChange: (@MainActor () -> Void)?

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        proposal.replacingUnspecified(with: Size(width: 10, height: 10))
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        let placed = GeometryProxy(size: rect.size, globalFrame: rect)
        if placed != proxy {
            proxy = placed
            onGeometryChange?()
        }
        for child in children {
            let size = child.sizeThatFits(ProposedSize(rect.size), in: context)
            child.place(in: Rect(origin: rect.origin, size: size), context: context)
        }
    }
}
