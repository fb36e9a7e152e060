import CSDL2
import Testing
@testable import TrellisSDL

/// Text is drawn into new surfaces without clearing them first: SDL clears
/// what it allocates. This holds SDL to that, on memory a dirty surface of the
/// same size has just given back.
@MainActor
@Suite struct ClearSurfaceTests {
    @Test(arguments: [(1, 1), (37, 19), (200, 51), (640, 120)])
    func aNewSurfaceIsClearEvenWhereADirtyOneJustWas(width: Int32, height: Int32) throws {
        for _ in 0..<8 {
            let dirty = try #require(ClearSurface.make(width: width, height: height))
            let size = Int(dirty.pointee.pitch) * Int(dirty.pointee.h)
            dirty.pointee.pixels!.initializeMemory(as: UInt8.self, repeating: 0xFF, count: size)
            SDL_FreeSurface(dirty)

            let fresh = try #require(ClearSurface.make(width: width, height: height))
            defer { SDL_FreeSurface(fresh) }
            #expect(fresh.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue)
            let bytes = UnsafeRawBufferPointer(start: fresh.pointee.pixels, count: Int(fresh.pointee.pitch) * Int(fresh.pointee.h))
            #expect(!bytes.contains { $0 != 0 })
        }
    }
}
