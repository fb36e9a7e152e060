import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Draws display lists onto an SDL renderer, keeping one texture per graphic.
@MainActor
final class Canvas {
    let renderer: OpaquePointer
    let textures: TextureStore
    let measurer: TTFTextMeasurer
    let images: ImageLibrary
    let symbols: SymbolLibrary
    /// Where layers (masks, blend modes, 3D turns) are put together before they reach the target.
    let offscreen: OffscreenLayers
    var background = RGBA(r: 255, g: 255, b: 255)

    init(renderer: OpaquePointer, measurer: TTFTextMeasurer, images: ImageLibrary, symbols: SymbolLibrary) {
        self.renderer = renderer
        self.measurer = measurer
        self.images = images
        self.symbols = symbols
        textures = TextureStore(renderer: renderer)
        offscreen = OffscreenLayers(renderer: renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    private var damage = DamageTracker()
    /// Each graphic's bounds in the list last drawn, by index.
    private var drawnBounds = DrawnBounds()
    /// What a text's lines measure, by graphic, for the version it was measured at.
    /// A text's measured lines, kept per graphic (`inkSize(of:graphic:)`).
    struct TextInk {
        var version: Int
        var fontSize: Double
        var size: (width: Double, height: Double)
    }
    var textInk: [GraphicID: TextInk] = [:]
    /// Whether this frame sweeps unused textures, so graphics it does not
    /// paint must say they are still wanted; other frames free only what left.
    /// (Read by the layer compositor, which draws runs of graphics too.)
    var keepsUnseen = true
    /// Whether a shadow was ever drawn apart (`ShadowBeneath`): until then no
    /// graphic has a companion texture to keep or free.
    var drawsShadowsApart = false
    /// Accelerated renderers do not keep the last frame's pixels after presenting,
    /// so their frames are drawn into a texture that does, then copied out whole.
    var usesFrameTexture = false
    private var frameTexture: OpaquePointer?
    /// The texture frames are drawn into, when the renderer needs one: it stands for the window.
    var frameTextureTarget: OpaquePointer? { usesFrameTexture ? frameTexture : nil }
    /// The whole target, in pixels, as of the frame being drawn.
    private(set) var targetBounds = SDL_Rect(x: 0, y: 0, w: 0, h: 0)
    private var frameTextureSize = SDL_Point(x: 0, y: 0)
    /// The window size the frame texture last held.
    private var frameTextureShows = SDL_Point(x: 0, y: 0)
    /// Frame textures made so far, for tests: a resize within a step makes none.
    private(set) var frameTexturesMade = 0
    /// Frame textures are made in steps of this many pixels a side. Mesa and SDL
    /// keep about 1.2 MB for every exact texture size they have seen, so making
    /// one per window size leaked a gigabyte over a thousand resizes.
    static let frameTextureStep: Int32 = 256

    /// `length` rounded up to a whole number of steps.
    static func frameTextureSide(_ length: Int32) -> Int32 {
        (max(length, 1) + frameTextureStep - 1) / frameTextureStep * frameTextureStep
    }

    private func prepareFrameTexture(width: Int32, height: Int32) {
        let side = SDL_Point(x: Self.frameTextureSide(width), y: Self.frameTextureSide(height))
        if frameTexture == nil || frameTextureSize.x != side.x || frameTextureSize.y != side.y {
            if let old = frameTexture { SDL_DestroyTexture(old) }
            frameTexture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                             Int32(SDL_TEXTUREACCESS_TARGET.rawValue), side.x, side.y)
            frameTextureSize = side
            frameTexturesMade += 1
            if frameTexture == nil {
                Diagnostics.warnOnce("frame-texture", SDLError("Could not make the frame texture; drawing every frame whole").description)
                usesFrameTexture = false
                return
            }
            damage.invalidateAll()
        }
        // A new window size within the same texture still repaints whole: the uncovered part holds old pixels.
        if frameTextureShows.x != width || frameTextureShows.y != height {
            frameTextureShows = SDL_Point(x: width, y: height)
            damage.invalidateAll()
        }
        SDL_SetRenderTarget(renderer, frameTexture)
    }

    private func presentFrameTexture(drew: Bool) {
        SDL_SetRenderTarget(renderer, nil)
        guard drew, let frameTexture else { return }
        // Only the window's part of the texture; the rest of the step holds nothing.
        var shown = SDL_Rect(x: 0, y: 0, w: targetBounds.w, h: targetBounds.h)
        SDL_RenderCopy(renderer, frameTexture, &shown, nil)
    }
    /// Graphics drawn by the last `draw`, for statistics.
    var graphicsDrawn = 0
    /// Pixels repainted by the last `draw`, for statistics.
    private(set) var pixelsRepainted = 0
    /// The rectangles the last `draw` repainted, in target pixels; empty when it drew nothing.
    private(set) var repaintedRegions: [SDL_Rect] = []

    /// Repaints everything on the next draw, for a new or resized target.
    func invalidateAll() {
        damage.invalidateAll()
    }

    /// Repaints the parts of the target that `list` changed, back to front.
    /// Returns false, drawing nothing, when nothing changed.
    @discardableResult
    func draw(_ list: DisplayList) -> Bool {
        // Between frames no line being measured or drawn holds a font.
        measurer.fonts.closeRetiredFonts()
        symbols.closeRetiredFonts()
        textures.beginFrame()
        defer { textures.endFrame() }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        let target = SDL_Rect(x: 0, y: 0, w: width, h: height)
        targetBounds = target
        if usesFrameTexture { prepareFrameTexture(width: width, height: height) }
        // A graphic whose texture could not be made shows a placeholder; drawing
        // it again is how it gets another try.
        damage.forget(textures.failures)
        // A whole repaint sweeps textures no graphic used; otherwise the
        // changes name each graphic that left, and only their textures go.
        let sweeps = damage.repaintsEverything || list.changes.everything
        var gone: [GraphicID] = []
        drawnBounds.follow(list, area: target) { self.visibleBounds(of: $0.pointee) }
        let bounds = drawnBounds.entries
        let regions = damage.damage(for: list, bounds: { bounds[$0] }, target: target, gone: &gone)
        for id in gone {
            discardTextures(of: id)
            textInk[id] = nil
        }
        defer { if usesFrameTexture { presentFrameTexture(drew: !regions.isEmpty) } }
        graphicsDrawn = 0
        pixelsRepainted = 0
        repaintedRegions = regions
        guard !regions.isEmpty else { return false }
        textures.sweepsThisFrame = sweeps
        keepsUnseen = sweeps
        rasteriseTextsAhead(of: list, regions: regions, bounds: bounds)
        for region in regions {
            pixelsRepainted += Int(region.w) * Int(region.h)
            var clip = region
            SDL_RenderSetClipRect(renderer, &clip)
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
            SDL_SetRenderDrawColor(renderer, background.r, background.g, background.b, background.a)
            SDL_RenderFillRect(renderer, &clip)
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
            drawRun(list.graphics[...], depth: 0, region: region, knownBounds: bounds, drawable: drawnBounds.drawable)
        }
        SDL_RenderSetClipRect(renderer, nil)
        return true
    }

    /// Draws `graphic` within `target`; `meetsTarget`: its kept bounds meet `target`,
    /// which for an upright graphic outside any layer is what its drawn bounds would say.
    func draw(_ graphic: Graphic, target: SDL_Rect, meetsTarget: Bool = false) {
        var visible = target
        if let clip = graphic.clip {
            visible = PixelGeometry.intersection(visible, PixelGeometry.rect(clip))
        }
        let known = meetsTarget && graphic.rotation == 0 && graphic.layers.isEmpty
        // Skipped graphics stay in the list, so their textures stay alive for
        // when they scroll or fade back in.
        guard graphic.opacity > 0,
              known || !PixelGeometry.isEmpty(PixelGeometry.intersection(drawnBounds(of: graphic), visible)) else {
            if keepsUnseen { keepTextures(of: graphic) }
            return
        }
        if graphic.clip != nil {
            SDL_RenderSetClipRect(renderer, &visible)
        }
        defer {
            if graphic.clip != nil {
                var region = target
                SDL_RenderSetClipRect(renderer, &region)
            }
        }
        let opacity = min(graphic.opacity, 1)
        if !graphic.effects.isEmpty, EffectRasterizer.handles(graphic.content), !drawShadowBeneath(graphic) {
            return drawWithEffects(graphic, opacity: opacity)
        }
        if let mask = graphic.mask, MaskedRasterizer.handles(graphic.content) {
            let destination = visiblePart(of: drawnBounds(of: graphic), for: graphic)
            let version = MaskedRasterizer.version(of: graphic, mask: mask, destination: destination)
            let entry = textures.texture(for: graphic.id, version: version,
                                         rasterSize: SDL_Point(x: destination.w, y: destination.h)) {
                MaskedRasterizer.makeTexture(graphic, mask: mask, destination: destination, images: images,
                                             reusing: $0, in: textures)
            }
            return copy(entry, to: destination, opacity: opacity, turning: graphic)
        }
        switch graphic.content {
        case .fill(let color) where graphic.rotation != 0:
            fillTurned(graphic, color: color.multiplyingAlpha(by: opacity))
        case .fill(let color):
            fill(PixelGeometry.rect(graphic.frame), color: color.multiplyingAlpha(by: opacity))
        case .border(let color, let width):
            strokeInside(graphic.frame, color: color.multiplyingAlpha(by: opacity), width: width)
        case .text(let run):
            // One case, so the run is bound (and its string retained) once per graphic drawn.
            if drawsInTiles(graphic) { return drawTiles(of: graphic, run: run, within: visible, opacity: opacity) }
            let entry = textures.texture(for: graphic.id, version: graphic.version, paint: run.color) {
                textTexture(for: run, reusing: $0)
            }
            let origin = PixelGeometry.rect(graphic.frame)
            let scaled = { (side: Int32) in Int32(clampingPixels: Double(side) * graphic.scale) }
            copy(entry, to: SDL_Rect(x: origin.x, y: origin.y, w: scaled(entry.width), h: scaled(entry.height)),
                 opacity: opacity, turning: graphic)
        case .shape(let path, .fill(let color)) where Self.fillsItsFrame(path, color: color, graphic: graphic, opacity: opacity):
            // The same pixels as its texture would give, without making or blending one.
            fill(PixelGeometry.rect(graphic.frame), color: color)
        case .shape(let path, let paint):
            let placement = ShapeRasterizer.placement(frame: graphic.frame, paint: paint)
            let part = visiblePart(of: placement.destination, for: graphic)
            let size = SDL_Point(x: part.w, y: part.h)
            let entry = textures.texture(for: graphic.id, version: ShapeRasterizer.version(of: graphic, part: part, of: placement),
                                         rasterSize: size, paint: paint.color) {
                ShapeRasterizer.makeTexture(path, paint: paint, frameSize: graphic.frame.size, placement: placement, part: part, reusing: $0, in: textures)
            }
            copy(entry, to: part, opacity: opacity, turning: graphic)
        case .drawing(let drawing):
            drawCanvas(drawing, graphic: graphic, opacity: opacity)
        case .image(let reference):
            switch reference.source {
            case .asset, .file:
                drawPicture(reference.source, graphic: graphic, opacity: opacity)
            case .symbol(let name):
                drawSymbol(named: name, reference: reference, graphic: graphic, opacity: opacity)
            }
        }
    }

    private func drawCanvas(_ drawing: CanvasDrawing, graphic: Graphic, opacity: Double) {
        let destination = PixelGeometry.rect(graphic.frame)
        let entry = textures.texture(for: graphic.id, version: graphic.version,
                                     rasterSize: SDL_Point(x: destination.w, y: destination.h)) {
            CanvasReplay(fonts: measurer.fonts, images: images, symbols: symbols, maximumSide: maximumTextureSide)
                .makeTexture(drawing, width: destination.w, height: destination.h, reusing: $0, in: textures)
        }
        copy(entry, to: destination, opacity: opacity, turning: graphic)
    }

    /// A graphic with shadows, blurs or colour filters, drawn into a texture of its own once per change.
    private func drawWithEffects(_ graphic: Graphic, opacity: Double) {
        discardShadowBeneath(of: graphic)
        let destination = EffectRasterizer.destination(for: graphic)
        let version = EffectRasterizer.version(of: graphic, destination: destination)
        let entry = textures.texture(for: graphic.id, version: version,
                                     rasterSize: SDL_Point(x: destination.w, y: destination.h)) {
            EffectRasterizer.makeTexture(graphic, destination: destination, images: images, fonts: measurer.fonts,
                                         maximumSide: maximumTextureSide, reusing: $0, in: textures)
        }
        copy(entry, to: destination, opacity: opacity, turning: graphic)
    }

    /// Copies a texture; a rotated graphic turns about its rotation centre.
    /// A texture that could not be made shows a placeholder, so the gap is visible.
    func copy(_ entry: TextureStore.Entry, to destination: SDL_Rect, opacity: Double, turning graphic: Graphic) {
        guard let texture = entry.texture else {
            if entry.failed { Placeholder.draw(in: PixelGeometry.rect(graphic.frame), opacity: opacity, renderer: renderer) }
            return
        }
        var destination = destination
        SDL_SetTextureAlphaMod(texture, UInt8((min(max(opacity, 0), 1) * 255).rounded()))
        // A reused texture may be larger than what it now shows, and an atlas
        // page holds many graphics: copy only this one's part.
        var source = entry.source
        if graphic.rotation == 0 {
            SDL_RenderCopy(renderer, texture, &source, &destination)
        } else {
            var center = SDL_Point(x: Int32(clampingPixels: graphic.rotationCenter.x - Double(destination.x)),
                                   y: Int32(clampingPixels: graphic.rotationCenter.y - Double(destination.y)))
            SDL_RenderCopyEx(renderer, texture, &source, &destination, graphic.rotation, &center, SDL_FLIP_NONE)
        }
    }

    /// `run` drawn into `stale`, or a new texture or atlas slot.
    func textTexture(for run: TextRun, reusing stale: OpaquePointer?) -> TextureStore.Drawn {
        TextRasterizer(fonts: measurer.fonts, maximumSide: maximumTextureSide).texture(for: run, reusing: stale, in: textures)
    }

    /// The largest texture side this renderer takes; 16,384 where it names no limit,
    /// so a huge text cannot ask for gigabytes.
    lazy var maximumTextureSide: Int32 = {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0 else { return 16_384 }
        let sides = [info.max_texture_width, info.max_texture_height].filter { $0 > 0 }
        return min(sides.min() ?? 16_384, 16_384)
    }()
}
