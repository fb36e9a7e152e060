import CSDL2
import Foundation
@_spi(TrellisExtension) import TrellisCore

/// A software renderer drawing into memory, with no window or display.
///
/// Its pixels are bit-exact from run to run, which golden images rely on.
@MainActor
public final class OffscreenTarget {
    /// The SDL renderer drawing into `surface`.
    public let renderer: OpaquePointer
    private var surface: UnsafeMutablePointer<SDL_Surface>

    /// Makes a target of `width` × `height` pixels, at least 1 × 1 and at most
    /// what `ResourceLimits.drawingArea` allows (a larger size warns once).
    public init(width: Int, height: Int) throws {
        surface = try Self.makeSurface(width: width, height: height)
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw SDLError("Could not make a software renderer")
        }
        self.renderer = renderer
    }

    private static func makeSurface(width: Int, height: Int) throws -> UnsafeMutablePointer<SDL_Surface> {
        let area = ResourceLimits.drawingArea(width: Double(width), height: Double(height))
        let w = Int32(clamping: area.width), h = Int32(clamping: area.height)
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError("Could not make a \(w)×\(h) surface")
        }
        return surface
    }

    isolated deinit {
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// The size in pixels.
    public var width: Int { Int(surface.pointee.w) }
    /// The size in pixels.
    public var height: Int { Int(surface.pointee.h) }

    /// The pixel at `x`, `y`, or transparent black outside the target.
    public func pixel(x: Int, y: Int) -> RGBA {
        guard x >= 0, y >= 0, x < width, y < height, let pixels = surface.pointee.pixels else { return RGBA(r: 0, g: 0, b: 0, a: 0) }
        let row = pixels.advanced(by: y * Int(surface.pointee.pitch))
        let value = row.assumingMemoryBound(to: UInt32.self)[x]
        return RGBA(r: UInt8((value >> 16) & 0xFF), g: UInt8((value >> 8) & 0xFF), b: UInt8(value & 0xFF), a: UInt8(value >> 24))
    }

    /// How many pixels differ from `other`'s, over the area both cover: rows
    /// are compared whole first, so two equal pictures cost a memory compare.
    public func countPixels(differingFrom other: OffscreenTarget) -> Int {
        let w = min(width, other.width), h = min(height, other.height)
        guard let mine = surface.pointee.pixels, let theirs = other.surface.pointee.pixels else { return 0 }
        var differing = 0
        for y in 0..<h {
            let a = mine.advanced(by: y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            let b = theirs.advanced(by: y * Int(other.surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            guard memcmp(a, b, w * 4) != 0 else { continue }
            for x in 0..<w where a[x] != b[x] { differing += 1 }
        }
        return differing
    }

    /// Writes the current pixels as a PNG file.
    public func writePNG(to url: URL) throws {
        if IMG_SavePNG(surface, url.path) != 0 { throw SDLError("Could not write \(url.path)") }
    }
}
