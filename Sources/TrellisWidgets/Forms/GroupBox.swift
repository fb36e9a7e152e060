@_spi(TrellisExtension) import TrellisCore

/// A box that sets its content apart, with an optional title above it.
///
/// Drawn as on a Mac: a faint rounded panel with a hairline edge, its content
/// padded and lined up at the leading edge, the title small above the box.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A box of `content` titled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A box titled by `label`, given first (deprecated in SwiftUI).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    /// The title over the panel.
    public var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            label.font(.subheadline)
            VStack(alignment: .leading, spacing: 8) { content }
                .padding(10)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(RoundedRectangle(cornerRadius: 6).fill(GroupBoxColors.fill))
                .overlay(RoundedRectangle(cornerRadius: 6).stroke(GroupBoxColors.edge, lineWidth: 1))
        }
        // Controls in the box line up among themselves, not with a form around it.
        .environment(\.formRowLook, nil)
    }
}

extension GroupBox where Label == EmptyView {
    /// A box of `content` without a title.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// A box of `content` titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// The panel's colours, a shade off the window in either scheme.
enum GroupBoxColors {
    static var fill: Color { Color(storage: .scheme(light: RGBA(r: 0, g: 0, b: 0, a: 10), dark: RGBA(r: 255, g: 255, b: 255, a: 12))) }
    static var edge: Color { Color(storage: .scheme(light: RGBA(r: 0, g: 0, b: 0, a: 26), dark: RGBA(r: 255, g: 255, b: 255, a: 24))) }
}
