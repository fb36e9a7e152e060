@_spi(TrellisExtension) import TrellisCore

/// A label with a disclosure triangle that shows or hides its content.
///
/// A click on the label, or Space while it is focused, flips it; Right opens
/// and Left closes. The content fades in and out, and the triangle turns,
/// with a short animation unless the change is made with `withAnimation(nil)`.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let expansion: Binding<Bool>?
    @State private var ownExpansion = false

    /// A group showing `content` while `isExpanded` is true, labelled by `label`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        expansion = isExpanded
    }

    /// A group that starts closed and keeps its own state, labelled by `label`.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        expansion = nil
    }

    private var isExpanded: Binding<Bool> { expansion ?? $ownExpansion }

    /// The label row, and the content under it while expanded.
    public var body: some View {
        let open = isExpanded.wrappedValue
        return VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 6) {
                Image(systemName: "chevron.right")
                    .font(.system(size: 11, weight: .semibold))
                    .foregroundStyle(.secondary)
                    .rotationEffect(.degrees(open ? 90 : 0))
                    .frame(width: 12, height: 12)
                label
            }
            .modifier(InteractionModifier { [isExpanded] interaction in
                let set: @MainActor (Bool) -> Void = { value in
                    guard isExpanded.wrappedValue != value else { return }
                    withAnimation(.easeInOut(duration: 0.2)) { isExpanded.wrappedValue = value }
                }
                interaction.onTap = { _ in set(!isExpanded.wrappedValue) }
                interaction.isFocusable = true
                // GTK's expander is a toggle button that is expanded or collapsed.
                interaction.accessibility = { ControlAccessibility(role: .toggleButton, expanded: isExpanded.wrappedValue) }
                interaction.cursor = .pointingHand
                interaction.onKey = { key, _ in
                    switch key {
                    case .space: set(!isExpanded.wrappedValue)
                    case .right: set(true)
                    case .left: set(false)
                    default: return false
                    }
                    return true
                }
            })
            if open {
                VStack(alignment: .leading, spacing: 8) { content() }
                    .padding(.leading, 18)
                    .transition(.opacity)
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled `title` that starts closed.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A group titled `title`, showing `content` while `isExpanded` is true.
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
