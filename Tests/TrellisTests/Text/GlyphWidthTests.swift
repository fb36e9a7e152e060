import Testing
import Trellis
@testable import TrellisSDL

/// Widths added up from cached glyph boxes must be SDL_ttf's own, to the
/// pixel, or wrapped lines and goldens would change.
@MainActor
@Suite struct GlyphWidthTests {
    private func strings(count: Int, seed: UInt64) -> [String] {
        printableStrings(count: count, seed: seed, longest: 90)
    }

    private func shapedWidth(of text: String, in handle: OpaquePointer) -> Int32 {
        TextRunSplitter.width(of: TextRunSegment(text: text, font: handle, isRightToLeft: false))
    }

    @Test func addedUpWidthsAreSDLTTFsOwnInTheDefaultFace() throws {
        try SDLLibrary.startFonts()
        let cache = FontCache()
        for size in [9.0, 11, 13, 15, 17, 20, 28] {
            for weight in [Font.Weight.regular, .bold] {
                let handle = try #require(cache.font(for: .system(size: size, weight: weight)))
                let boxes = GlyphBoxes(font: handle)
                for text in strings(count: 300, seed: UInt64(size) * 7 + (weight == .bold ? 1 : 0)) {
                    let added = boxes.width(of: text)
                    // The regular face must take the fast path; bold may be drawn synthetically, which declines.
                    if weight == .regular { #expect(added != nil, "\(size) pt declined \(text)") }
                    if let added { #expect(added == shapedWidth(of: text, in: handle), "\(size) pt \(weight): \(text)") }
                }
            }
        }
    }

    /// The tables layout adds widths up from must give SDL_ttf's own widths,
    /// in a face as it is, in one SDL_ttf emboldens itself, and for a line cut
    /// with an ellipsis.
    @Test func advanceTablesAddUpToSDLTTFsOwnWidths() throws {
        try SDLLibrary.startFonts()
        let measurer = TTFTextMeasurer()
        for size in [9.0, 13, 15, 17, 28] {
            for weight in [Font.Weight.regular, .bold] {
                let font = Font.system(size: size, weight: weight)
                let handle = try #require(measurer.fonts.font(for: font))
                let table = try #require(measurer.advanceTable(for: font), "\(size) pt \(weight) has no table")
                for text in strings(count: 200, seed: UInt64(size) * 11 + (weight == .bold ? 3 : 0)) {
                    #expect(table.width(of: text) == Double(shapedWidth(of: text, in: handle)), "\(size) pt \(weight): \(text)")
                    if table.ellipsisIsSummed {
                        let cut = String(text.prefix(7)) + "…"
                        #expect(table.width(of: cut) == Double(shapedWidth(of: cut, in: handle)), "\(size) pt \(weight): \(cut)")
                    }
                }
            }
        }
    }

    @Test func aFaceThatKernsHasNoTable() throws {
        try SDLLibrary.startFonts()
        let measurer = TTFTextMeasurer()
        let serif = Font.system(size: 17, design: .serif)
        let handle = try #require(measurer.fonts.font(for: serif))
        // Only a face whose sums agree with the shaper gets one.
        if let table = measurer.advanceTable(for: serif) {
            for text in ["AVATAR", "To You", "LYNX"] {
                #expect(table.width(of: text) == Double(shapedWidth(of: text, in: handle)), "\(text)")
            }
        }
    }

    @Test func textBeyondASCIIIsLeftToTheShaper() throws {
        try SDLLibrary.startFonts()
        let cache = FontCache()
        let handle = try #require(cache.font(for: .system(size: 15)))
        let boxes = GlyphBoxes(font: handle)
        #expect(boxes.width(of: "café") == nil)
        #expect(boxes.width(of: "שלום") == nil)
        #expect(boxes.width(of: "e\u{301}") == nil)
    }

    @Test func aFaceThatKernsIsMeasuredAsSDLTTFMeasuresIt() throws {
        try SDLLibrary.startFonts()
        let measurer = TTFTextMeasurer()
        let serif = Font.system(size: 17, design: .serif)
        let handle = try #require(measurer.fonts.font(for: serif))
        for text in strings(count: 300, seed: 99) + ["AVATAR", "To You", "LYNX"] {
            #expect(measurer.width(of: text, in: serif) == Double(shapedWidth(of: text, in: handle)), "\(text)")
        }
    }

    /// Naming a script for right-to-left text turns on the face's kerning for
    /// Latin text after it: widths must follow SDL_ttf there too.
    @Test func latinTextAfterRightToLeftTextIsMeasuredAsSDLTTFMeasuresIt() throws {
        try SDLLibrary.startFonts()
        let measurer = TTFTextMeasurer()
        let font = Font.system(size: 15)
        let handle = try #require(measurer.fonts.font(for: font))
        _ = measurer.width(of: "مرحبا", in: font)
        for text in ["Bordered", "Prominent", "AVATAR To", "where it can."] {
            #expect(measurer.width(of: text, in: font) == Double(shapedWidth(of: text, in: handle)), "\(text)")
        }
    }
}
