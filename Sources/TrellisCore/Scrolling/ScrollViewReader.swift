/// A view whose content can scroll the scroll views inside it to a view, by id.
///
/// The content is built with a `ScrollViewProxy`; call `scrollTo(_:anchor:)`
/// from an action or `onAppear`, never while the body is being built.
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content
    @State private var scope = ScrollTargetScope()

    /// A reader whose `content` is given a proxy to scroll with.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// The content, which may scroll to any id inside it.
    public var body: some View {
        ScrollTargetScopeRoot(scope: scope, content: content(ScrollViewProxy(scope: scope)))
    }
}

/// Scrolls the scroll views inside a `ScrollViewReader` to views by their id.
@MainActor
public struct ScrollViewProxy {
    let scope: ScrollTargetScope

    /// Scrolls the innermost scroll view around the view with `id` (given by
    /// `.id(_:)` or a `ForEach`) so that it shows: at `anchor` of the scroll
    /// view when one is given (`.top` puts its top edge at the top), or by
    /// the least movement that shows it whole otherwise. A row of a lazy
    /// stack that is not built yet is found by where it will be.
    /// An id that is not there warns once and scrolls nothing.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let root = scope.node, let place = ScrollTargetSearch.find(AnyHashable(id), below: root) else {
            Diagnostics.warnOnce("scrollTo.\(id)", "scrollTo(\(id)) found no view with that id inside the ScrollViewReader")
            return
        }
        // Inside `withAnimation` the scroll view glides there, as in SwiftUI.
        place.scrollLayout?.request(ScrollTargetRequest(place: place, anchor: anchor,
                                                        animation: Transaction.current?.effectiveAnimation),
                                    in: root.graph)
    }
}

/// What a reader's proxy searches: the graph node its content hangs from.
@MainActor
final class ScrollTargetScope {
    weak var node: ViewNode?
}

/// Passes its content through, noting its node as where searches start.
struct ScrollTargetScopeRoot<Content: View>: View, PrimitiveView {
    let scope: ScrollTargetScope
    let content: Content

    package static var _displayableCount: Int? { Content._displayableCount }

    package func makeNode(_ node: ViewNode) {
        scope.node = node
        node.addChild(content)
    }

    package func updateNode(_ node: ViewNode) {
        scope.node = node
        node.children[0].update(toValue: content)
    }
}
