/// Tells layout how big a picture is, so the core can lay out images without a renderer.
@MainActor
public protocol ImageSizing: AnyObject {
    /// The picture's own size in points; a placeholder's size when it cannot be loaded.
    func naturalSize(of image: ImageReference) -> Size
}

/// Sizes every picture as a square: symbols at their point size, files at 32 points.
@MainActor
public final class PlaceholderImageSizer: ImageSizing {
    /// Makes the sizer.
    public init() {}

    /// A square of the symbol size, or 32 × 32 for files.
    public func naturalSize(of image: ImageReference) -> Size {
        switch image.source {
        case .symbol: Size(width: image.symbolSize, height: image.symbolSize)
        case .asset, .file: Size(width: 32, height: 32)
        }
    }
}
