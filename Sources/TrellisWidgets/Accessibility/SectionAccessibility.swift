@_spi(TrellisExtension) import TrellisCore

/// Forms and sections tell assistive technology what their parts are: a
/// section's header is a heading, and a form row's label names its control,
/// as GTK's labelled-by relation names a control after its label.
extension FormRowLayout {
    /// Names the unnamed controls of the content column with the label column's text.
    func nameControls(_ built: [AccessibilityNode]) -> [AccessibilityNode] {
        guard children.count == 2 else { return built }
        let labelCount = AccessibilityTreeBuilder.countMadeByFirstChild(of: self)
        let label = AccessibilityTreeBuilder.contentName(of: Array(built.prefix(labelCount)))
        guard !label.isEmpty else { return built }
        let labelText = built.prefix(labelCount).flatMap(\.allNodes).first { $0.role == .label }
        // A picker's group of radio buttons is named too, as GTK names a radio group's frame.
        for element in built.dropFirst(labelCount).flatMap(\.allNodes)
        where (element.role.isControl || element.role == .panel) && element.name.isEmpty {
            element.name = label
            element.labelledBy = labelText
            labelText?.labelFor = labelText?.labelFor ?? element
        }
        return built
    }
}

extension SectionLayout {
    /// A grouped form's section: its header's texts are headings.
    func markHeader(_ built: [AccessibilityNode]) -> [AccessibilityNode] {
        AccessibilityNode.makeHeadings(built.prefix(AccessibilityTreeBuilder.countMadeByFirstChild(of: self)))
        return built
    }
}
