import Foundation

/// Outlines each displayable of its content.
@usableFromInline
struct BorderModifier: WrappingModifier {
    let color: Color
    let width: CGFloat

    @usableFromInline
    init(color: Color, width: CGFloat) {
        self.color = color
        self.width = width
    }

    package func makeWrapper() -> BorderLayout { BorderLayout(color: color.resolve(in: .light), width: width) }
    package func configure(_ wrapper: BorderLayout) {
        wrapper.color = color.resolve(in: .light)
        wrapper.width = width
    }
}

extension View {
    /// Draws a `width`-point outline of `color` just inside each displayable's frame.
    @inlinable
    public func border(_ color: Color, width: CGFloat = 1) -> some View {
        ModifiedContent(content: self, modifier: BorderModifier(color: color, width: width))
    }
}
