import Observation

/// Where the windows of an app publish their focused values and readers find
/// those of the key window: a Mac's menu bar acts on the frontmost window.
///
/// Each window publishes after its frames; the session says which window is
/// key. A reader's body reads `values`, so it runs again when the key window
/// changes or what it publishes does.
@MainActor @Observable
package final class FocusedValuesCenter {
    /// The values of the key window, or none when no window is key.
    package private(set) var values = FocusedValues()
    @ObservationIgnored private var published: [ObjectIdentifier: FocusedValues] = [:]
    @ObservationIgnored private var active: ObjectIdentifier?

    /// A center no window has published to yet.
    package init() {}

    /// Makes `scope`'s values the ones readers see; nil when no window is key.
    package func activate(_ scope: AnyObject?) {
        active = scope.map(ObjectIdentifier.init)
        refresh()
    }

    /// Records what `scope` (a window) publishes now.
    package func publish(_ values: FocusedValues, from scope: AnyObject) {
        let id = ObjectIdentifier(scope)
        if let old = published[id], old.isSame(as: values) { return }
        published[id] = values
        if id == active { refresh() }
    }

    /// Forgets a window that closed.
    package func withdraw(_ scope: AnyObject) {
        let id = ObjectIdentifier(scope)
        published[id] = nil
        if id == active { active = nil }
        refresh()
    }

    private func refresh() {
        let current = active.flatMap { published[$0] } ?? FocusedValues()
        // Only a real change is written: each write runs every reader's body again.
        if !current.isSame(as: values) { values = current }
    }
}

private struct FocusedValuesCenterKey: EnvironmentKey {
    static var defaultValue: FocusedValuesCenter? { nil }
}

extension EnvironmentValues {
    /// Where this window publishes its focused values and its readers find the key window's.
    package var focusedValuesCenter: FocusedValuesCenter? {
        get { self[FocusedValuesCenterKey.self] }
        set { self[FocusedValuesCenterKey.self] = newValue }
    }
}
