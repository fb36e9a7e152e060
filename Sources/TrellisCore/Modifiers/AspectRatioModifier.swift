import Foundation

/// Keeps each displayable of the content at a ratio of width to height.
struct AspectRatioModifier: WrappingModifier {
    let ratio: Double?
    let mode: ContentMode

    package func makeWrapper() -> AspectRatioLayout { AspectRatioLayout(ratio: ratio, mode: mode) }
    package func configure(_ wrapper: AspectRatioLayout) {
        wrapper.ratio = ratio
        wrapper.mode = mode
        wrapper.setNeedsLayout()
    }
}

extension View {
    /// Keeps this view at `ratio` (width ÷ height; its own ratio when `nil`), fitting or filling the space offered.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        ModifiedContent(content: self, modifier: AspectRatioModifier(ratio: ratio.map(Double.init), mode: contentMode))
    }

    /// Keeps this view at the ratio of `size`'s width to its height.
    public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> some View {
        aspectRatio(size.height == 0 ? nil : size.width / size.height, contentMode: contentMode)
    }

    /// Scales this view to fit the space offered, keeping its proportions.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales this view to fill the space offered, keeping its proportions.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
