/// Limits the size of each displayable of its content.
@usableFromInline
struct FrameModifier: WrappingModifier {
    let limits: FrameLimits

    package func makeWrapper() -> FrameLayout { FrameLayout(limits: limits) }
    package func configure(_ wrapper: FrameLayout) { wrapper.limits = limits }

    /// A frame of a fixed size on the axes given, with unusable sizes reported and dropped.
    @usableFromInline
    static func fixed(width: CGFloat?, height: CGFloat?, alignment: Alignment) -> FrameModifier {
        FrameModifier(limits: .fixed(
            width: LayoutInput.limit(width, "frame width", allowsInfinity: false),
            height: LayoutInput.limit(height, "frame height", allowsInfinity: false), alignment: alignment))
    }

    /// A frame with minimum, ideal and maximum sizes, with unusable sizes reported and dropped.
    @usableFromInline
    static func flexible(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
                         minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?,
                         alignment: Alignment) -> FrameModifier {
        FrameModifier(limits: FrameLimits(
            minWidth: LayoutInput.limit(minWidth, "frame minWidth", allowsInfinity: false),
            idealWidth: LayoutInput.limit(idealWidth, "frame idealWidth", allowsInfinity: false),
            maxWidth: LayoutInput.limit(maxWidth, "frame maxWidth", allowsInfinity: true),
            minHeight: LayoutInput.limit(minHeight, "frame minHeight", allowsInfinity: false),
            idealHeight: LayoutInput.limit(idealHeight, "frame idealHeight", allowsInfinity: false),
            maxHeight: LayoutInput.limit(maxHeight, "frame maxHeight", allowsInfinity: true), alignment: alignment))
    }
}

extension View {
    /// Puts this view in a frame of a fixed size on the axes you give.
    @inlinable
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        ModifiedContent(content: self, modifier: FrameModifier.fixed(width: width, height: height, alignment: alignment))
    }

    /// Puts this view in a frame with minimum, ideal and maximum sizes; `.infinity` takes all offered space.
    @inlinable
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        ModifiedContent(content: self, modifier: FrameModifier.flexible(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
}
