/// Layouts that change with the frame clock alone, such as a blinking caret.
@MainActor
package struct TickingSet {
    private var layouts: [ObjectIdentifier: any CaretBlinking] = [:]

    /// Whether any layout is ticking, so frames must keep coming.
    package var isEmpty: Bool { layouts.isEmpty }

    mutating func insert(_ key: ObjectIdentifier, _ layout: any CaretBlinking) { layouts[key] = layout }
    mutating func remove(_ key: ObjectIdentifier) { layouts[key] = nil }

    /// Advances every ticking layout to `frame`.
    package func tick(frame: Int) {
        for layout in layouts.values { _ = layout.tick(frame: frame) }
    }
}
