@_spi(TrellisExtension) import TrellisCore

/// Stacks a form's sections and rows top to bottom and keeps the width of its
/// label column: as wide as the widest label of any row inside, so every label
/// ends, and every control starts, at the same place.
///
/// In a grouped form, rows outside any section sit in boxes of their own, as
/// a section's rows do.
@MainActor
package final class FormLayout: LayoutNode, ColorSchemeDependent {
    package var look: FormLook { didSet { if look != oldValue { contentDidChange() } } }
    package var colorScheme = ColorScheme.light { didSet { if colorScheme != oldValue { contentDidChange() } } }
    /// The boxes around loose rows of a grouped form, from the last placement, relative to the frame.
    private var boxes: [(frame: Rect, separators: [Double])] = []
    private var boxGraphics: [GroupedBox] = []
    /// How wide the labels' column is; rows read it while they are measured.
    package private(set) var labelColumnWidth = 0.0
    /// The space between rows, and around sections.
    package static let rowSpacing = 10.0
    package static let sectionSpacing = 20.0

    package init(look: FormLook) {
        self.look = look
    }

    /// The form `node` stands in, if any.
    package static func enclosing(_ node: LayoutNode) -> FormLayout? {
        var ancestor = node.parent
        while let current = ancestor {
            if let form = current as? FormLayout { return form }
            ancestor = current.parent
        }
        return nil
    }

    /// The node a displayable's modifiers wrap: what decides how the form places it.
    package static func core(of node: LayoutNode) -> LayoutNode {
        var current = node
        while current is WrapperLayout, let inner = current.children.first { current = inner }
        return current
    }

    /// Whether the form gives `node` its whole width (rows and sections) rather
    /// than putting it in the control column.
    package static func spansColumns(_ node: LayoutNode) -> Bool {
        let core = core(of: node)
        return core is FormRowLayout || core is SectionLayout
    }

    /// Where content that is not a labelled row starts: in the control column.
    package var contentIndent: Double {
        look == .columns && labelColumnWidth > 0 ? labelColumnWidth + FormRowLayout.spacing : 0
    }

    /// The rows anywhere below, except inside rows and inside other forms.
    private func rows() -> [FormRowLayout] {
        var found: [FormRowLayout] = []
        var pending = children
        while let node = pending.popLast() {
            if let row = node as? FormRowLayout {
                found.append(row)
            } else if !(node is FormLayout) {
                pending.append(contentsOf: node.children)
            }
        }
        return found
    }

    /// Measures every label again; when the widest changed, the rows forget the
    /// sizes they took from the old column.
    private func updateLabelColumn(in context: LayoutContext) {
        let rows = look == .columns ? rows() : []
        var widest = 0.0
        for row in rows where row.look == .columns {
            widest = max(widest, row.children.first?.sizeThatFits(.unspecified, in: context).width ?? 0)
        }
        guard widest != labelColumnWidth else { return }
        labelColumnWidth = widest
        for row in rows { row.forgetSizes(below: self) }
        for child in children where !Self.spansColumns(child) { child.forgetSizes(below: self) }
    }

    private struct Plan {
        var frames: [Rect] = []
        var size = Size.zero
        var boxes: [(frame: Rect, separators: [Double])] = []
    }

    private func plan(width: Double?, in context: LayoutContext) -> Plan {
        let indent = contentIndent
        var plan = Plan()
        var y = 0.0
        var widest = 0.0
        var previousIsSection = false
        var openBox: (top: Double, separators: [Double])?
        func closeBox() {
            guard let box = openBox else { return }
            plan.boxes.append((Rect(x: 0, y: box.top, width: width ?? widest, height: y - box.top), box.separators))
            openBox = nil
        }
        for child in children {
            let isSection = Self.core(of: child) is SectionLayout
            if look == .grouped, !isSection {
                let size = child.sizeThatFits(ProposedSize(width: width.map { max($0 - 2 * GroupedBox.inset, 0) }, height: nil),
                                              in: context)
                guard size.height > 0 else {
                    plan.frames.append(Rect(x: GroupedBox.inset, y: y, width: size.width, height: 0))
                    continue
                }
                if let box = openBox {
                    openBox = (box.top, box.separators + [y - box.top])
                } else {
                    if !plan.frames.isEmpty, y > 0 { y += Self.sectionSpacing }
                    openBox = (y, [])
                }
                let height = max(size.height + 2 * GroupedBox.rowPadding, GroupedBox.rowHeight)
                plan.frames.append(Rect(x: GroupedBox.inset, y: y + (height - size.height) / 2, width: size.width, height: size.height))
                y += height
                widest = max(widest, size.width + 2 * GroupedBox.inset)
                previousIsSection = true
                continue
            }
            closeBox()
            let x = Self.spansColumns(child) ? 0 : indent
            let size = child.sizeThatFits(ProposedSize(width: width.map { max($0 - x, 0) }, height: nil), in: context)
            if !plan.frames.isEmpty, size.height > 0, y > 0 {
                y += isSection || previousIsSection ? Self.sectionSpacing : Self.rowSpacing
            }
            plan.frames.append(Rect(x: x, y: y, width: size.width, height: size.height))
            if size.height > 0 { previousIsSection = isSection }
            y += size.height
            widest = max(widest, x + size.width)
        }
        closeBox()
        plan.size = Size(width: width ?? widest, height: y)
        return plan
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        updateLabelColumn(in: context)
        return plan(width: proposal.width, in: context).size
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        updateLabelColumn(in: context)
        let plan = plan(width: rect.width, in: context)
        for (child, frame) in zip(children, plan.frames) {
            child.place(in: Rect(x: rect.x + frame.x, y: rect.y + frame.y, width: frame.width, height: frame.height), context: context)
        }
        boxes = plan.boxes
        while boxGraphics.count < boxes.count { boxGraphics.append(GroupedBox()) }
    }

    /// Its boxes follow what is inside them.
    override package var letsContentRepaintThrough: Bool { false }

    /// What it draws of its own depends on what is inside it: it draws again whenever anything inside changes.
    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? { nil }

    override package func appendGraphics(to list: inout DisplayList) {
        for (box, graphics) in zip(boxes, boxGraphics) {
            let frame = Rect(x: self.frame.x + box.frame.x, y: self.frame.y + box.frame.y, width: box.frame.width, height: box.frame.height)
            graphics.append(frame: frame, separators: box.separators, colorScheme: colorScheme, to: &list)
        }
        super.appendGraphics(to: &list)
    }
}
