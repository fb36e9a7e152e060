import CSDL2

/// Shared textures that hold many small pictures each, for renderers where
/// switching textures is what drawing costs: on OpenGL, 1,000 labels copied
/// from one texture draw several times faster than from 1,000.
///
/// Each page is one static ARGB texture; `AtlasPacker` says where pictures go.
/// Pages use the scale mode new textures get (nearest, as every graphic's own
/// texture has), and blend; alpha is set on each copy, never left to the page.
@MainActor
final class TextureAtlas {
    /// The largest side of a picture that goes in the atlas. A page of 2,048
    /// holds at least 49 of them, so gaps cost little; larger pictures are few
    /// on screen and gain nothing from sharing a texture.
    static let largestSide: Int32 = 256
    /// The side of a page, unless the renderer takes less.
    static let pageSide: Int32 = 2_048

    let renderer: OpaquePointer
    private(set) var packer: AtlasPacker
    private var pages: [Int: OpaquePointer] = [:]
    /// The picture with its clear ring, so one upload writes both.
    private var staging: [UInt32] = []

    /// An atlas on `renderer`, with pages no larger than the renderer takes.
    init(renderer: OpaquePointer) {
        self.renderer = renderer
        var info = SDL_RendererInfo()
        let sides = SDL_GetRendererInfo(renderer, &info) == 0 ? [info.max_texture_width, info.max_texture_height].filter { $0 > 0 } : []
        packer = AtlasPacker(side: min(sides.min() ?? Self.pageSide, Self.pageSide))
    }

    /// The textures that exist.
    var pageCount: Int { pages.count }

    /// The page texture `slot` lies in.
    func texture(of slot: AtlasSlot) -> OpaquePointer? {
        pages[slot.page]
    }

    /// A free slot of `width` × `height`, with its page made if it is new;
    /// nil when it is too large or the page texture cannot be made.
    func reserve(width: Int32, height: Int32) -> AtlasSlot? {
        guard let slot = packer.insert(width: width, height: height) else { return nil }
        if pages[slot.page] == nil {
            guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                                  Int32(SDL_TEXTUREACCESS_STATIC.rawValue), packer.side, packer.side) else {
                packer.remove(slot)
                _ = packer.removeEmptyPages()
                return nil
            }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            pages[slot.page] = texture
        }
        return slot
    }

    /// Writes a `width` × `height` ARGB picture at `slot`'s corner, clearing a
    /// one-pixel ring around it: a freed slot's old pixels, or a page's first
    /// contents (which OpenGL leaves undefined), must not show past the picture's
    /// edge under filtering. Rows from `rows` down are written clear.
    func write(_ pixels: UnsafeRawPointer, pitch: Int32, width: Int32, height: Int32, rows: Int32, at slot: AtlasSlot) {
        guard let texture = pages[slot.page] else { return }
        let ringWidth = Int(width) + 2, ringHeight = Int(height) + 2
        if staging.count < ringWidth * ringHeight { staging = [UInt32](repeating: 0, count: ringWidth * ringHeight) }
        staging.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            base.update(repeating: 0, count: ringWidth)
            for row in 0..<Int(height) {
                let line = base + (row + 1) * ringWidth
                line[0] = 0
                if row < Int(rows) {
                    (line + 1).update(from: pixels.advanced(by: row * Int(pitch)).assumingMemoryBound(to: UInt32.self), count: Int(width))
                } else {
                    (line + 1).update(repeating: 0, count: Int(width))
                }
                line[ringWidth - 1] = 0
            }
            (base + (ringHeight - 1) * ringWidth).update(repeating: 0, count: ringWidth)
            var area = SDL_Rect(x: slot.x - 1, y: slot.y - 1, w: Int32(ringWidth), h: Int32(ringHeight))
            SDL_UpdateTexture(texture, &area, base, Int32(ringWidth * 4))
        }
    }

    /// Frees `slot` for other pictures.
    func free(_ slot: AtlasSlot) {
        packer.remove(slot)
    }

    /// Destroys the pages that hold nothing, so memory follows what is shown.
    func dropEmptyPages() {
        for id in packer.removeEmptyPages() {
            if let texture = pages.removeValue(forKey: id) { SDL_DestroyTexture(texture) }
        }
    }

    /// Destroys every page, for shutdown or a new renderer.
    func removeAll() {
        for texture in pages.values { SDL_DestroyTexture(texture) }
        pages.removeAll()
        packer = AtlasPacker(side: packer.side)
    }
}
