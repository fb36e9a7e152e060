@_spi(TrellisExtension) import TrellisCore

/// Lays a picker's options side by side in equal segments and highlights the
/// selected one, or, for `.radioGroup` and `.inline`, stacks them as radio
/// buttons (RadioGroupLayout.swift); SegmentedInteraction.swift lets clicks
/// and arrow keys choose another.
@MainActor
package final class SegmentedLayout: LayoutNode, ColorSchemeDependent, OptionRowsContainer {
    package var selection: AnyHashable? { didSet { if selection != oldValue { contentDidChange() } } }
    package var onSelect: @MainActor (AnyHashable) -> Void = { _ in }
    package var tint = RGBA(r: 0, g: 122, b: 255)
    package var colorScheme = ColorScheme.light { didSet { if colorScheme != oldValue { contentDidChange() } } }
    /// Whether the options are radio buttons in a column rather than segments.
    package var isRadioGroup = false { didSet { if isRadioGroup != oldValue { contentDidChange() } } }
    private let ids = (track: GraphicID.next(), highlight: GraphicID.next(), ring: GraphicID.next())
    /// Each radio button's circle and dot, and each option's row, from the last placement.
    var radioIDs: [(circle: GraphicID, dot: GraphicID)] = []
    var radioRows: [Rect] = []
    /// The segment a press in progress started on.
    var pressedIndex: Int?
    private static let padding = EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
    /// The `ForEach`es whose elements are options: an option without a `.tag`
    /// stands for its element's id, as in SwiftUI.
    private var sources: [WeakRowSource] = []

    /// A group of radio buttons (`ContainerAccessibility`).
    override package func accessibilityElement() -> AccessibilityNode? { pickerAccessibility() }

    private struct WeakRowSource {
        weak var source: (any ListRowSource)?
    }

    package func register(_ source: any ListRowSource) {
        sources.removeAll { $0.source == nil }
        sources.append(WeakRowSource(source: source))
    }

    /// The value the option at `index` stands for: its own tag, else its element's id.
    func tag(ofOption index: Int) -> AnyHashable? {
        if let tagged = children[index] as? TagLayout { return tagged.tag }
        for weak in sources {
            if let source = weak.source, source.isAttached, let tag = source.tag(ofRow: index) { return tag }
        }
        return nil
    }

    /// Which option is selected, if any.
    var indexOfSelection: Int? {
        guard let selection else { return nil }
        return children.indices.first { tag(ofOption: $0) == selection }
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        if isRadioGroup { return measureRadioGroup(in: context) }
        let widest = children.reduce(0.0) { max($0, $1.sizeThatFits(.unspecified, in: context).width) }
        let tallest = children.reduce(0.0) { max($0, $1.sizeThatFits(.unspecified, in: context).height) }
        let natural = (widest + Self.padding.horizontal) * Double(children.count)
        return Size(width: proposal.width.map { min($0, max(natural, $0)) } ?? natural,
                    height: tallest + Self.padding.vertical)
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        if isRadioGroup { return placeRadioGroup(in: rect, context: context) }
        guard !children.isEmpty else { return }
        let width = rect.width / Double(children.count)
        for (index, child) in children.enumerated() {
            let slot = Rect(x: rect.x + width * Double(index), y: rect.y, width: width, height: rect.height)
            let size = child.sizeThatFits(ProposedSize(width: width - Self.padding.horizontal, height: nil), in: context)
            child.place(in: Rect(origin: Alignment.center.origin(of: size, in: slot), size: size), context: context)
        }
    }

    /// It draws again whenever anything inside changes.
    override package var letsContentRepaintThrough: Bool { false }

    /// What it draws of its own depends on what is inside it: it draws again whenever anything inside changes.
    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? { nil }

    override package func appendGraphics(to list: inout DisplayList) {
        if isRadioGroup {
            appendRadioButtons(to: &list)
            super.appendGraphics(to: &list)
            appendFocusRing(to: &list, id: ids.ring)
            return
        }
        list.append(Graphic(id: ids.track, content: .shape(Path { $0.addRoundedRect(in: Rect(origin: .zero, size: frame.size), cornerRadius: 6) },
                                                            .fill(RGBA(r: 118, g: 118, b: 128, a: 40))),
                            frame: frame, version: 0, clip: nil, opacity: 1))
        if let index = indexOfSelection {
            let width = frame.width / Double(max(children.count, 1))
            let segment = Rect(x: frame.x + width * Double(index) + 2, y: frame.y + 2, width: width - 4, height: frame.height - 4)
            list.append(Graphic(id: ids.highlight, content: .shape(Path { $0.addRoundedRect(in: Rect(origin: .zero, size: segment.size), cornerRadius: 5) },
                                                                    .fill(Color.selectedSegment.resolve(in: colorScheme))),
                                frame: segment, version: colorScheme == .dark ? 1 : 0, clip: nil, opacity: 1))
        }
        super.appendGraphics(to: &list)
        appendFocusRing(to: &list, id: ids.ring)
    }
}
