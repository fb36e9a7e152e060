/// The name assistive technology reads out for a view: what SwiftUI's
/// `.accessibilityLabel(_:)` sets. Nothing reads it aloud on Linux yet; it is
/// kept on the layout tree so that a view whose text is not drawn (a toolbar's
/// icon-only `Label`) can still be found by its name, as tests and a screen
/// reader would find it.
@MainActor
package final class AccessibilityLabelLayout: WrapperLayout {
    package var label: String

    init(label: String) {
        self.label = label
        super.init()
    }

    /// A name does not change the size.
    override package var sizesAsContent: Bool { true }
}

/// Gives each displayable of its content an accessible name.
struct AccessibilityLabelModifier: WrappingModifier {
    let label: String
    func makeWrapper() -> AccessibilityLabelLayout { AccessibilityLabelLayout(label: label) }
    func configure(_ wrapper: AccessibilityLabelLayout) { wrapper.label = label }
}

extension LayoutNode {
    /// The frame of the first view named `label` that can be seen and clicked
    /// (not in a hidden toolbar region, not under a covering screen), or nil.
    package func frame(ofAccessibilityLabel label: String) -> Rect? {
        if ignoresHits { return nil }
        if let named = self as? AccessibilityLabelLayout, named.label == label,
           named.frame.width > 0, named.frame.height > 0 {
            return named.frame
        }
        for child in children {
            if let frame = child.frame(ofAccessibilityLabel: label) { return frame }
        }
        return nil
    }
}
