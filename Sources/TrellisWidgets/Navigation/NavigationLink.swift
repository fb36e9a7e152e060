@_spi(TrellisExtension) import TrellisCore

/// A control that pushes a screen on the enclosing navigation stack: the
/// destination it holds, or the value it holds for the stack's
/// `navigationDestination(for:)` to show.
public struct NavigationLink<Label: View, Destination: View>: View {
    private let label: Label
    private let target: Target
    @Environment(\.navigationStack) private var stack
    @Environment(\.isInSplitViewSidebar) private var isInSidebar
    @Environment(\.isInList) private var isInList
    /// Stands for the screen this link pushed, so the screen can follow the link's destination.
    @State private var owner = NavigationOwner()

    private enum Target {
        case value(AnyHashable?)
        case destination(Destination)
        case flag(Binding<Bool>, Destination)
    }

    /// A link that pushes `destination`, labelled by `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .destination(destination())
    }

    /// A link that pushes `destination`, labelled by `label` (the older argument order).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .destination(destination)
    }

    /// The older form: a link that pushes `destination` while `isActive` is
    /// true; clicking it sets `isActive`, and popping the screen clears it.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .flag(isActive, destination)
    }

    /// A link that pushes `value`, labelled by `label`; `nil` makes a link that does nothing.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }

    /// One button, so lazy lists know a row's size without building it.
    public static var _displayableCount: Int? { 1 }

    /// In a list, a row-like button: the label, and a chevron saying it leads
    /// somewhere. Elsewhere, a button in the enclosing button style, as a Mac
    /// draws a link outside a list. In a split view's sidebar, a link to a
    /// value is a row tagged with it, so a `List(selection:)` there selects it,
    /// as SwiftUI's sidebars do.
    @ViewBuilder public var body: some View {
        let _ = refreshPushedScreen()
        if isInSidebar, case .value(let value?) = target {
            label.modifier(TagModifier(tag: TagValue(value: value)))
        } else if case .flag(let isActive, let destination) = target {
            control.navigationDestination(isPresented: isActive) { destination }
        } else {
            control
        }
    }

    @ViewBuilder private var control: some View {
        if isInList {
            Button(action: push) {
                HStack(spacing: 6) {
                    label
                    Spacer(minLength: 0)
                    Image(systemName: "chevron.right").foregroundColor(.secondary)
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
        } else {
            Button(action: push) { label }
        }
    }

    private func refreshPushedScreen() {
        if case .destination(let destination) = target {
            stack?.refresh(owner: ObjectIdentifier(owner), with: AnyView(destination))
        }
    }

    private func push() {
        guard let stack else {
            Diagnostics.warnOnce("NavigationLink.noStack", "NavigationLink is not inside a NavigationStack; it does nothing")
            return
        }
        switch target {
        case .value(let value?): stack.push(value: value)
        case .value(nil): break
        case .destination(let destination): stack.push(view: AnyView(destination), owner: ObjectIdentifier(owner))
        case .flag(let isActive, _): isActive.wrappedValue = true
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `value`.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Destination == Never {
        self.init(value: value) { Text(title) }
    }

    /// A link titled `title` that pushes `destination`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `title` that pushes `destination` (the older argument order).
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// The older form: a link titled `title` that pushes `destination` while `isActive` is true.
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// A link titled by a localised key that pushes `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Destination == Never {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link titled by a localised key that pushes `destination`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
}
