/// A window's focused values: what its scene publishes, then what the
/// focused view and the views around it publish, the innermost winning, as
/// SwiftUI reads them "from the view closest to focus".
extension FrameDriver {
    /// Works out what the window publishes now and hands it to its center.
    func publishFocusedValues() {
        guard let center = graph.rootEnvironment.focusedValuesCenter else { return }
        var values = FocusedValues()
        let root = graph.windowLayout
        // A view that left the window, or is parked out of it, publishes nothing.
        graph.focusedScenePublishers.removeAll { $0.layout == nil }
        for case let layout? in graph.focusedScenePublishers.map(\.layout) where EventRouter.isInside(layout, root) {
            values.merge(layout.values, source: ObjectIdentifier(layout), version: layout.version)
        }
        var around: [FocusedValueLayout] = []
        var current = focusForCommands
        while let node = current {
            if let layout = node as? FocusedValueLayout, !layout.isSceneWide { around.append(layout) }
            current = node.parent
        }
        for layout in around.reversed() {
            values.merge(layout.values, source: ObjectIdentifier(layout), version: layout.version)
        }
        center.publish(values, from: self)
    }

    /// The view commands act on: the focused one, or, while a menu is open
    /// (which takes focus to move through its items), the one focused before
    /// the first menu opened, as a Mac's menus leave the first responder alone.
    private var focusForCommands: LayoutNode? {
        guard var menu = graph.windowLayout.presentations.inputOwner, menu.styleName == "menu" else { return router.focused }
        while let before = menu.focusBefore, let outer = Self.presentation(around: before), outer.styleName == "menu" {
            menu = outer
        }
        return menu.focusBefore
    }

    private static func presentation(around node: LayoutNode) -> PresentationLayout? {
        var current: LayoutNode? = node
        while let candidate = current {
            if let presentation = candidate as? PresentationLayout { return presentation }
            current = candidate.parent
        }
        return nil
    }
}
