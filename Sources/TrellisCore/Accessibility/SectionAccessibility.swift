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

extension AccessibilityNode {
    /// Makes the texts among `nodes` headings, as SwiftUI gives a section header the header trait.
    static func makeHeadings(_ nodes: ArraySlice<AccessibilityNode>) {
        for node in nodes where node.role == .label {
            node.role = .heading
            node.headingLevel = 0
        }
    }
}

extension SectionLayout {
    /// A grouped form's section: its header's texts are headings.
    func markHeader(_ built: [AccessibilityNode]) -> [AccessibilityNode] {
        AccessibilityNode.makeHeadings(built.prefix(AccessibilityTreeBuilder.countMadeByFirstChild(of: self)))
        return built
    }
}

extension SectionViewLayout {
    /// A list's or menu's section header: its texts are headings.
    func markHeader(_ built: [AccessibilityNode]) -> [AccessibilityNode] {
        if role == .header { AccessibilityNode.makeHeadings(built[...]) }
        return built
    }
}
