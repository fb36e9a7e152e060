extension LayoutNode {
    /// The nearest scroll view this node is inside, if any (for a scroll view, the one around it).
    package var enclosingScrollLayout: ScrollLayout? {
        var node = parent
        while let current = node {
            if let scroll = current as? ScrollLayout { return scroll }
            node = current.parent
        }
        return nil
    }
}
