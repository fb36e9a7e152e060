@_spi(TrellisExtension) import TrellisCore

/// Sizes pictures for layout from what the backend will actually draw:
/// a file's pixel size, or a symbol glyph's rendered size.
///
/// Anything that cannot be drawn gets the placeholder's size, so layout and
/// drawing agree on where the placeholder goes.
@MainActor
final class SDLImageSizer: ImageSizing {
    private let images: ImageLibrary
    private let symbols: SymbolLibrary

    init(images: ImageLibrary, symbols: SymbolLibrary) {
        self.images = images
        self.symbols = symbols
    }

    func naturalSize(of image: ImageReference) -> Size {
        switch image.source {
        case .asset, .file:
            return images.pixelSize(of: image.source) ?? Placeholder.size
        case .symbol(let name):
            return symbols.naturalSize(of: name, pointSize: image.symbolSize)
                ?? Size(width: image.symbolSize, height: image.symbolSize)
        }
    }
}
