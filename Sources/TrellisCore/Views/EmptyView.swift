/// A view with no displayables at all.
public struct EmptyView: View, PrimitiveView, Equatable {
    /// Makes the empty view.
    public init() {}

    /// It produces nothing.
    public static var _displayableCount: Int? { 0 }

    func makeNode(_ node: ViewNode) {}
    func updateNode(_ node: ViewNode) {}
}
