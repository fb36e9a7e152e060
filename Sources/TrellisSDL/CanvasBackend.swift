import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// SDL's `RenderBackend`: text measured with SDL_ttf, pictures sized by
/// SDL_image and the icon font, and frames drawn by a `Canvas` with retained
/// textures onto an SDL renderer.
@MainActor
final class CanvasBackend: RenderBackend {
    /// Draws onto the current renderer.
    private(set) var canvas: Canvas
    private let measurer: TTFTextMeasurer
    // Decoded pictures and icon fonts outlive any one renderer, so a retarget keeps them.
    private let images: ImageLibrary
    private let symbols: SymbolLibrary
    let imageSizer: any ImageSizing

    /// Makes a backend drawing on `renderer`; SDL_ttf must have started.
    init(renderer: OpaquePointer) {
        measurer = TTFTextMeasurer.shared
        images = ImageLibrary()
        symbols = SymbolLibrary()
        imageSizer = SDLImageSizer(images: images, symbols: symbols)
        canvas = Canvas(renderer: renderer, measurer: measurer, images: images, symbols: symbols)
    }

    var textMeasurer: any TextMeasuring { measurer }

    var background: RGBA {
        get { canvas.background }
        set { canvas.background = newValue }
    }

    var textureCounts: TextureCounts {
        let textures = canvas.textures
        return TextureCounts(created: textures.created, updated: textures.updated,
                             destroyed: textures.destroyed, alive: textures.alive)
    }

    var hasFailedGraphics: Bool { !canvas.textures.failures.isEmpty }

    var textureBytes: Int { canvas.textures.textureBytes }

    /// The observers told of each rasterisation; kept across a retarget.
    private var rasterWatchers: [any FrameObserver]?

    func watchRasterisations(by observers: [any FrameObserver]?) {
        rasterWatchers = observers
        canvas.textures.rasterWatchers = observers
    }

    func invalidateAll() {
        canvas.invalidateAll()
    }

    func draw(_ list: DisplayList) -> RenderReport {
        let presented = canvas.draw(list)
        return RenderReport(presented: presented, graphicsDrawn: canvas.graphicsDrawn,
                            pixelsRepainted: canvas.pixelsRepainted)
    }

    /// Draws on another renderer from now on. Textures belong to a renderer, so
    /// every graphic gets a new one; the running texture counters carry on.
    func retarget(to renderer: OpaquePointer) {
        canvas.textures.removeAll()
        canvas.offscreen.removeAll()
        let counters = (canvas.textures.created, canvas.textures.updated, canvas.textures.destroyed)
        canvas = Canvas(renderer: renderer, measurer: measurer, images: images, symbols: symbols)
        canvas.textures.created = counters.0
        canvas.textures.updated = counters.1
        canvas.textures.destroyed = counters.2
        canvas.textures.rasterWatchers = rasterWatchers
    }

    /// Frees every texture; call before destroying the renderer.
    func releaseTextures() {
        canvas.textures.removeAll()
    }
}
