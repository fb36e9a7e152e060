/// What becomes of the accessibility elements inside a view made into one
/// element with `.accessibilityElement(children:)`, as SwiftUI's.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, combine, contain }
    let kind: Kind

    /// The children are hidden; the new element has only what modifiers give it.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children's labels, values and actions are merged into the new element.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
    /// The children become children of the new element, a container.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
}

/// The level of a heading among others, as SwiftUI's; a screen reader speaks
/// levels 1 to 6 with the text.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    /// A heading with no level given.
    case unspecified
    /// Level 1.
    case h1
    /// Level 2.
    case h2
    /// Level 3.
    case h3
    /// Level 4.
    case h4
    /// Level 5.
    case h5
    /// Level 6.
    case h6
}

/// Which action `.accessibilityAction(_:_:)` adds, as SwiftUI's.
public struct AccessibilityActionKind: Equatable, Sendable {
    let name: String

    /// The element's main action: a button's press.
    public static let `default` = AccessibilityActionKind(name: AccessibilityNode.ActionName.press)
    /// Backs out: closes a dialog or leaves a screen.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The app's most important action, wherever focus is.
    public static let magicTap = AccessibilityActionKind(name: "magic tap")
    /// Deletes the element's content.
    public static let delete = AccessibilityActionKind(name: "delete")
    /// Shows the element's context menu.
    public static let showMenu = AccessibilityActionKind(name: "show menu")

    /// An action that assistive technology lists by `name`.
    public init(named name: Text) {
        self.name = name.content
    }

    private init(name: String) {
        self.name = name
    }
}

/// Which way `.accessibilityAdjustableAction(_:)` is asked to move a value.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Up by one step.
    case increment
    /// Down by one step.
    case decrement
}
