@_spi(TrellisExtension) import TrellisCore

/// A displayable a presentation is attached to: it remembers where it is, and
/// for a menu that lists its items while closed, puts them under the control
/// that opens it while an accessibility tree is built.
@MainActor
package final class AnchorLayout: WrapperLayout {
    /// The menu attached here, when it lists its items while closed; nil for
    /// other presentations, so only menus pay for the weak reference.
    weak var controller: PresentationController?

    override package var accessibilityAdjustment: AccessibilityAdjustment { .outermost }

    /// The control that opens a closed menu holds its items, as GTK exposes them:
    /// a button or a combo box (`GtkComboBoxAccessible`'s one child is its popup
    /// menu) holds a `menu` of them; a row that opens a submenu is itself a
    /// `menu` holding them (`GtkMenuItemAccessible`: a menu item with a submenu
    /// has the menu role and the submenu's items as its children). Built only
    /// here, while a tree is built, so a window nobody inspects pays nothing.
    override package func accessibilityElements(adjusting inner: [AccessibilityNode]) -> [AccessibilityNode] {
        // The control that opens the menu: a button, or a row of another menu.
        guard let controller, controller.listsItemsWhileClosed, inner.count == 1,
              [.pushButton, .menuItem, .menu].contains(inner[0].role) else { return inner }
        let opener = inner[0]
        // A submenu's row is a menu whether the submenu is open or not, so its role does not flip.
        if opener.role == .menuItem { opener.role = .menu }
        guard let menu = controller.closedMenuElement() else { return inner }
        // The items read the menu's content as it is now (a toggle's binding), which no
        // frame marks: the next tree builds them again, as the objects of a view that changed.
        markAccessibilityPath()
        if opener.role == .menu {
            let items = menu.children
            menu.children = []
            AccessibilityTreeBuilder.adopt(items, into: opener)
        } else {
            AccessibilityTreeBuilder.adopt([menu], into: opener)
        }
        return inner
    }
}
