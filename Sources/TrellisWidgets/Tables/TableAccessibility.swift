@_spi(TrellisExtension) import TrellisCore

/// Wraps a table's header strip and rows, so that assistive technology sees
/// one table of column headers and rows of cells (`AccessibilityTreeBuilder.table`),
/// not a row of texts above a list. It changes nothing drawn or measured.
@MainActor
final class TableAccessibilityLayout: WrapperLayout {
    /// The columns' widths, left to right.
    var widths: [CGFloat] = []

    convenience init(widths: [CGFloat]) {
        self.init()
        self.widths = widths
    }

    override package var sizesAsContent: Bool { true }

    override package var accessibilityAdjustment: AccessibilityAdjustment { .whole }

    override func accessibilityElements(adjusting inner: [AccessibilityNode]) -> [AccessibilityNode] {
        var edges: [Double] = [frame.minX]
        for width in widths { edges.append(edges[edges.count - 1] + Double(width)) }
        return AccessibilityTreeBuilder.table(from: inner, columnEdges: edges)
    }
}

/// Gives a table's content a `TableAccessibilityLayout` for its column widths.
struct TableAccessibilityModifier: WrappingModifier {
    let widths: [CGFloat]

    func makeWrapper() -> TableAccessibilityLayout { TableAccessibilityLayout(widths: widths) }
    func configure(_ wrapper: TableAccessibilityLayout) { wrapper.widths = widths }
}
