/// A stored property of a view that Trellis connects to the view's node
/// before `body` runs, such as `@State` or `@Environment`.
@MainActor @preconcurrency
public protocol DynamicProperty {
    /// Connects this property to storage that lives as long as the view's identity.
    func _install(in node: _GraphNodeReference, slot: inout Int)
}

/// An opaque handle on a graph node, given to dynamic properties.
@MainActor
public struct _GraphNodeReference {
    let node: ViewNode
}
