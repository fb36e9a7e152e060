@_spi(TrellisExtension) import TrellisCore

/// Related buttons joined into one control, side by side with a hairline
/// between them, as in a toolbar's back-and-forward pair.
public struct ControlGroup<Content: View>: View {
    let content: Content

    /// Joins the buttons `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Each button flat on a shared tinted background, cut to one rounded shape.
    public var body: some View {
        HStack(spacing: 1) {
            content
                .buttonStyle(.plain)
                .padding(.horizontal, 12)
                .padding(.vertical, 4)
                .frame(minHeight: 22)
                .background(GroupBoxColors.segment)
        }
        .background(GroupBoxColors.edge)
        .clipShape(RoundedRectangle(cornerRadius: 6))
        .overlay(RoundedRectangle(cornerRadius: 6).stroke(GroupBoxColors.edge, lineWidth: 1))
    }
}

extension ControlGroup {
    /// Joins the buttons `content` builds; the label names the group where it
    /// collapses into a menu, which a window wide enough never needs.
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.init(content: content)
    }
}

extension GroupBoxColors {
    /// A joined button's face.
    static var segment: Color { Color(storage: .scheme(light: RGBA(r: 255, g: 255, b: 255), dark: RGBA(r: 70, g: 70, b: 72))) }
}
