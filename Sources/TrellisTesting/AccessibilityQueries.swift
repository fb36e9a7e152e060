import Testing
@_spi(TrellisExtension) import TrellisCore

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

extension ViewHost {
    /// The window as a screen reader sees it after the last frame: roles,
    /// names, states, values and actions, built now (nothing is kept between
    /// frames). No D-Bus is involved.
    public var accessibilityTree: AccessibilityNode { pipeline.driver.accessibilityTree() }

    /// The first accessible object with `role`, and `name` when given, in reading order.
    public func accessibilityElement(role: AccessibilityRole, name: String? = nil) -> AccessibilityNode? {
        accessibilityTree.first(role: role, name: name)
    }

    /// Every accessible object with `role`, in reading order.
    public func accessibilityElements(role: AccessibilityRole) -> [AccessibilityNode] {
        accessibilityTree.all(role: role)
    }

    /// Performs `action` (`"press"`, `"toggle"`, `"increment"`, a named one) of
    /// `node` as assistive technology would, through the same handler as the
    /// input it stands for; returns whether the control took it. Step a frame to see the result.
    @discardableResult
    public func performAccessibilityAction(_ action: String, on node: AccessibilityNode) -> Bool {
        pipeline.driver.performAccessibilityAction(action, on: node)
    }

    /// Performs `action` of the first object with `role` and `name`; records a
    /// test issue when there is none or it refuses the action.
    public func performAccessibilityAction(_ action: String, role: AccessibilityRole, name: String,
                                           sourceLocation: SourceLocation = #_sourceLocation) {
        guard let node = accessibilityElement(role: role, name: name) else {
            Issue.record("No \(role.atspiName) named \"\(name)\" in the accessibility tree", sourceLocation: sourceLocation)
            return
        }
        if !performAccessibilityAction(action, on: node) {
            Issue.record("The \(role.atspiName) \"\(name)\" did not take \"\(action)\" (it offers \(node.actionNames))",
                         sourceLocation: sourceLocation)
        }
    }

    /// What a screen reader user would miss here: controls without a name,
    /// images without a label that are not decorative. Empty when all is well.
    public func accessibilityAudit() -> [AccessibilityFinding] { accessibilityTree.audit() }
}

extension AppWindow {
    /// This window as a screen reader sees it after its last frame.
    public var accessibilityTree: AccessibilityNode { window.pipeline.driver.accessibilityTree() }

    /// What a screen reader user would miss in this window.
    public func accessibilityAudit() -> [AccessibilityFinding] { accessibilityTree.audit() }
}

extension AppWindow {
    /// The first object in this window with `role`, and `name` when given.
    public func accessibilityElement(role: AccessibilityRole, name: String? = nil) -> AccessibilityNode? {
        accessibilityTree.first(role: role, name: name)
    }

    /// Performs `action` of `node` as a screen reader would; returns whether
    /// the control took it. Step the host to see the change.
    @discardableResult
    public func performAccessibilityAction(_ action: String, on node: AccessibilityNode) -> Bool {
        window.pipeline.driver.performAccessibilityAction(action, on: node)
    }
}
