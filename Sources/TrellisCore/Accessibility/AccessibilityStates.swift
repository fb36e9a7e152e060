/// The states of an accessible object, as AT-SPI's state set names them.
public struct AccessibilityStates: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// A set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// It responds to input (not `.disabled`).
    public static let enabled = AccessibilityStates(rawValue: 1 << 0)
    /// It responds to input now; AT-SPI keeps this beside `enabled`.
    public static let sensitive = AccessibilityStates(rawValue: 1 << 1)
    /// Tab or a click can give it keyboard focus.
    public static let focusable = AccessibilityStates(rawValue: 1 << 2)
    /// It has keyboard focus.
    public static let focused = AccessibilityStates(rawValue: 1 << 3)
    /// It is drawn inside the window now.
    public static let showing = AccessibilityStates(rawValue: 1 << 4)
    /// It is not hidden (it may still be scrolled out of sight).
    public static let visible = AccessibilityStates(rawValue: 1 << 5)
    /// A toggle, check box or radio button is on.
    public static let checked = AccessibilityStates(rawValue: 1 << 6)
    /// A row, tab or option is the chosen one.
    public static let selected = AccessibilityStates(rawValue: 1 << 7)
    /// A disclosure shows its content.
    public static let expanded = AccessibilityStates(rawValue: 1 << 8)
    /// A disclosure hides its content.
    public static let collapsed = AccessibilityStates(rawValue: 1 << 9)
    /// Its text can be edited.
    public static let editable = AccessibilityStates(rawValue: 1 << 10)
    /// Its text has several lines.
    public static let multiLine = AccessibilityStates(rawValue: 1 << 11)
    /// Its text has one line.
    public static let singleLine = AccessibilityStates(rawValue: 1 << 12)
    /// It takes all input while shown (a sheet, an alert).
    public static let modal = AccessibilityStates(rawValue: 1 << 13)
    /// It can be checked or unchecked.
    public static let checkable = AccessibilityStates(rawValue: 1 << 14)
    /// It can be expanded or collapsed.
    public static let expandable = AccessibilityStates(rawValue: 1 << 15)
    /// It can be selected (a row of a selectable list).
    public static let selectable = AccessibilityStates(rawValue: 1 << 16)
    /// What was typed into it cannot be taken as its value: a
    /// `TextField(value:format:)` whose text does not parse.
    public static let invalidEntry = AccessibilityStates(rawValue: 1 << 17)

    /// Each state's AT-SPI name, in the order of the bits.
    package static let atspiNames: [(AccessibilityStates, String)] = [
        (.enabled, "enabled"), (.sensitive, "sensitive"), (.focusable, "focusable"), (.focused, "focused"),
        (.showing, "showing"), (.visible, "visible"), (.checked, "checked"), (.selected, "selected"),
        (.expanded, "expanded"), (.collapsed, "collapsed"), (.editable, "editable"), (.multiLine, "multi line"),
        (.singleLine, "single line"), (.modal, "modal"), (.checkable, "checkable"), (.expandable, "expandable"),
        (.selectable, "selectable"), (.invalidEntry, "invalid entry"),
    ]

    /// The AT-SPI names of the states in this set, such as `["enabled", "focusable"]`.
    public var atspiNames: [String] {
        Self.atspiNames.compactMap { contains($0.0) ? $0.1 : nil }
    }
}
