@_spi(TrellisExtension) import TrellisCore

/// Which copy of a tab view's content a view is in: the page, or its button in the tab bar.
enum TabViewPart: Hashable, Sendable {
    case none, page, bar
}

private struct TabViewPartKey: EnvironmentKey {
    static var defaultValue: TabViewPart { .none }
}

extension EnvironmentValues {
    /// The tab view builds its content twice: once as pages, once as the bar,
    /// where each `.tabItem` shows its label instead of its page.
    var tabViewPart: TabViewPart {
        get { self[TabViewPartKey.self] }
        set { self[TabViewPartKey.self] = newValue }
    }
}

/// Shows the page, or, in the tab bar, the label.
struct TabItemModifier<TabLabel: View>: ViewModifier {
    let label: TabLabel
    @Environment(\.tabViewPart) private var part

    func body(content: Content) -> some View {
        if part == .bar {
            label
                .labelStyle(.titleAndIcon)
                .lineLimit(1)
                .padding(.horizontal, 12)
                .padding(.vertical, 3)
                .modifier(TabLabelMarker())
        } else {
            content
        }
    }
}

/// Marks a displayable in the tab bar as a tab's label; others in the bar are not shown.
struct TabLabelMarker: WrappingModifier {
    package func makeWrapper() -> TabLabelLayout { TabLabelLayout() }
    package func configure(_ wrapper: TabLabelLayout) {}
}

/// The wrapper `TabLabelMarker` leaves.
@MainActor
package final class TabLabelLayout: WrapperLayout {}

extension View {
    /// The label of this page's tab in a `TabView`, usually a `Label` or a `Text`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: label()))
    }
}
