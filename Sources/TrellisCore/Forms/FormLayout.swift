/// Stacks a form's sections and rows top to bottom and keeps the width of its
/// label column: as wide as the widest label of any row inside, so every label
/// ends, and every control starts, at the same place.
@MainActor
package final class FormLayout: LayoutNode {
    package var look: FormLook { didSet { if look != oldValue { setNeedsLayout() } } }
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

    private func plan(width: Double?, in context: LayoutContext) -> (frames: [Rect], size: Size) {
        let indent = contentIndent
        var frames: [Rect] = []
        var y = 0.0
        var widest = 0.0
        var previousIsSection = false
        for child in children {
            let spans = Self.spansColumns(child)
            let x = spans ? 0 : indent
            let size = child.sizeThatFits(ProposedSize(width: width.map { max($0 - x, 0) }, height: nil), in: context)
            let isSection = Self.core(of: child) is SectionLayout
            if !frames.isEmpty, size.height > 0 {
                y += isSection || previousIsSection ? Self.sectionSpacing : Self.rowSpacing
            }
            frames.append(Rect(x: x, y: y, width: size.width, height: size.height))
            if size.height > 0 { previousIsSection = isSection }
            y += size.height
            widest = max(widest, x + size.width)
        }
        return (frames, Size(width: width ?? widest, height: y))
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        updateLabelColumn(in: context)
        return plan(width: proposal.width, in: context).size
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        updateLabelColumn(in: context)
        let frames = plan(width: rect.width, in: context).frames
        for (child, frame) in zip(children, frames) {
            child.place(in: Rect(x: rect.x + frame.x, y: rect.y + frame.y, width: frame.width, height: frame.height), context: context)
        }
    }
}
