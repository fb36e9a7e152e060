@_spi(TrellisExtension) import TrellisCore

/// Places a row's label and control: in a columns form, the label ends at the
/// form's label column and the control starts just after it; in a grouped
/// form, the label starts the row and the control ends it; elsewhere the
/// control follows the label.
@MainActor
package final class FormRowLayout: LayoutNode {
    package var look: FormLook? { didSet { if look != oldValue { setNeedsLayout() } } }
    /// The gap between the label and the control.
    package static let spacing = 8.0
    /// The height of one line of controls: a label beside a taller control
    /// (a radio group) lines up with its first line, not its middle.
    private static let firstLine = 28.0

    package init(look: FormLook?) {
        self.look = look
    }

    private var label: LayoutNode? { children.count == 2 ? children[0] : nil }

    override package var accessibilityAdjustment: AccessibilityAdjustment { .whole }

    /// The label names the control (`SectionAccessibility`).
    override package func accessibilityElements(adjusting inner: [AccessibilityNode]) -> [AccessibilityNode] {
        nameControls(inner)
    }
    private var content: LayoutNode? { children.count == 2 ? children[1] : nil }

    /// The width of the form's label column, when this row stands in a columns form.
    private var labelColumn: Double? {
        guard look == .columns else { return nil }
        return FormLayout.enclosing(self)?.labelColumnWidth
    }

    /// The label's natural size, and where the control starts.
    private func lead(_ context: LayoutContext) -> (label: Size, offset: Double) {
        guard let label else { return (.zero, 0) }
        let size = label.sizeThatFits(.unspecified, in: context)
        if let column = labelColumn { return (size, column + Self.spacing) }
        return (size, size.width > 0 ? size.width + Self.spacing : 0)
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        guard let content else { return .zero }
        let (labelSize, offset) = lead(context)
        let contentSize = content.sizeThatFits(ProposedSize(width: proposal.width.map { max($0 - offset, 0) }, height: nil),
                                               in: context)
        let natural = offset + contentSize.width
        let width = look == nil ? natural : max(proposal.width ?? natural, natural)
        return Size(width: width, height: max(labelSize.height, contentSize.height))
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        guard let label, let content else { return }
        let (labelSize, offset) = lead(context)
        let contentSize = content.sizeThatFits(ProposedSize(width: max(rect.width - offset, 0), height: nil), in: context)
        let firstLine = min(max(contentSize.height, labelSize.height), Self.firstLine)
        let labelX = labelColumn.map { rect.x + $0 - labelSize.width } ?? rect.x
        label.place(in: Rect(x: labelX, y: rect.y + max((firstLine - labelSize.height) / 2, 0),
                             width: labelSize.width, height: labelSize.height), context: context)
        let contentX = look == .grouped ? rect.x + rect.width - contentSize.width : rect.x + offset
        content.place(in: Rect(x: contentX, y: rect.y + max((rect.height - contentSize.height) / 2, 0),
                               width: contentSize.width, height: contentSize.height), context: context)
    }
}
