/// Limits the size of each displayable of its content.
struct FrameModifier: WrappingModifier {
    let limits: FrameLimits

    func makeWrapper() -> FrameLayout { FrameLayout(limits: limits) }
    func configure(_ wrapper: FrameLayout) { wrapper.limits = limits }
}

extension View {
    /// Puts this view in a frame of a fixed size on the axes you give.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        ModifiedContent(content: self, modifier: FrameModifier(limits: .fixed(
            width: LayoutInput.limit(width, "frame width", allowsInfinity: false),
            height: LayoutInput.limit(height, "frame height", allowsInfinity: false), alignment: alignment)))
    }

    /// Puts this view in a frame with minimum, ideal and maximum sizes; `.infinity` takes all offered space.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        ModifiedContent(content: self, modifier: FrameModifier(limits: FrameLimits(
            minWidth: LayoutInput.limit(minWidth, "frame minWidth", allowsInfinity: false),
            idealWidth: LayoutInput.limit(idealWidth, "frame idealWidth", allowsInfinity: false),
            maxWidth: LayoutInput.limit(maxWidth, "frame maxWidth", allowsInfinity: true),
            minHeight: LayoutInput.limit(minHeight, "frame minHeight", allowsInfinity: false),
            idealHeight: LayoutInput.limit(idealHeight, "frame idealHeight", allowsInfinity: false),
            maxHeight: LayoutInput.limit(maxHeight, "frame maxHeight", allowsInfinity: true), alignment: alignment)))
    }
}
