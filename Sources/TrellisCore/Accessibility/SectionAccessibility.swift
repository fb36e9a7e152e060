/// Sections tell assistive technology what their parts are: a section's
/// header is a heading, as SwiftUI gives a section header the header trait.
extension AccessibilityNode {
    /// Makes the texts among `nodes` headings, as SwiftUI gives a section header the header trait.
    package static func makeHeadings(_ nodes: ArraySlice<AccessibilityNode>) {
        for node in nodes where node.role == .label {
            node.role = .heading
            node.headingLevel = 0
        }
    }
}

extension SectionViewLayout {
    /// A list's or menu's section header: its texts are headings.
    func markHeader(_ built: [AccessibilityNode]) -> [AccessibilityNode] {
        if role == .header { AccessibilityNode.makeHeadings(built[...]) }
        return built
    }
}
