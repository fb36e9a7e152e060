import CSDL2
import Testing
@testable import TrellisSDL

@MainActor
@Suite struct SurfaceCopyTests {
    /// An ARGB8888 surface of `width` × `height` filled from a seeded generator,
    /// with every alpha from clear to opaque.
    private func noise(_ width: Int32, _ height: Int32, seed: UInt64) throws -> UnsafeMutablePointer<SDL_Surface> {
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        var state = seed
        let pixels = try #require(surface.pointee.pixels)
        for row in 0..<Int(height) {
            let line = (pixels + row * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            for column in 0..<Int(width) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                line[column] = UInt32(truncatingIfNeeded: state >> 32)
            }
        }
        return surface
    }

    private func bytes(of surface: UnsafeMutablePointer<SDL_Surface>) -> [UInt8] {
        let count = Int(surface.pointee.pitch) * Int(surface.pointee.h)
        return Array(UnsafeRawBufferPointer(start: surface.pointee.pixels, count: count))
    }

    /// The copy gives exactly the pixels SDL's own blit gives with blending
    /// off, alpha included, wherever the source lands: inside, across each
    /// edge, wholly outside, and far past the target.
    nonisolated static let places: [(x: Int32, y: Int32)] = [
        (0, 0), (7, 3), (-5, -2), (30, 10), (-40, 0), (0, 25), (Int32.max - 3, 1), (Int32.min + 3, 0),
    ]

    @Test(arguments: places)
    func copyingMatchesSDLsUnblendedBlit(place: (x: Int32, y: Int32)) throws {
        let (x, y) = place
        let source = try noise(37, 13, seed: UInt64(bitPattern: Int64(x) &* 31 &+ Int64(y)))
        defer { SDL_FreeSurface(source) }
        let ours = try noise(48, 20, seed: 7), sdl = try noise(48, 20, seed: 7)
        defer { SDL_FreeSurface(ours); SDL_FreeSurface(sdl) }

        SurfaceCopy.copy(source, into: ours, x: x, y: y)
        SDL_SetSurfaceBlendMode(source, SDL_BLENDMODE_NONE)
        var destination = SDL_Rect(x: x, y: y, w: source.pointee.w, h: source.pointee.h)
        // SDL's own sums overflow that far out; there nothing lands, so nothing changes.
        if x < Int32.max - 100 && x > Int32.min + 100 { SDL_UpperBlit(source, nil, sdl, &destination) }
        let differing = zip(bytes(of: ours), bytes(of: sdl)).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) bytes differ from SDL's blit")
    }
}
