import CSDL2

/// Labels packed by hand into one texture, a fixed cell each, as a careful
/// programmer would on OpenGL, where copying 1,000 labels from one texture
/// saves a flush of the draw batch per label. Label `n` lives in cell `n`, so
/// a changed label is written over its own cell; a label too large for a cell,
/// or past the last one, keeps a texture of its own.
@MainActor
final class BaselineAtlas {
    /// 16 columns by 64 rows of cells: 1,024 labels, enough for every scenario's.
    static let side: Int32 = 2_048
    static let cellWidth: Int32 = 128
    static let cellHeight: Int32 = 32

    let canvas: BaselineCanvas
    private let texture: OpaquePointer
    private static var columns: Int { Int(side / cellWidth) }
    private static var capacity: Int { columns * Int(side / cellHeight) }

    /// An atlas texture on `canvas`'s renderer, or nil when it cannot be made.
    init?(canvas: BaselineCanvas) {
        guard let texture = SDL_CreateTexture(canvas.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Self.side, Self.side) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        self.canvas = canvas
        self.texture = texture
    }

    isolated deinit {
        SDL_DestroyTexture(texture)
    }

    /// `string` rasterised into cell `cell`, or into a texture of its own when it does not fit one.
    func text(_ string: String, size: Int32, bold: Bool, color: PixelColor, cell: Int) -> BaselineTexture? {
        guard let surface = canvas.textSurface(string, size: size, bold: bold, color: color) else { return nil }
        let width = surface.pointee.w, height = surface.pointee.h
        guard cell < Self.capacity, width <= Self.cellWidth, height <= Self.cellHeight,
              surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue else {
            return canvas.upload(surface)
        }
        defer { SDL_FreeSurface(surface) }
        var area = SDL_Rect(x: Int32(cell % Self.columns) * Self.cellWidth, y: Int32(cell / Self.columns) * Self.cellHeight,
                            w: width, h: height)
        SDL_UpdateTexture(texture, &area, surface.pointee.pixels, surface.pointee.pitch)
        return BaselineTexture(texture: texture, width: width, height: height, source: area)
    }
}
