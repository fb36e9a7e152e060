/// What layout needs from the outside world.
@MainActor
@_spi(TrellisExtension) public struct LayoutContext {
    /// Measures text.
    package var textMeasurer: TextMeasuring
    /// Sizes pictures.
    package var imageSizer: ImageSizing
    /// Counts what layout does, for frame statistics.
    package let counters = LayoutCounters()

    /// Makes a context.
    package init(textMeasurer: TextMeasuring, imageSizer: ImageSizing = PlaceholderImageSizer()) {
        self.textMeasurer = textMeasurer
        self.imageSizer = imageSizer
    }
}
