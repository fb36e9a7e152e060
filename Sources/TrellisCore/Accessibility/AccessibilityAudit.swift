import Foundation

/// Something an accessibility audit found wrong with a window.
public struct AccessibilityFinding: Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: Hashable, Sendable {
        /// A control a screen reader can only call by its role: give it a label.
        case controlWithoutName
        /// An image named only by its file or symbol name: give it `.accessibilityLabel`, or hide it with `.accessibilityHidden(true)`.
        case imageWithoutLabel
        /// A control a person can operate that keyboard focus never reaches, so it cannot be used without a pointer.
        case unreachableByKeyboard
    }

    /// What is wrong.
    public let kind: Kind
    /// The object's role.
    public let role: AccessibilityRole
    /// The object's name, as it stands.
    public let name: String
    /// Where the object is, in window points.
    public let frame: Rect

    /// One line a developer can act on.
    public var description: String {
        let place = "at (\(Int(frame.minX)), \(Int(frame.minY)))"
        return switch kind {
        case .controlWithoutName: "\(role.atspiName) \(place) has no name: give it a label or .accessibilityLabel"
        case .imageWithoutLabel: "image \"\(name)\" \(place) has no label: give it .accessibilityLabel, or .accessibilityHidden(true) if it only decorates"
        case .unreachableByKeyboard: "\(role.atspiName) \"\(name)\" \(place) cannot get keyboard focus: Tab never reaches it; make it .focusable()"
        }
    }
}

extension AccessibilityNode {
    /// What a screen reader user would miss in this tree: controls without a
    /// name, images without a label that are not hidden, and controls that
    /// keyboard focus cannot reach.
    public func audit() -> [AccessibilityFinding] {
        allNodes.compactMap { node in
            if node.isUnreachableByKeyboard {
                return AccessibilityFinding(kind: .unreachableByKeyboard, role: node.role, name: node.name, frame: node.frame)
            }
            if node.role.isControl, node.name.trimmingCharacters(in: .whitespaces).isEmpty {
                return AccessibilityFinding(kind: .controlWithoutName, role: node.role, name: node.name, frame: node.frame)
            }
            if node.role == .image, !node.hasChosenLabel {
                return AccessibilityFinding(kind: .imageWithoutLabel, role: node.role, name: node.name, frame: node.frame)
            }
            return nil
        }
    }
}

extension AccessibilityNode {
    /// Whether this is a control a person operates that neither it, nor what
    /// holds it, nor anything inside it can take keyboard focus. Menu items and
    /// a container's parts (rows, options) are reached with the arrow keys once
    /// their container has focus, so they are not asked.
    var isUnreachableByKeyboard: Bool {
        guard role.isControl, role != .menuItem, states.contains(.enabled), !actions.isEmpty,
              !states.contains(.focusable), !allNodes.contains(where: { $0.states.contains(.focusable) }) else { return false }
        var holder = parent
        while let node = holder {
            if node.states.contains(.focusable) || node.role == .menu { return false }
            holder = node.parent
        }
        return true
    }
}
