@_spi(TrellisExtension) import TrellisCore

/// A container that lines its content up in rows and columns.
///
/// Each `GridRow` is a row; a view outside any row spans every column. A column
/// is as wide as its widest cell.
public struct Grid<Content: View>: View, PrimitiveView {
    /// Its node publishes a `GridLayout`.
    package typealias NodeLayout = GridLayout

    let alignment: Alignment
    let horizontalSpacing: Double
    let verticalSpacing: Double
    let content: Content

    /// A grid of the rows `content` builds, with cells placed by `alignment`.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing.map { LayoutInput.length(Double($0), "grid horizontalSpacing") } ?? 8
        self.verticalSpacing = verticalSpacing.map { LayoutInput.length(Double($0), "grid verticalSpacing") } ?? 8
        self.content = content()
    }

    /// A grid is one displayable to its parent.
    public static var _displayableCount: Int? { 1 }

    package func makeNode(_ node: ViewNode) {
        let layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        node.role = .container(layout)
        node.addChild(content)
        node.publish(layout)
    }

    package func updateNode(_ node: ViewNode) {
        if let layout = layout(of: node),
           layout.alignment != alignment || layout.horizontalSpacing != horizontalSpacing || layout.verticalSpacing != verticalSpacing {
            layout.alignment = alignment
            layout.horizontalSpacing = horizontalSpacing
            layout.verticalSpacing = verticalSpacing
            node.publishChange()
        }
        node.children[0].update(toValue: content)
    }
}

/// One row of a `Grid`: each view it builds is a cell, in column order.
public struct GridRow<Content: View>: View, PrimitiveView {
    /// Its node publishes a `GridRowLayout`.
    package typealias NodeLayout = GridRowLayout

    let alignment: VerticalAlignment?
    let content: Content

    /// A row of the cells `content` builds, lined up vertically by `alignment`
    /// (the grid's alignment when `nil`).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// A row is one displayable to its grid.
    public static var _displayableCount: Int? { 1 }

    package func makeNode(_ node: ViewNode) {
        let layout = GridRowLayout(alignment: alignment)
        node.role = .container(layout)
        node.addChild(content)
        node.publish(layout)
    }

    package func updateNode(_ node: ViewNode) {
        if let layout = layout(of: node), layout.alignment != alignment {
            layout.alignment = alignment
            node.publishChange()
        }
        node.children[0].update(toValue: content)
    }
}
