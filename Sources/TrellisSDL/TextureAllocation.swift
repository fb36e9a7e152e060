import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// What a texture shows; an allocation failure is reported once per kind.
enum TextureKind: String, Sendable {
    case text
    case shape
    case picture
    case symbol
    /// A fill, shape or picture drawn through a curved clip.
    case clipped = "clipped graphic"
}

/// Every texture of a graphic is made here, so a failure is handled one way:
/// reported once per kind rather than per size or name (a window full of
/// labels failing must not print a thousand lines), and remembered so the
/// graphic shows a placeholder and is tried again.
extension TextureStore {
    /// A new `width` × `height` ARGB texture that blends, or nil when it cannot be made.
    func makeTexture(_ kind: TextureKind, width: Int32, height: Int32, access: SDL_TextureAccess) -> OpaquePointer? {
        guard !failingKinds.contains(kind) else { return failed(kind, width: width, height: height, injected: true) }
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(access.rawValue),
                                              width, height) else {
            return failed(kind, width: width, height: height, injected: false)
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        return texture
    }

    /// A new texture holding `surface`'s pixels, or nil when it cannot be made.
    func makeTexture(_ kind: TextureKind, from surface: UnsafeMutablePointer<SDL_Surface>) -> OpaquePointer? {
        let width = surface.pointee.w, height = surface.pointee.h
        guard !failingKinds.contains(kind) else { return failed(kind, width: width, height: height, injected: true) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
            return failed(kind, width: width, height: height, injected: false)
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        return texture
    }

    /// Whether `texture` can take a `width` × `height` raster in `format` through
    /// `SDL_UpdateTexture`, which saves making a new one when a graphic changes.
    /// The format must match: a picture's texture (made from its file's own
    /// format) would otherwise take Cairo's pixels with red and blue swapped.
    static func canUpdate(_ texture: OpaquePointer?, width: Int32, height: Int32,
                          format: UInt32 = SDL_PIXELFORMAT_ARGB8888.rawValue) -> Bool {
        guard let texture else { return false }
        var textureFormat: UInt32 = 0, access: Int32 = 0, capacityWidth: Int32 = 0, capacityHeight: Int32 = 0
        guard SDL_QueryTexture(texture, &textureFormat, &access, &capacityWidth, &capacityHeight) == 0 else { return false }
        return textureFormat == format && access != Int32(SDL_TEXTUREACCESS_TARGET.rawValue)
            && capacityWidth == width && capacityHeight == height
    }

    /// Reports a texture that could not be made (once per kind) and marks the graphic to be tried again.
    func failed(_ kind: TextureKind, width: Int32, height: Int32, injected: Bool) -> OpaquePointer? {
        allocationFailed = true
        let reason = injected ? "allocation failure injected by a test" : String(cString: SDL_GetError())
        Diagnostics.warnOnce("texture:\(kind.rawValue)", """
            could not make a \(width)×\(height) texture for a \(kind.rawValue) (\(reason)); \
            such graphics show a placeholder until one can be made
            """)
        return nil
    }
}
