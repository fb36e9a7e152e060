@_spi(TrellisExtension) import TrellisCore

/// What the tab bar and the pages of one `TabView` share: where the pages are,
/// and how to choose one, for Ctrl+Tab.
@MainActor
final class TabsCoordinator {
    /// The container holding the page wrappers; set as they are laid out.
    weak var pages: LayoutNode?
    var choose: @MainActor (AnyHashable) -> Void = { _ in }

    /// Chooses the page `delta` places after the current one, wrapping around.
    func step(by delta: Int, from current: AnyHashable?) {
        guard let pages else { return }
        let tags = TabTags.tags(of: pages.children)
        guard !tags.isEmpty else { return }
        let index = current.flatMap { tags.firstIndex(of: $0) } ?? 0
        choose(tags[((index + delta) % tags.count + tags.count) % tags.count])
    }
}

/// Finding which tab a displayable stands for.
@MainActor
enum TabTags {
    /// The `.tag` of the displayable `node` wraps, looking through wrappers only.
    static func tag(inside node: LayoutNode) -> AnyHashable? {
        var current = node.children.first
        while let wrapper = current as? WrapperLayout {
            if let tagged = wrapper as? TagLayout { return tagged.tag }
            current = wrapper.children.first
        }
        return nil
    }

    /// Each sibling's tag, or its position when it has none.
    static func tags(of siblings: [LayoutNode]) -> [AnyHashable] {
        siblings.enumerated().map { tag(inside: $0.element) ?? AnyHashable($0.offset) }
    }

    /// Whether `node`, among its siblings, is the tab `selection` chooses: the
    /// one with that tag, else the first.
    static func isChosen(_ node: LayoutNode, selection: AnyHashable?) -> Bool {
        guard let siblings = node.parent?.children, let index = siblings.firstIndex(where: { $0 === node }) else { return true }
        let tags = tags(of: siblings)
        return index == (selection.flatMap { tags.firstIndex(of: $0) } ?? 0)
    }
}

/// One page of a tab view: shown, or kept with its state but not laid out,
/// drawn or hit while another page is chosen.
@MainActor
package final class TabPageLayout: WrapperLayout, PageLayout {
    var selection: AnyHashable? { didSet { if selection != oldValue { setNeedsLayout() } } }
    let coordinator: TabsCoordinator

    init(selection: AnyHashable?, coordinator: TabsCoordinator) {
        self.selection = selection
        self.coordinator = coordinator
        super.init()
    }

    package var isChosen: Bool { TabTags.isChosen(self, selection: selection) }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        coordinator.pages = parent
        ignoresHits = !isChosen
        return isChosen ? super.measure(proposal, in: context) : .zero
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        if isChosen { super.placeChildren(in: rect, context: context) }
    }

    override package func appendGraphics(to list: inout DisplayList) {
        if isChosen { super.appendGraphics(to: &list) }
    }

    override package var accessibilityAdjustment: AccessibilityAdjustment { .outermost }

    /// A page not shown is not read either.
    override package func accessibilityElements(adjusting inner: [AccessibilityNode]) -> [AccessibilityNode] {
        isChosen ? inner : []
    }
}

/// One tab in the bar: its label, highlighted while its page shows; a click chooses it.
@MainActor
package final class TabButtonLayout: WrapperLayout {
    var selection: AnyHashable? { didSet { if selection != oldValue { contentDidChange() } } }
    var colorScheme: ColorScheme { didSet { if colorScheme != oldValue { contentDidChange() } } }
    let coordinator: TabsCoordinator
    private let highlight = GraphicID.next()

    init(selection: AnyHashable?, colorScheme: ColorScheme, coordinator: TabsCoordinator) {
        self.selection = selection
        self.colorScheme = colorScheme
        self.coordinator = coordinator
        super.init()
        let interaction = Interaction()
        interaction.onTap = { [unowned self] _ in
            let tags = TabTags.tags(of: parent?.children ?? [])
            if let index = parent?.children.firstIndex(where: { $0 === self }) { self.coordinator.choose(tags[index]) }
        }
        interaction.accessibility = { [unowned self] in
            ControlAccessibility(role: .pageTab, selected: TabTags.isChosen(self, selection: self.selection))
        }
        self.interaction = interaction
    }

    /// Only `.tabItem` labels show in the bar; other content of a page has no tab to draw.
    private var isLabel: Bool {
        var current = children.first
        while let wrapper = current as? WrapperLayout {
            if wrapper is TabLabelLayout { return true }
            current = wrapper.children.first
        }
        return false
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        ignoresHits = !isLabel
        return isLabel ? super.measure(proposal, in: context) : .zero
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        if isLabel { super.placeChildren(in: rect, context: context) }
    }

    /// A page tab named by its label, selected while its page shows; content
    /// of a page that has no tab is no element of the bar.
    override package func accessibilityElement() -> AccessibilityNode? {
        isLabel ? interaction?.accessibilityNode(inMenu: false) : nil
    }

    override package var accessibilityAdjustment: AccessibilityAdjustment { .outermost }

    override package func accessibilityElements(adjusting inner: [AccessibilityNode]) -> [AccessibilityNode] {
        isLabel ? inner : []
    }

    override package func appendGraphics(to list: inout DisplayList) {
        guard isLabel else { return }
        if TabTags.isChosen(self, selection: selection) {
            let shape = Path { $0.addRoundedRect(in: Rect(origin: .zero, size: frame.size), cornerRadius: 5) }
            list.append(Graphic(id: highlight, content: .shape(shape, .fill(Color.selectedSegment.resolve(in: colorScheme))),
                                frame: frame, version: colorScheme == .dark ? 1 : 0, clip: nil, opacity: 1))
        }
        super.appendGraphics(to: &list)
    }
}

/// Makes each displayable of a tab view's content a page.
struct TabPageModifier: WrappingModifier {
    let selection: TagValue?
    let coordinator: TabsCoordinator

    package func makeWrapper() -> TabPageLayout { TabPageLayout(selection: selection?.value, coordinator: coordinator) }
    package func configure(_ wrapper: TabPageLayout) { wrapper.selection = selection?.value }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.selection == rhs.selection && lhs.coordinator === rhs.coordinator
    }
}

/// Makes each displayable of a tab view's content, built as labels, a tab in the bar.
struct TabButtonModifier: WrappingModifier {
    let selection: TagValue?
    let colorScheme: ColorScheme
    let coordinator: TabsCoordinator

    package func makeWrapper() -> TabButtonLayout {
        TabButtonLayout(selection: selection?.value, colorScheme: colorScheme, coordinator: coordinator)
    }

    package func configure(_ wrapper: TabButtonLayout) {
        wrapper.selection = selection?.value
        wrapper.colorScheme = colorScheme
    }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.selection == rhs.selection && lhs.colorScheme == rhs.colorScheme && lhs.coordinator === rhs.coordinator
    }
}
