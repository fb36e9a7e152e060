import Foundation

/// The view graph as indented text: one line per node, with its view's type,
/// its state slots and what it depends on.
///
/// A line reads `TypeName [row N] [body Type] state: [...] reads: [...] observes needs-body → LayoutType`:
/// `row` is a lazy row's element, `body` the primitive body a composite keeps
/// in its own node (`ViewNode+SharedBody`), `state` the node's slots with their values,
/// `reads` the environment values its body read (by key, or by the type of
/// the model), `observes` that its body read an observable model,
/// `needs-body` that its body waits to run again, and the arrow the layout
/// node it owns. Nodes attached to another (a presentation, a background)
/// follow its children, marked `attached`.
extension ViewGraph {
    package func dumpViewGraph() -> String {
        var text = DumpText()
        text.line("view graph", depth: 0)
        for child in rootNode.children { child.dump(into: &text, depth: 1, attached: false) }
        for attached in rootNode.attachedNodes { attached.dump(into: &text, depth: 1, attached: true) }
        return text.text
    }
}

extension ViewNode {
    fileprivate func dump(into text: inout DumpText, depth: Int, attached: Bool) {
        var line = attached ? "attached " : ""
        line += DumpText.typeName(type(of: view))
        if let virtualIndex { line += " row \(virtualIndex)" }
        if sharesBody, let shared = traitsOfHeldView.sharedBody { line += " body \(DumpText.typeName(shared))" }
        if !stateSlots.isEmpty { line += " state: [\(stateSlots.map(Self.describeSlot).joined(separator: ", "))]" }
        let reads = Set(environmentReads.values.map(\.dumpName)).sorted()
        if !reads.isEmpty { line += " reads: [\(reads.joined(separator: ", "))]" }
        if invalidationToken != nil { line += " observes" }
        if needsBodyUpdate { line += " needs-body" }
        if let layout { line += " → \(DumpText.typeName(type(of: layout)))" }
        text.line(line, depth: depth)
        for child in children { child.dump(into: &text, depth: depth + 1, attached: false) }
        for node in attachedNodes { node.dump(into: &text, depth: depth + 1, attached: true) }
    }

    /// A slot as its box's type and, where the box keeps one value, that value.
    // Read by reflection, not through the box's accessors: those report an
    // Observation access, which a dump must not add to any reader.
    private static func describeSlot(_ slot: AnyObject) -> String {
        let name = DumpText.typeName(type(of: slot))
        let stored = Mirror(reflecting: slot).children.first { $0.label == "storage" || $0.label == "value" }
        guard let stored else { return name }
        return "\(name) = \(DumpText.value(stored.value, limit: 40))"
    }
}
