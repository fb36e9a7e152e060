/// The pointer shape over a displayable.
public enum Cursor: Hashable, Sendable {
    /// The ordinary arrow.
    case arrow
    /// A hand, over things that can be clicked.
    case pointingHand
    /// An I-beam, over editable text.
    case iBeam
}

/// Where a drag is, relative to where it started.
public struct DragValue: Equatable, Sendable {
    /// Where the pointer went down.
    public var startLocation: Point
    /// Where the pointer is now.
    public var location: Point
    /// How far it has moved.
    public var translation: Size { Size(width: location.x - startLocation.x, height: location.y - startLocation.y) }
}

/// How a displayable responds to input: the handlers the event router calls.
///
/// Controls attach one to a layout node; the router hit-tests nodes that have
/// one, keeps keyboard focus on one, and sends keys and text to it.
@MainActor
package final class Interaction {
    /// A press ended inside the displayable; the argument counts taps in a row.
    package var onTap: (@MainActor (Int) -> Void)?
    /// Taps in a row needed before `onTap` runs.
    package var tapCount = 1
    /// A press started (true) or ended (false).
    package var onPressChange: (@MainActor (Bool) -> Void)? {
        get { rare?.onPressChange }
        set { rareHandlers(creating: newValue != nil)?.onPressChange = newValue }
    }
    /// The pointer entered (true) or left (false).
    package var onHover: (@MainActor (Bool) -> Void)? {
        get { rare?.onHover }
        set { rareHandlers(creating: newValue != nil)?.onHover = newValue }
    }
    /// A press started at this point, for controls that act where they are pressed.
    package var onPressAt: (@MainActor (Point) -> Void)? {
        get { rare?.onPressAt }
        set { rareHandlers(creating: newValue != nil)?.onPressAt = newValue }
    }
    /// The pointer moved while pressed here; `ended` is true on release.
    package var onDrag: (@MainActor (DragValue, _ ended: Bool) -> Void)? {
        get { rare?.onDrag }
        set { rareHandlers(creating: newValue != nil)?.onDrag = newValue }
    }
    /// The items a drag starting here carries (`.draggable`).
    package var dragSource: DragSource? {
        get { rare?.dragSource }
        set { rareHandlers(creating: newValue != nil)?.dragSource = newValue }
    }
    /// What a drop here takes and does (`.dropDestination`).
    package var dropTarget: DropTarget? {
        get { rare?.dropTarget }
        set { rareHandlers(creating: newValue != nil)?.dropTarget = newValue }
    }
    /// The pointer shape while over this displayable.
    package var cursor: Cursor? {
        get { rare?.cursor }
        set { rareHandlers(creating: newValue != nil)?.cursor = newValue }
    }
    /// Read when an event arrives, so `.disabled` takes effect without rebuilding.
    package var isEnabled: @MainActor () -> Bool = { true }
    /// The view node whose environment's `isEnabled` also gates the handlers,
    /// read when an event arrives. A reference, where a closure over the node
    /// was one more allocation for every gesture of every row.
    package unowned var environmentSource: ViewNode?
    /// Whether the handlers may run now: `isEnabled` says so, and so does the source's environment.
    package var allowsInput: Bool {
        (environmentSource?.environment.isEnabled ?? true) && isEnabled()
    }
    /// Whether only drawn content (or a `.contentShape`) inside the frame takes
    /// the pointer, as for SwiftUI's gestures, rather than the whole frame, as
    /// for controls: a tap on the empty part of a stack goes through.
    package var hitsOnlyDrawnContent = false
    /// Whether Tab can move keyboard focus here.
    package var isFocusable = false
    /// Whether Tab and focus requests stop here; selectable text takes focus only from a click.
    package var isTabStop = true
    /// Whether focus shows as a ring around the frame; controls that mark
    /// their focused part themselves (a date field's highlighted part) turn it off.
    package var drawsFocusRing = true
    /// Whether a presentation that opens puts the keyboard here rather than on
    /// its first control: a pop-up menu's chosen option, as a Mac opens one over its choice.
    package var takesFocusFirst: (@MainActor () -> Bool)? {
        get { rare?.takesFocusFirst }
        set { rareHandlers(creating: newValue != nil)?.takesFocusFirst = newValue }
    }
    /// Whether this takes typed text, so Escape leaves it.
    package var acceptsText = false
    /// A key went down while focused; returns whether it was used.
    package var onKey: (@MainActor (Key, KeyModifiers) -> Bool)? {
        get { rare?.onKey }
        set { rareHandlers(creating: newValue != nil)?.onKey = newValue }
    }
    /// Text was typed while focused.
    package var onText: (@MainActor (String) -> Void)? {
        get { rare?.onText }
        set { rareHandlers(creating: newValue != nil)?.onText = newValue }
    }
    /// The input method's composition changed while focused: its text, cursor and selected length.
    package var onComposition: (@MainActor (String, Int, Int) -> Void)? {
        get { rare?.onComposition }
        set { rareHandlers(creating: newValue != nil)?.onComposition = newValue }
    }
    /// The wheel turned over this displayable; returns whether it scrolled,
    /// for views that scroll themselves rather than sit in a scroll view.
    package var onScroll: (@MainActor (_ dx: Double, _ dy: Double) -> Bool)? {
        get { rare?.onScroll }
        set { rareHandlers(creating: newValue != nil)?.onScroll = newValue }
    }
    /// Whether Return is text here (a line break) and does not also confirm the dialog.
    package var keepsReturn = false
    /// Whether a plain Tab types a tab here (an editor, as an `NSTextView`
    /// takes it), so that Ctrl+Tab, not Tab, moves focus on.
    package var keepsTab = false
    /// Focus arrived (true) or left (false).
    package var onFocusChange: (@MainActor (Bool) -> Void)? {
        get { rare?.onFocusChange }
        set { rareHandlers(creating: newValue != nil)?.onFocusChange = newValue }
    }
    /// Whether this is a button, which dialogs find for Enter and Escape.
    package var isButton = false
    /// The role of a button, which dialogs order and choose by.
    package var buttonRole: ButtonRole? {
        get { rare?.buttonRole }
        set { rareHandlers(creating: newValue != nil)?.buttonRole = newValue }
    }
    /// What the control is to assistive technology (`ControlAccessibility`),
    /// asked only while an accessibility tree is built; buttons need none.
    package var accessibility: (@MainActor () -> ControlAccessibility)? {
        get { rare?.accessibility }
        set { rareHandlers(creating: newValue != nil)?.accessibility = newValue }
    }
    /// Set by the router.
    package internal(set) var isFocused = false
    /// Whether the focus now held came from a click, not from Tab or a
    /// `@FocusState` write: a text field selects all of itself only for those. Set by the router.
    package internal(set) var isFocusedByPointer = false
    /// Whether the focus ring shows while focused: after keyboard use, not after
    /// a click, as GTK's `:focus-visible`. Set by the router.
    package internal(set) var showsFocusRing = true
    /// The modifier keys held when the pointer last went down here, for
    /// Ctrl- and Shift-clicks; set by the router.
    package internal(set) var pressModifiers: KeyModifiers = []
    /// The displayable these handlers belong to, for handlers that need its
    /// frame; set by `LayoutNode.interaction`, the one place that hands an
    /// interaction to a layout.
    // Not `weak`: a weak reference gives the layout a side table, an
    // allocation and the runtime's slow path on every retain and release of
    // it (two per row of a list whose rows have tap gestures). It never
    // dangles: the layout that takes this interaction points it here, and
    // clears it when it lets go of the interaction or goes.
    package internal(set) nonisolated(unsafe) unowned(unsafe) var layout: LayoutNode?

    /// The handlers a plain tap never sets, in a box made on the first
    /// write of one: fifteen optionals of 16 bytes were most of every tap's
    /// interaction, two in each row of a list whose rows have tap gestures.
    private(set) var rare: InteractionHandlers?

    package init() {}

    /// The box of rarer handlers, made when `creating`; a write of `nil` makes none.
    private func rareHandlers(creating: Bool) -> InteractionHandlers? {
        if let rare { return rare }
        guard creating else { return nil }
        let made = InteractionHandlers()
        rare = made
        return made
    }

    /// Whether taps are all this handles: nothing here follows the pointer
    /// over time or takes focus, so it may serve another identity (`IdentityFreeRows`).
    var takesOnlyTaps: Bool {
        guard !isFocusable && !isFocused else { return false }
        guard let rare else { return true }
        return rare.onPressChange == nil && rare.onHover == nil && rare.onPressAt == nil && rare.onDrag == nil
            && rare.dragSource == nil && rare.dropTarget == nil && rare.onKey == nil && rare.onText == nil
            && rare.onComposition == nil && rare.onScroll == nil && rare.onFocusChange == nil
    }

    /// Whether the pointer can do anything here.
    var respondsToPointer: Bool {
        onTap != nil || onPressChange != nil || onDrag != nil || dragSource != nil || isFocusable
    }
}
