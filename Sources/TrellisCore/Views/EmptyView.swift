/// A view with no displayables at all.
public struct EmptyView: View, PrimitiveView, Equatable {
    /// Makes the empty view.
    public init() {}

    /// It produces nothing.
    public static var _displayableCount: Int? { 0 }

    package func makeNode(_ node: ViewNode) {}
    package func updateNode(_ node: ViewNode) {}
}
