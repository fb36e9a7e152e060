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
    private let ids = (box: GraphicID.next(), outline: GraphicID.next())
    private var separatorIDs: [GraphicID] = []
    /// The box and separators of the last placement, relative to the frame.
    private var box: Rect?
    private var separators: [Double] = []

    /// Space around the header and footer, between rows, and inside a grouped box.
    private static let gap = 6.0
    private static let boxInset = 12.0
    private static let boxRowHeight = 38.0
    private static let cornerRadius = 8.0

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
                let size = children[index].sizeThatFits(proposal(2 * Self.boxInset), in: context)
                let height = max(size.height + 2 * Self.gap + 2, Self.boxRowHeight)
                plan.frames[index] = Rect(x: Self.boxInset, y: y + (height - size.height) / 2, width: size.width, height: size.height)
                y += height
                widest = max(widest, size.width + 2 * Self.boxInset)
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
        while separatorIDs.count < separators.count { separatorIDs.append(GraphicID.next()) }
    }

    override package func appendGraphics(to list: inout DisplayList) {
        if let box {
            let frame = Rect(x: self.frame.x + box.x, y: self.frame.y + box.y, width: box.width, height: box.height)
            let shape = Path { $0.addRoundedRect(in: Rect(origin: .zero, size: frame.size), cornerRadius: Self.cornerRadius) }
            let dark = colorScheme == .dark
            list.append(Graphic(id: ids.box, content: .shape(shape, .fill(Self.boxFill.resolve(in: colorScheme))),
                                frame: frame, version: dark ? 1 : 0, clip: nil, opacity: 1))
            list.append(Graphic(id: ids.outline, content: .shape(shape, .stroke(Self.outline.resolve(in: colorScheme), lineWidth: 1)),
                                frame: frame, version: dark ? 1 : 0, clip: nil, opacity: 1))
            for (id, offset) in zip(separatorIDs, separators) {
                let line = Rect(x: frame.x + Self.boxInset, y: frame.y + offset, width: max(frame.width - 2 * Self.boxInset, 0), height: 1)
                list.append(Graphic(id: id, content: .fill(Self.outline.resolve(in: colorScheme)), frame: line,
                                    version: 0, clip: nil, opacity: 1))
            }
        }
        super.appendGraphics(to: &list)
    }

    /// The box of a grouped section: white on the light grey of the form, a
    /// step lighter than the window in dark mode.
    private static let boxFill = Color(storage: .scheme(light: RGBA(r: 255, g: 255, b: 255), dark: RGBA(r: 44, g: 44, b: 46)))
    private static let outline = Color(storage: .scheme(light: RGBA(r: 0, g: 0, b: 0, a: 24), dark: RGBA(r: 255, g: 255, b: 255, a: 22)))
}
