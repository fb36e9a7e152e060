/// A layout that shows or hides what it discloses, as an outline's element
/// does; a list's Left and Right keys close and open the one on the lead row.
@MainActor
package protocol DisclosingLayout: AnyObject {
    /// Whether it is open; `nil` when there is nothing to disclose.
    var isExpanded: Bool? { get }
    /// Opens (`true`) or closes it.
    var setExpanded: @MainActor (Bool) -> Void { get }
}

extension ListLayout {
    /// Opens (Right) or closes (Left) the outline element on the lead row;
    /// false when that row is no outline element or is already so.
    func disclose(_ open: Bool) -> Bool {
        guard let lead, let offset = rows(withTag: lead).first, let row = rows[offset],
              let disclosure = disclosure(in: row), let isExpanded = disclosure.isExpanded, isExpanded != open else { return false }
        disclosure.setExpanded(open)
        return true
    }

    /// The outline element a row is, found down its chain of single children; nil for a plain row.
    func disclosure(in row: LayoutNode) -> (any DisclosingLayout)? {
        var node: LayoutNode? = row
        while let current = node {
            if let disclosure = current as? any DisclosingLayout { return disclosure }
            node = current.children.count == 1 ? current.children[0] : nil
        }
        return nil
    }
}
