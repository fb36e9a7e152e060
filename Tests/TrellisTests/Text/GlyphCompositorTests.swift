import CSDL2
import Foundation
import Testing
import Trellis
@testable import TrellisSDL

/// A line set down from cached glyphs must be SDL_ttf's own line, bit for
/// bit, or every text golden would change; and a face where it would not be
/// must be left to SDL_ttf.
@MainActor
@Suite struct GlyphCompositorTests {
    private func strings(count: Int, seed: UInt64) -> [String] {
        printableStrings(count: count, seed: seed, longest: 40)
    }

    /// A font cache, the default face at `size`, and its composed face when it has one.
    private func defaultFace(size: Double) throws -> (cache: FontCache, handle: OpaquePointer, face: ComposedFace?) {
        try SDLLibrary.startFonts()
        let cache = FontCache()
        let handle = try #require(cache.font(for: .system(size: size)))
        return (cache, handle, cache.compositor.face(for: handle, evictions: cache.fonts.evictions))
    }

    /// SDL_ttf's line and the composed one, as ARGB words, or `nil` when either is missing.
    private func bothLines(of text: String, in handle: OpaquePointer, face: ComposedFace, color: SDL_Color,
                           compositor: GlyphCompositor) -> (sdl: [UInt32], composed: [UInt32])? {
        guard let drawn = TTF_RenderUTF8_Blended(handle, text, color) else { return nil }
        defer { SDL_FreeSurface(drawn) }
        var sdl: [UInt32] = []
        for row in 0..<Int(drawn.pointee.h) {
            let line = drawn.pointee.pixels.advanced(by: row * Int(drawn.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            sdl += (0..<Int(drawn.pointee.w)).map { line[$0] }
            sdl.append(UInt32(drawn.pointee.w))  // a different width cannot pass as the same words
        }
        let composed = compositor.compose(text, in: face, color: color, maximumWidth: .max) { line -> [UInt32] in
            var words: [UInt32] = []
            let pixels = line.pixels.assumingMemoryBound(to: UInt32.self)
            for row in 0..<Int(line.rows) {
                words += (0..<Int(line.width)).map { pixels[row * Int(line.width) + $0] }
                words.append(UInt32(line.width))
            }
            return words
        }
        return composed.map { (sdl, $0) }
    }

    @Test func composedLinesAreSDLTTFsOwnInTheDefaultFace() throws {
        try SDLLibrary.startFonts()
        let cache = FontCache()
        // Opaque, translucent (each glyph's alpha is scaled before they are joined) and nearly clear.
        let colors = [SDL_Color(r: 0, g: 0, b: 0, a: 255), SDL_Color(r: 30, g: 144, b: 255, a: 128),
                      SDL_Color(r: 255, g: 255, b: 255, a: 3)]
        for size in [9.0, 11, 13, 17, 24] {
            for weight in [Font.Weight.regular, .bold] {
                let handle = try #require(cache.font(for: .system(size: size, weight: weight)))
                let face = cache.compositor.face(for: handle, evictions: cache.fonts.evictions)
                // The regular face must be composed; a bold SDL_ttf emboldens itself is left to it.
                if weight == .regular { #expect(face?.composesEllipsis == true, "\(size) pt is not composed, or cut lines are not") }
                guard let face else { continue }
                for (index, text) in strings(count: 250, seed: UInt64(size) * 13 + (weight == .bold ? 1 : 0)).enumerated() {
                    let color = colors[index % colors.count]
                    // A line cut with "…", as a label too narrow for its text shows it.
                    for line in [text, String(text.prefix(1 + index % 9)) + "…"] {
                        let lines = try #require(bothLines(of: line, in: handle, face: face, color: color, compositor: cache.compositor))
                        #expect(lines.sdl == lines.composed, "\(size) pt \(weight) alpha \(color.a): \(line)")
                    }
                }
            }
        }
    }

    /// Wrapped texts are drawn line by line on surfaces of their own (`PlainTextLines`).
    @Test func aComposedSurfaceIsSDLTTFsOwn() throws {
        let (cache, handle, found) = try defaultFace(size: 15)
        defer { withExtendedLifetime(cache) {} }  // it owns the font the handle names
        let face = try #require(found)
        let color = SDL_Color(r: 200, g: 10, b: 90, a: 255)
        for text in strings(count: 60, seed: 99) {
            let composed = try #require(cache.compositor.surface(of: text, in: face, color: color, maximumWidth: 4096))
            let drawn = try #require(TTF_RenderUTF8_Blended(handle, text, color))
            defer { SDL_FreeSurface(composed); SDL_FreeSurface(drawn) }
            #expect(composed.pointee.w == drawn.pointee.w && composed.pointee.h == drawn.pointee.h, "\(text)")
            guard composed.pointee.w == drawn.pointee.w, composed.pointee.h == drawn.pointee.h else { continue }
            for row in 0..<Int(drawn.pointee.h) {
                let bytes = Int(drawn.pointee.w) * 4
                let same = memcmp(composed.pointee.pixels + row * Int(composed.pointee.pitch),
                                  drawn.pointee.pixels + row * Int(drawn.pointee.pitch), bytes) == 0
                #expect(same, "row \(row) of \(text)")
            }
        }
    }

    /// Shaping right-to-left text names a script to the font and sets it back
    /// after; Latin lines drawn after it must still be SDL_ttf's own.
    @Test func linesAfterRightToLeftTextAreStillSDLTTFsOwn() throws {
        let (cache, handle, found) = try defaultFace(size: 15)
        defer { withExtendedLifetime(cache) {} }  // it owns the font the handle names
        let face = try #require(found)
        let arabic = TextRunSegment(text: "مرحبا بالعالم", font: handle, isRightToLeft: true)
        _ = TextRunSplitter.width(of: arabic)
        let black = SDL_Color(r: 0, g: 0, b: 0, a: 255)
        for text in ["Bordered", "AVATAR To", "LYNX Wa Yo", "where it can…"] + strings(count: 40, seed: 7) {
            let lines = try #require(bothLines(of: text, in: handle, face: face, color: black, compositor: cache.compositor))
            #expect(lines.sdl == lines.composed, "\(text)")
        }
    }

    @Test func aFaceThatKernsIsLeftToSDLTTF() throws {
        try SDLLibrary.startFonts()
        let cache = FontCache()
        let handle = try #require(cache.font(for: .system(size: 17, design: .serif)))
        // DejaVu Serif moves "AV" closer than its advances say: set down glyph by glyph, the line would differ.
        #expect(cache.compositor.face(for: handle, evictions: cache.fonts.evictions) == nil)
    }

    /// A face's masks grow with the square of its size, and large text is seldom drawn again and again.
    @Test func aFaceTallerThanTheLimitIsLeftToSDLTTF() throws {
        let large = try defaultFace(size: 120)
        // The cache owns the font: it must outlive every use of the handle.
        withExtendedLifetime(large.cache) {
            #expect(TTF_FontHeight(large.handle) > ComposedFace.tallest)
        }
        #expect(large.face == nil)
        #expect(try defaultFace(size: 48).face != nil)
    }

    @Test func textBeyondPrintableASCIIIsNotComposed() throws {
        let (cache, _, found) = try defaultFace(size: 13)
        let face = try #require(found)
        let black = SDL_Color(r: 0, g: 0, b: 0, a: 255)
        for text in ["café", "a\tb", "x\ny", "→", "", "a\u{2025}", "\u{E2}"] {
            #expect(cache.compositor.compose(text, in: face, color: black, maximumWidth: .max) { _ in true } == nil, "\(text)")
        }
        // A line wider than a texture may be is left to the path that clips it.
        #expect(cache.compositor.compose(String(repeating: "W", count: 40), in: face, color: black, maximumWidth: 100) { _ in true } == nil)
    }
}
