/// Keeps each displayable of the content at a ratio of width to height.
struct AspectRatioModifier: WrappingModifier {
    let ratio: Double?
    let mode: ContentMode

    func makeWrapper() -> AspectRatioLayout { AspectRatioLayout(ratio: ratio, mode: mode) }
    func configure(_ wrapper: AspectRatioLayout) {
        wrapper.ratio = ratio
        wrapper.mode = mode
        wrapper.setNeedsLayout()
    }
}

extension View {
    /// Keeps this view at `ratio` (width ÷ height; its own ratio when `nil`), fitting or filling the space offered.
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> some View {
        ModifiedContent(content: self, modifier: AspectRatioModifier(ratio: ratio, mode: contentMode))
    }

    /// Scales this view to fit the space offered, keeping its proportions.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales this view to fill the space offered, keeping its proportions.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
