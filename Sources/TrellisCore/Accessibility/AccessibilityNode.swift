/// One accessible object of a window, as a screen reader sees it: a control,
/// a text, an image, a container that matters, or the window itself.
///
/// Nodes are built from the layout tree only when asked for
/// (`FrameDriver.accessibilityTree()`), so a window nobody inspects pays
/// nothing. A tree is a snapshot: build another after the next frame to see
/// what changed. It keeps the controls it can act on alive while it is held.
@MainActor
public final class AccessibilityNode {
    /// The names of the actions Trellis's own controls offer.
    public enum ActionName {
        /// Runs a button or link, picks an option, opens a menu.
        public static let press = "press"
        /// Flips a toggle.
        public static let toggle = "toggle"
        /// Moves a slider or stepper one step up.
        public static let increment = "increment"
        /// Moves a slider or stepper one step down.
        public static let decrement = "decrement"
        /// Gives a field keyboard focus.
        public static let activate = "activate"
        /// Opens an outline's item, or closes it, as GTK's tree views name it.
        public static let expandOrContract = "expand or contract"
    }

    /// An action with the code that performs it.
    struct Action {
        let name: String
        /// Runs the action as the input it stands for would; false when the control refuses (disabled).
        let perform: @MainActor () -> Bool
    }

    /// What kind of object this is.
    public package(set) var role: AccessibilityRole
    /// What a screen reader calls it: a control's label, a text's string, an image's label.
    public package(set) var name: String
    /// More about it, read after a pause: SwiftUI's hint, AT-SPI's description.
    public internal(set) var hint: String = ""
    /// The identifier tests find it by (`.accessibilityIdentifier`); never read aloud.
    public internal(set) var identifier: String = ""
    /// Its value as text: a field's text, a slider's or a picker's value, `.accessibilityValue`.
    public internal(set) var value: String?
    /// Its value as a number, for sliders, steppers and progress bars.
    public internal(set) var range: AccessibilityRange?
    /// A heading's level, 1 to 6; 0 when none was given.
    public internal(set) var headingLevel: Int?
    /// How many items a list or table holds, built or not: a lazy list builds
    /// only the rows it shows, so its children may be fewer. Nil for other objects.
    public internal(set) var itemCount: Int?
    /// The items of a list or table that are chosen, by number in the whole
    /// list, built or not: a lazy list's selection may hold rows it never
    /// built. Worked out only when a reader asks; nil for other objects.
    package var chosenItemNumbers: (@MainActor () -> [Int])?
    /// Which item of its list or table this row is, from zero, counting the rows not built.
    public internal(set) var itemIndex: Int?
    /// Its states.
    public package(set) var states: AccessibilityStates = []
    /// Where it is, in window points.
    public internal(set) var frame: Rect = .zero
    /// The objects inside it, in reading order.
    public package(set) var children: [AccessibilityNode] = []
    /// The object it is inside; nil for the window.
    public internal(set) weak var parent: AccessibilityNode?
    /// The text that names it, such as a form row's label: AT-SPI's labelled-by relation.
    public package(set) weak var labelledBy: AccessibilityNode?
    /// The control this text names: AT-SPI's label-for relation.
    public package(set) weak var labelFor: AccessibilityNode?
    /// Its actions, in the order they are offered.
    var actions: [Action] = []
    /// Other names people call it by (`.accessibilityInputLabels`), most important first.
    public internal(set) var inputLabels: [String] = []
    /// Where it comes among its siblings (`.accessibilitySortPriority`): higher first, 0 by default.
    public internal(set) var sortPriority = 0.0
    /// Whether an image was given a label, which the audit asks of each image.
    var hasChosenLabel = false
    /// Whether the layout that made this object also made its children (a list's items), which the builder keeps.
    package var madeOwnChildren = false
    /// Whether an unseen stand-in made this object, for the modifier around it
    /// to put in place of what the drawn view made (`AccessibilityStandInLayout`).
    var isStandIn = false
    /// The layout node that made this object, which says it is the same object from one tree to the next;
    /// nil for the parts a container makes (a list's items), which its place in the container names.
    package internal(set) weak var source: LayoutNode?
    /// Where the caret is in an editable text, in Unicode scalars from its start; nil for other objects.
    public internal(set) var caretOffset: Int?
    /// The selected part of an editable text, in Unicode scalars; nil or empty when nothing is selected.
    public internal(set) var selectedRange: Range<Int>?
    /// Replaces the whole text of an editable text as typing would; nil for other objects.
    var replaceText: (@MainActor (String) -> Bool)?
    /// Selects scalars of an editable text, as a drag would; nil for other objects.
    var selectText: (@MainActor (Range<Int>) -> Bool)?
    /// Moves a ranged control to a value, for controls that can take any value in their range.
    var setValue: (@MainActor (Double) -> Bool)?
    /// What the object's actions need alive while it is held: the views of a
    /// closed menu's items, built only to be read (`accessibilityElements(ofUnshown:)`).
    var keptAlive: AnyObject?

    /// An element of `role` named `name`, with no states, value or children yet.
    package init(role: AccessibilityRole, name: String = "") {
        self.role = role
        self.name = name
    }

    /// The names of its actions, such as `["press"]`.
    public var actionNames: [String] { actions.map(\.name) }

    /// Performs the action called `name`, through the same handler the input
    /// it stands for reaches; returns false when there is no such action or
    /// the control refuses it (disabled). The change shows on the next frame.
    @discardableResult
    public func perform(_ name: String) -> Bool {
        guard let action = actions.first(where: { $0.name == name }) else { return false }
        return action.perform()
    }

    /// Whether its text can be replaced (`replaceText(with:)`): a field that takes input now.
    public var acceptsText: Bool { replaceText != nil && states.contains(.enabled) }

    /// Replaces the whole text of an editable field with `text`, through the
    /// same edit that typing makes; false when this is no field or it refuses
    /// input (disabled). The change shows on the next frame.
    @discardableResult
    public func replaceText(with text: String) -> Bool {
        guard states.contains(.enabled), let replaceText else { return false }
        return replaceText(text)
    }

    /// Selects the Unicode scalars `range` of an editable text, or puts the
    /// caret at `range`'s place when it is empty, as a drag or a click in the
    /// text would (AT-SPI's `SetSelection` and `SetCaretOffset`). False when
    /// this is no editable text or it refuses input. Shows on the next frame.
    @discardableResult
    public func select(scalars range: Range<Int>) -> Bool {
        guard states.contains(.enabled), let selectText else { return false }
        return selectText(range)
    }

    /// Moves a control with a value (`range`) to `value`, kept within its
    /// bounds: at once for a slider, step by step through `increment` and
    /// `decrement` for a stepper. False when it has no value or refuses input.
    /// The change shows on the next frame.
    @discardableResult
    public func setValue(_ value: Double) -> Bool {
        guard let range, states.contains(.enabled) else { return false }
        let target = min(max(value, range.minimum), range.maximum)
        if let setValue { return setValue(target) }
        guard range.step > 0 else { return false }
        let steps = Int(((target - range.current) / range.step).rounded())
        let name = steps > 0 ? ActionName.increment : ActionName.decrement
        // Bounded, so a huge range cannot hold the main actor for long.
        for _ in 0..<min(abs(steps), 10_000) where !perform(name) { return false }
        return true
    }

    /// Sets or replaces the action called `name`.
    func setAction(_ name: String, _ perform: @escaping @MainActor () -> Bool) {
        if let index = actions.firstIndex(where: { $0.name == name }) {
            actions[index] = Action(name: name, perform: perform)
        } else {
            actions.append(Action(name: name, perform: perform))
        }
    }

    /// This node and every node inside it, depth first in reading order.
    public var allNodes: [AccessibilityNode] {
        var found: [AccessibilityNode] = []
        func visit(_ node: AccessibilityNode) {
            found.append(node)
            node.children.forEach(visit)
        }
        visit(self)
        return found
    }

    /// The first node inside (or this one) with `role`, and `name` when given.
    public func first(role: AccessibilityRole, name: String? = nil) -> AccessibilityNode? {
        allNodes.first { $0.role == role && (name == nil || $0.name == name) }
    }

    /// Every node inside (or this one) with `role`.
    public func all(role: AccessibilityRole) -> [AccessibilityNode] {
        allNodes.filter { $0.role == role }
    }

    /// The first node inside (or this one) whose identifier is `identifier`.
    public func first(identifier: String) -> AccessibilityNode? {
        allNodes.first { $0.identifier == identifier }
    }

    /// The tree as indented lines of role, name, value and states, for reading and for tests.
    public var outline: String {
        var lines: [String] = []
        func visit(_ node: AccessibilityNode, depth: Int) {
            var line = String(repeating: "  ", count: depth) + node.role.atspiName
            if let level = node.headingLevel, level > 0 { line += " \(level)" }
            line += " \"\(node.name)\""
            if let value = node.value { line += " value=\"\(value)\"" }
            if let range = node.range { line += " range=\(range)" }
            let states = node.states.atspiNames.filter { !["enabled", "sensitive", "visible", "showing"].contains($0) }
            if !states.isEmpty { line += " [\(states.joined(separator: ", "))]" }
            if !node.states.contains(.enabled) { line += " (disabled)" }
            if !node.actions.isEmpty { line += " actions: \(node.actionNames.joined(separator: ", "))" }
            lines.append(line)
            for child in node.children { visit(child, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }
}

/// A numeric value within bounds: AT-SPI's Value interface.
public struct AccessibilityRange: Hashable, Sendable, CustomStringConvertible {
    /// The value now.
    public var current: Double
    /// The least it can be.
    public var minimum: Double
    /// The most it can be.
    public var maximum: Double
    /// The step it moves by; 0 when it moves freely.
    public var step: Double

    /// A value within bounds.
    public init(current: Double, minimum: Double, maximum: Double, step: Double = 0) {
        self.current = current
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
    }

    /// `current` in `minimum...maximum`, with the step when it has one.
    public var description: String {
        func short(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        let bounds = "\(short(current)) in \(short(minimum))...\(short(maximum))"
        return step > 0 ? bounds + " by \(short(step))" : bounds
    }
}
