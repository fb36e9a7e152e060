@_spi(TrellisExtension) import TrellisCore

/// A container for settings: sections of labelled controls that scroll when
/// taller than the window.
///
/// Unless `.formStyle(_:)` says otherwise the form has two columns, as on a
/// Mac: the labels of toggles, text fields, pickers, sliders, steppers and
/// `LabeledContent` end at one line, and their controls start at the next.
public struct Form<Content: View>: View {
    let content: Content
    @Environment(\.formLook) private var look

    /// A form of the sections and rows `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The rows, padded from the window's edges, in a scroll view.
    public var body: some View {
        ScrollView {
            FormContainer(look: look, content: content)
                .padding(.horizontal, look == .grouped ? 24 : 20)
                .padding(.vertical, 20)
                .environment(\.formRowLook, look)
        }
        .background(look == .grouped ? Self.groupedBackground : Color.clear)
    }

    /// The light grey a grouped form's white boxes stand on.
    private static var groupedBackground: Color {
        Color(storage: .scheme(light: RGBA(r: 240, g: 240, b: 242), dark: RGBA(r: 30, g: 30, b: 32)))
    }
}

/// The form's layout, which keeps the label column.
struct FormContainer<Content: View>: View, PrimitiveView {
    /// Its node publishes a `FormLayout`.
    package typealias NodeLayout = FormLayout

    let look: FormLook
    let content: Content

    package static var _displayableCount: Int? { 1 }

    package func makeNode(_ node: ViewNode) {
        let layout = FormLayout(look: look)
        layout.colorScheme = node.environment.colorScheme
        node.role = .container(layout)
        node.addChild(content)
        node.publish(layout)
    }

    package func updateNode(_ node: ViewNode) {
        if let layout = layout(of: node), layout.look != look {
            layout.look = look
            node.publishChange()
        }
        node.children[0].update(toValue: content)
    }
}
