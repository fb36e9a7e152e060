@_spi(TrellisExtension) import TrellisCore

/// Places a section's header, rows and footer top to bottom. Its first child
/// is the header and its last the footer; the rows are in between.
///
/// In a grouped form the rows sit in a rounded box with a separator between
/// each two; in a columns form content that is not a labelled row, and the
/// footer, start in the form's control column.
@MainActor
package final class SectionLayout: LayoutNode, ColorSchemeDependent {
    package var look: FormLook? { didSet { if look != oldValue { contentDidChange() } } }
    package var colorScheme = ColorScheme.light { didSet { if colorScheme != oldValue { contentDidChange() } } }
    private let boxGraphics = GroupedBox()

    override package var accessibilityAdjustment: AccessibilityAdjustment { .outermost }

    /// The header's texts are headings (`SectionAccessibility`).
    override package func accessibilityElements(adjusting inner: [AccessibilityNode]) -> [AccessibilityNode] {
        markHeader(inner)
    }
    /// The box and separators of the last placement, relative to the frame.
    private var box: Rect?
    private var separators: [Double] = []

    /// Space around the header and footer, between rows, and inside a grouped box.
    private static let gap = 6.0

    package init(look: FormLook?) {
        self.look = look
    }

    private struct Plan {
        var frames: [Rect]
        var size: Size
        var box: Rect?
        var separators: [Double]
    }

    private func plan(width: Double?, in context: LayoutContext) -> Plan {
        var plan = Plan(frames: Array(repeating: .zero, count: children.count), size: .zero, box: nil, separators: [])
        guard children.count >= 2 else { return plan }
        let indent = look == .columns ? FormLayout.enclosing(self)?.contentIndent ?? 0 : 0
        let grouped = look == .grouped
        let edge = grouped ? Self.gap : 0
        var y = 0.0
        var widest = 0.0
        func proposal(_ x: Double) -> ProposedSize { ProposedSize(width: width.map { max($0 - x, 0) }, height: nil) }
        func stack(_ index: Int, x: Double, gap: Double) {
            let size = children[index].sizeThatFits(proposal(x), in: context)
            guard size.height > 0 else { return }
            if y > 0 { y += gap }
            plan.frames[index] = Rect(x: x, y: y, width: size.width, height: size.height)
            y += size.height
            widest = max(widest, x + size.width)
        }
        stack(0, x: edge, gap: 0)
        let rows = 1..<(children.count - 1)
        if grouped, !rows.isEmpty {
            if y > 0 { y += Self.gap }
            let top = y
            for index in rows {
                if index > rows.lowerBound { plan.separators.append(y - top) }
                let size = children[index].sizeThatFits(proposal(2 * GroupedBox.inset), in: context)
                let height = max(size.height + 2 * GroupedBox.rowPadding, GroupedBox.rowHeight)
                plan.frames[index] = Rect(x: GroupedBox.inset, y: y + (height - size.height) / 2, width: size.width, height: size.height)
                y += height
                widest = max(widest, size.width + 2 * GroupedBox.inset)
            }
            plan.box = Rect(x: 0, y: top, width: width ?? widest, height: y - top)
        } else {
            for index in rows {
                stack(index, x: FormLayout.spansColumns(children[index]) ? 0 : indent, gap: FormLayout.rowSpacing)
            }
        }
        stack(children.count - 1, x: grouped ? edge : indent, gap: Self.gap)
        plan.size = Size(width: width ?? widest, height: y)
        return plan
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        plan(width: proposal.width, in: context).size
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        let plan = plan(width: rect.width, in: context)
        for (child, frame) in zip(children, plan.frames) {
            child.place(in: Rect(x: rect.x + frame.x, y: rect.y + frame.y, width: frame.width, height: frame.height), context: context)
        }
        box = plan.box
        separators = plan.separators
    }

    /// Its box follows what is inside it.
    override package var letsContentRepaintThrough: Bool { false }

    /// What it draws of its own depends on what is inside it: it draws again whenever anything inside changes.
    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? { nil }

    override package func appendGraphics(to list: inout DisplayList) {
        if let box {
            let frame = Rect(x: self.frame.x + box.x, y: self.frame.y + box.y, width: box.width, height: box.height)
            boxGraphics.append(frame: frame, separators: separators, colorScheme: colorScheme, to: &list)
        }
        super.appendGraphics(to: &list)
    }
}
