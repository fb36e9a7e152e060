@_spi(TrellisExtension) import TrellisCore

/// Pages of content with a bar of tabs at the top, as on macOS: each page a
/// view with a `.tabItem { Label(…) }` and a `.tag`.
///
/// Every page stays in the graph, so each keeps its state while another is
/// shown. Click a tab, or press Ctrl+Tab and Ctrl+Shift+Tab, to change page.
/// A page without a tag is tagged by its position (0, 1, 2, …).
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    private let selection: Binding<SelectionValue>?
    private let content: Content
    @State private var ownSelection: TagValue?
    @State private var coordinator = TabsCoordinator()
    @Environment(\.colorScheme) private var colorScheme

    /// Pages whose shown one is `selection`'s tag.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// Pages that remember which is shown themselves; the first shows at first.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {
        selection = nil
        self.content = content()
    }

    /// The tab bar above the shown page.
    public var body: some View {
        let current = selection.map { TagValue(value: AnyHashable($0.wrappedValue)) } ?? ownSelection
        let coordinator = coordinator
        let choose: @MainActor (AnyHashable) -> Void = { [selection, $ownSelection] tag in
            if let selection {
                if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
            } else {
                $ownSelection.wrappedValue = TagValue(value: tag)
            }
        }
        coordinator.choose = choose
        return VStack(spacing: 0) {
            HStack(spacing: 0) {
                content
                    .environment(\.tabViewPart, .bar)
                    .modifier(TabButtonModifier(selection: current, colorScheme: colorScheme, coordinator: coordinator))
            }
            .accessibilityControl(.pageTabList, children: .contain)
            .padding(2)
            .background(RoundedRectangle(cornerRadius: 7).fill(Color.gray.opacity(0.18)))
            .padding(.vertical, 6)
            .frame(maxWidth: .infinity)
            .background(Color.barBackground)
            Divider()
            ZStack {
                content
                    .environment(\.tabViewPart, .page)
                    .modifier(TabPageModifier(selection: current, coordinator: coordinator))
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            KeyCommand(.tab, modifiers: .control) { coordinator.step(by: 1, from: current?.value) }
            KeyCommand(.tab, modifiers: [.control, .shift]) { coordinator.step(by: -1, from: current?.value) }
        }
        // Changing page changes which pages' preferences count (the window
        // title above all), so it must make the graph collect them again.
        .preference(key: TabSelectionKey.self, value: current)
    }
}

/// The chosen page, written so that choosing another collects preferences again.
struct TabSelectionKey: PreferenceKey {
    static var defaultValue: TagValue? { nil }
    static func reduce(value: inout TagValue?, nextValue: () -> TagValue?) {
        value = value ?? nextValue()
    }
}
