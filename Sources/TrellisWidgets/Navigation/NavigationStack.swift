@_spi(TrellisExtension) import TrellisCore

/// A stack of screens: the root, and the screens links and the path push on it.
///
/// The window's bar (see `WindowBarHost`) shows the top screen's title and
/// toolbar, and a back button titled with the screen below; the back button,
/// Escape and Alt+Left pop. Pushing and popping slide. The screens below the top stay in
/// the graph, so they keep their state while covered.
public struct NavigationStack<Data, Root: View>: View {
    private let root: Root
    private let path: NavigationPathAccess?
    @State private var ownPath = NavigationPath()
    @State private var model = NavigationStackModel()

    /// A stack that keeps its own path, pushed by links.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = nil
    }

    /// A stack showing `path`: change it to push and pop from code.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = NavigationPathAccess(path)
    }

    /// A stack showing a path of values of one type.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = NavigationPathAccess(path)
    }

    /// The bar above the screens, the root at the back and each pushed screen over the last.
    public var body: some View {
        let access = path ?? NavigationPathAccess($ownPath)
        model.path = access
        let screens = model.screens(for: access.elements())
        return VStack(spacing: 0) {
            NavigationBar(model: model, screens: [.root] + screens)
            ZStack {
                NavigationScreen(model: model, id: .root, isTop: screens.isEmpty) { root }
                    .modifier(CoveredScreenModifier(isCovered: model.covers(0, of: screens.count + 1)))
                ForEach(screens, id: \.self) { screen in
                    NavigationScreen(model: model, id: screen, isTop: screen == screens.last) {
                        NavigationDestinationScreen(model: model, id: screen)
                    }
                    .background(Color.windowBackground)
                    .modifier(ScreenSlideModifier())
                    .modifier(CoveredScreenModifier(isCovered: model.covers((screens.firstIndex(of: screen) ?? 0) + 1, of: screens.count + 1)))
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .clipped()
        }
        .modifier(NavigationSlideModifier(depth: screens.count, model: model))
        .environment(\.navigationStack, model)
        .modifier(WindowBarModifier())
    }
}
