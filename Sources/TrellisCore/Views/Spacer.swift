import Foundation

/// Flexible space that pushes its neighbours apart along the stack's axis.
public struct Spacer: View, PrimitiveView, Equatable {
    /// Its node publishes a `SpacerLayout`.
    package typealias NodeLayout = SpacerLayout

    let minLength: CGFloat?

    /// Space at least `minLength` long; `nil` means the default of 8.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// A spacer is one displayable.
    public static var _displayableCount: Int? { 1 }

    private var resolvedMinLength: CGFloat { minLength.map { LayoutInput.length($0, "Spacer minLength") } ?? 8 }

    package func makeNode(_ node: ViewNode) {
        node.role = .unary
        node.publish(SpacerLayout(minLength: resolvedMinLength))
    }

    package func updateNode(_ node: ViewNode) {
        guard let layout = layout(of: node), layout.minLength != resolvedMinLength else { return }
        layout.minLength = resolvedMinLength
        node.publishChange()
    }
}

/// A thin separating line.
public struct Divider: View, PrimitiveView, Equatable {
    /// Its node publishes a `DividerLayout`.
    package typealias NodeLayout = DividerLayout

    /// Makes a divider.
    public init() {}

    /// A divider is one displayable.
    public static var _displayableCount: Int? { 1 }

    private static let separator = Color(storage: .scheme(light: RGBA(r: 198, g: 198, b: 200), dark: RGBA(r: 56, g: 56, b: 58)))

    package func makeNode(_ node: ViewNode) {
        node.role = .unary
        node.publish(DividerLayout(color: Self.separator.resolve(in: node.environment)))
    }

    package func updateNode(_ node: ViewNode) {
        guard let layout = layout(of: node) else { return }
        let color: RGBA = Self.separator.resolve(in: node.environment)
        if layout.color != color {
            layout.color = color
            node.publishChange()
        }
    }
}
