/// A stored property of a view that Trellis connects to the view's node
/// before `body` runs, such as `@State` or `@Environment`.
///
/// Your own structures can conform too, as in SwiftUI: the dynamic properties
/// they hold (`@State`, `@Environment`, `@ObservedObject` …) are connected to the
/// node of the view that holds the structure, and `update()` runs before each body.
@MainActor @preconcurrency
public protocol DynamicProperty {
    /// Connects this property to storage that lives as long as the view's identity.
    func _install(in node: _GraphNodeReference, slot: inout Int)

    /// Called before the holding view's body runs, after the property is connected.
    mutating func update()
}

extension DynamicProperty {
    /// Connects the dynamic properties this structure holds. Their storage is
    /// reached through references, so connecting a copy connects this value too.
    public func _install(in node: _GraphNodeReference, slot: inout Int) {
        _ = DynamicPropertyInstaller.install(on: self, in: node, slot: &slot)
    }

    /// Nothing to bring up to date by default.
    public mutating func update() {}
}

/// An opaque handle on a graph node, given to dynamic properties.
@MainActor
public struct _GraphNodeReference {
    let node: ViewNode
}
