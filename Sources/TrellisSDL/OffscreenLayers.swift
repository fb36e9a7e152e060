import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// The offscreen pictures layers are put together in: one pair (picture and
/// mask) per depth of nesting, each the size of the window so that graphics
/// draw into them at their window coordinates. Made on first use and kept.
@MainActor
final class OffscreenLayers {
    private struct Key: Hashable {
        var depth: Int
        var isMask: Bool
    }

    private let renderer: OpaquePointer
    private var textures: [Key: OpaquePointer] = [:]
    private var size = SDL_Point(x: 0, y: 0)

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    /// The target texture for `depth`'s picture or mask, sized `width` × `height`;
    /// `nil`, after one warning, when the renderer cannot draw into textures.
    func target(depth: Int, isMask: Bool, width: Int32, height: Int32) -> OpaquePointer? {
        if size.x != width || size.y != height {
            // A resized window needs pictures of its new size.
            for texture in textures.values { SDL_DestroyTexture(texture) }
            textures.removeAll()
            size = SDL_Point(x: width, y: height)
        }
        let key = Key(depth: depth, isMask: isMask)
        if let texture = textures[key] { return texture }
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_TARGET.rawValue), max(width, 1), max(height, 1)) else {
            Diagnostics.warnOnce("offscreen-layer", SDLError("Could not make an offscreen layer; masks, blend modes and 3D turns are drawn without it").description)
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        textures[key] = texture
        return texture
    }

    /// Frees every picture; call before destroying the renderer.
    func removeAll() {
        for texture in textures.values { SDL_DestroyTexture(texture) }
        textures.removeAll()
    }
}
