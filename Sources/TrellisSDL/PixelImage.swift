import CSDL2
import Foundation
@_spi(TrellisExtension) import TrellisCore

/// An image file decoded into RGBA pixels, for comparing screenshots with golden images.
public struct PixelImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Row by row, left to right.
    public let pixels: [RGBA]

    /// Makes an image from its pixels.
    public init(width: Int, height: Int, pixels: [RGBA]) {
        precondition(pixels.count == width * height, "pixel count must be width × height")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Decodes a PNG (or any format SDL_image reads).
    public init(contentsOf url: URL) throws {
        guard let loaded = IMG_Load(url.path) else { throw SDLError("Could not read image \(url.path)") }
        defer { SDL_FreeSurface(loaded) }
        guard let surface = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw SDLError("Could not convert image \(url.path)")
        }
        defer { SDL_FreeSurface(surface) }
        width = Int(surface.pointee.w)
        height = Int(surface.pointee.h)
        var pixels: [RGBA] = []
        pixels.reserveCapacity(width * height)
        let base = surface.pointee.pixels!
        for y in 0..<height {
            let row = base.advanced(by: y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let value = row[x]
                pixels.append(RGBA(r: UInt8((value >> 16) & 0xFF), g: UInt8((value >> 8) & 0xFF),
                                   b: UInt8(value & 0xFF), a: UInt8(value >> 24)))
            }
        }
        self.pixels = pixels
    }

    /// The pixel at `x`, `y`.
    public subscript(x: Int, y: Int) -> RGBA {
        pixels[y * width + x]
    }

    /// Writes the pixels as a PNG file, for golden images and their diffs.
    public func writePNG(to url: URL) throws {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(max(width, 1)), Int32(max(height, 1)), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError("Could not make a \(width)×\(height) surface")
        }
        defer { SDL_FreeSurface(surface) }
        let base = surface.pointee.pixels!
        for y in 0..<height {
            let row = base.advanced(by: y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let pixel = pixels[y * width + x]
                row[x] = UInt32(pixel.a) << 24 | UInt32(pixel.r) << 16 | UInt32(pixel.g) << 8 | UInt32(pixel.b)
            }
        }
        if IMG_SavePNG(surface, url.path) != 0 { throw SDLError("Could not write \(url.path)") }
    }
}
