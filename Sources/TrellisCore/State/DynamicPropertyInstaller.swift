/// Connects the property wrappers of a view value to its node before `body` runs.
enum DynamicPropertyInstaller {
    @MainActor
    static func install<V: View>(on view: V, node: ViewNode) -> V {
        view
    }
}
