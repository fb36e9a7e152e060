/// What kind of thing an accessible object is, named after the AT-SPI roles
/// that GTK gives its widgets, so a screen reader on Linux announces a Trellis
/// control as it announces the same GTK control.
public enum AccessibilityRole: String, Hashable, Sendable, CaseIterable {
    /// A window of the application.
    case frame
    /// A modal or modeless dialog: a sheet, an alert, a confirmation dialog.
    case dialog
    /// A dialog that warns.
    case alert
    /// A group of other objects with no meaning of its own.
    case panel
    /// A button that runs an action.
    case pushButton = "push button"
    /// A button that stays down while on: a switch, or `.toggleStyle(.button)`.
    case toggleButton = "toggle button"
    /// A box that is ticked or not.
    case checkBox = "check box"
    /// One of a set of options of which one is chosen.
    case radioButton = "radio button"
    /// A value chosen along a track.
    case slider
    /// A value changed one step at a time (a `Stepper`).
    case spinButton = "spin button"
    /// A single line of editable text.
    case entry
    /// A field whose text is hidden (a `SecureField`).
    case passwordText = "password text"
    /// Text that cannot be edited.
    case label
    /// A title that divides content into sections; it has a level.
    case heading
    /// A picture.
    case image
    /// A control that opens a URL.
    case link
    /// A list of rows.
    case list
    /// One row of a list.
    case listItem = "list item"
    /// A table of rows and columns.
    case table
    /// One cell of a table.
    case tableCell = "table cell"
    /// One row of a table, holding its cells.
    case tableRow = "table row"
    /// The header of a table's column, naming it.
    case columnHeader = "column header"
    /// An outline: a list whose items open to show items inside them.
    case tree
    /// One item of an outline, which may open (expandable) or be open (expanded).
    case treeItem = "tree item"
    /// A window's bar of menus.
    case menuBar = "menu bar"
    /// A button showing the chosen option that opens a menu of the others.
    case comboBox = "combo box"
    /// A menu of items.
    case menu
    /// One item of a menu.
    case menuItem = "menu item"
    /// An item of a menu that is ticked or not, as GTK's `GtkCheckMenuItem`.
    case checkMenuItem = "check menu item"
    /// One of a set of menu items of which one is chosen, as GTK's `GtkRadioMenuItem`:
    /// a menu picker's options.
    case radioMenuItem = "radio menu item"
    /// A set of tabs.
    case pageTabList = "page tab list"
    /// One tab.
    case pageTab = "page tab"
    /// A view that scrolls its content.
    case scrollPane = "scroll pane"
    /// A bar that shows how much of a task is done.
    case progressBar = "progress bar"
    /// A line that separates groups.
    case separator
    /// Editable text of several lines (a `TextEditor`).
    case text
    /// A month of days to choose from, as GTK's `GtkCalendar` (`ATK_ROLE_CALENDAR`).
    case calendar
    /// A field that edits a date or time in parts, as a browser's date input
    /// (`ATSPI_ROLE_DATE_EDITOR`), holding one spin button per part.
    case dateEditor = "date editor"
    /// A panel for choosing a colour, as GTK's `GtkColorChooserWidget`.
    case colorChooser = "color chooser"

    /// The role's name as AT-SPI spells it (`Accessible.GetRoleName`).
    public var atspiName: String { rawValue }

    /// Whether the object is one control that a user operates as a whole: its
    /// name comes from the texts and images inside it, which are not objects of their own.
    var takesNameFromContent: Bool {
        switch self {
        case .pushButton, .toggleButton, .checkBox, .radioButton, .link, .menuItem, .checkMenuItem, .radioMenuItem, .pageTab,
             .comboBox: true
        default: false
        }
    }

    /// Whether the object is a control, which must have a name.
    package var isControl: Bool {
        switch self {
        case .pushButton, .toggleButton, .checkBox, .radioButton, .slider, .spinButton, .entry, .passwordText,
             .link, .comboBox, .menuItem, .checkMenuItem, .radioMenuItem, .pageTab, .text: true
        default: false
        }
    }
}
