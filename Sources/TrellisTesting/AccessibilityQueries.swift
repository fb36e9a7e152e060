import Testing
import TrellisCore

extension ViewHost {
    /// The on-screen rectangle of the first clickable view whose accessible name
    /// is `label` (a toolbar `Label` drawn as its icon alone is named by its title).
    public func frame(ofAccessibilityLabel label: String) -> Rect? {
        pipeline.graph.windowLayout.frame(ofAccessibilityLabel: label)
    }

    /// Clicks the centre of the view named `label`, as a UI test finds a button
    /// by its accessibility label; records a test issue if there is none.
    public func click(accessibilityLabel label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let rect = frame(ofAccessibilityLabel: label) else {
            Issue.record("No view with the accessibility label \"\(label)\" to click", sourceLocation: sourceLocation)
            return
        }
        click(x: rect.midX, y: rect.midY)
    }
}

extension AppWindow {
    /// The on-screen rectangle of the first clickable view in this window whose accessible name is `label`.
    public func frame(ofAccessibilityLabel label: String) -> Rect? {
        window.pipeline.graph.windowLayout.frame(ofAccessibilityLabel: label)
    }

    /// Clicks the centre of the view named `label`; records a test issue if there is none.
    public func click(accessibilityLabel label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let rect = frame(ofAccessibilityLabel: label) else {
            Issue.record("No view with the accessibility label \"\(label)\" in window \"\(title)\"", sourceLocation: sourceLocation)
            return
        }
        click(x: rect.midX, y: rect.midY)
    }
}
