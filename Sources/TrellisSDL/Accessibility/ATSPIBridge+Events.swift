@_spi(TrellisExtension) import TrellisCore

/// The events a refresh sends: for each object of both trees, what changed
/// about it, and for each container, which objects came and went. Objects
/// that stayed as they were send nothing.
extension ATSPIBridge {
    private static let objectEvents = "org.a11y.atspi.Event.Object"

    /// Sends `member` of `interface` from the object at `path`, if anyone listens for `event`.
    private func send(_ event: String, _ member: String, from path: String, interface: String = objectEvents,
                      detail: String = "", _ first: Int = 0, _ second: Int = 0, data: @autoclosure () -> DBusArgument = .int32(0)) {
        eventsWorkedOut += 1
        guard let bus, listeners.wants(event) else { return }
        bus.signal(path, interface, member, [.string(detail), .int32(Int32(clamping: first)), .int32(Int32(clamping: second)),
                                             .variant(data()), .properties([])])
    }

    /// Compares the newest trees with `previous` and sends what changed.
    func sendEvents(since previous: ATSPIObjects.Snapshot, activeBefore: UInt32?) {
        childrenChanged(at: ATSPIObjects.rootPath, from: previous.windows.map(\.root), to: objects.windows.map(\.root), previous)
        // An object kept from the last tree is unchanged, with all it holds (`AccessibilityTreeCache`):
        // only the objects made again are compared with those they replace.
        for id in previous.renumbered {
            guard let old = previous.replaced[id], let node = objects.nodes[id] else { continue }
            compare(old, node, at: ATSPIObjects.path(of: id), previous)
        }
        for window in objects.windows where (window.windowID == activeBefore) != window.isActive {
            let path = objects.path(of: window.root)
            send("object:state-changed:active", "StateChanged", from: path, detail: "active", window.isActive ? 1 : 0)
            let member = window.isActive ? "Activate" : "Deactivate"
            send("window:" + member.lowercased(), member, from: path, interface: "org.a11y.atspi.Event.Window", data: .string(window.root.name))
        }
    }

    private func compare(_ old: AccessibilityNode, _ new: AccessibilityNode, at path: String, _ previous: ATSPIObjects.Snapshot) {
        if old.name != new.name, !Self.hasText(new) || new.role == .entry {
            send("object:property-change:accessible-name", "PropertyChange", from: path, detail: "accessible-name", data: .string(new.name))
        }
        if old.hint != new.hint {
            send("object:property-change:accessible-description", "PropertyChange", from: path,
                 detail: "accessible-description", data: .string(new.hint))
        }
        if let range = new.range, old.range?.current != range.current {
            send("object:property-change:accessible-value", "PropertyChange", from: path, detail: "accessible-value", data: .double(range.current))
        }
        textChanged(from: Self.text(of: old), to: Self.text(of: new), at: path)
        if let caret = new.caretOffset, caret != old.caretOffset {
            send("object:text-caret-moved", "TextCaretMoved", from: path, caret)
        }
        for (state, _) in ATSPIVocabulary.stateNumbers where old.states.contains(state) != new.states.contains(state) {
            guard let name = ATSPIVocabulary.eventName(of: state) else { continue }
            let on = new.states.contains(state)
            send("object:state-changed:" + name, "StateChanged", from: path, detail: name, on ? 1 : 0)
            if state == .focused, on { send("focus:", "Focus", from: path, interface: "org.a11y.atspi.Event.Focus") }
        }
        if Self.selects(new), Self.selectedChildren(of: old).map(previous.number(of:)) != Self.selectedChildren(of: new).map(objects.number(of:)) {
            send("object:selection-changed", "SelectionChanged", from: path)
        }
        if old.frame != new.frame, listeners.wants("object:bounds-changed") {
            let box = extents(of: new, in: 0)
            send("object:bounds-changed", "BoundsChanged", from: path,
                 data: .structure([.int32(box.x), .int32(box.y), .int32(box.width), .int32(box.height)]))
        }
        childrenChanged(at: path, from: old.children, to: new.children, previous)
    }

    /// Sends children-changed for the objects that left `path`'s children and those that came.
    private func childrenChanged(at path: String, from old: [AccessibilityNode], to new: [AccessibilityNode],
                                 _ previous: ATSPIObjects.Snapshot) {
        let oldIDs = old.map { previous.number(of: $0) ?? -1 }, newIDs = new.map { objects.number(of: $0) ?? -1 }
        guard oldIDs != newIDs else { return }
        let kept = Set(oldIDs).intersection(newIDs)
        for (index, id) in oldIDs.enumerated().reversed() where !kept.contains(id) {
            send("object:children-changed:remove", "ChildrenChanged", from: path, detail: "remove", index, 0,
                 data: .reference(bus?.uniqueName ?? "", ATSPIObjects.path(of: id)))
        }
        for (index, id) in newIDs.enumerated() where !kept.contains(id) {
            send("object:children-changed:add", "ChildrenChanged", from: path, detail: "add", index, 0,
                 data: .reference(bus?.uniqueName ?? "", ATSPIObjects.path(of: id)))
        }
    }

    /// Sends each of `announcements` from the window that has the keyboard, politely
    /// (`ATSPI_LIVE_POLITE`): the reader says it after what it is saying.
    func announce(_ announcements: [String]) {
        guard let window = objects.windows.first(where: \.isActive) ?? objects.windows.first else { return }
        let path = objects.path(of: window.root)
        for text in announcements { send("object:announcement", "Announcement", from: path, 1, data: .string(text)) }
    }

    /// Sends text-changed for the part of a text that was deleted and the part inserted.
    private func textChanged(from old: String, to new: String, at path: String) {
        guard old != new else { return }
        let before = Array(old.unicodeScalars), after = Array(new.unicodeScalars)
        var prefix = 0
        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < before.count - prefix, suffix < after.count - prefix,
              before[before.count - 1 - suffix] == after[after.count - 1 - suffix] { suffix += 1 }
        func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            return String(view)
        }
        let removed = before[prefix..<(before.count - suffix)], inserted = after[prefix..<(after.count - suffix)]
        if !removed.isEmpty {
            send("object:text-changed:delete", "TextChanged", from: path, detail: "delete", prefix, removed.count, data: .string(text(removed)))
        }
        if !inserted.isEmpty {
            send("object:text-changed:insert", "TextChanged", from: path, detail: "insert", prefix, inserted.count, data: .string(text(inserted)))
        }
    }
}
