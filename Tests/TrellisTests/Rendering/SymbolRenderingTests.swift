import Foundation
import Testing
import Trellis
@testable import TrellisSDL
import TrellisTesting

private let tint = RGBA(r: 200, g: 30, b: 90)
private let tintColor = Color(red: 200 / 255, green: 30 / 255, blue: 90 / 255)

@MainActor
@Suite struct SymbolRenderingTests {
    private func symbol(_ name: String, size: Double = 48) -> some View {
        Image(systemName: name).foregroundColor(tintColor).font(.system(size: size))
    }

    @Test func aFilledStarDrawsInTheTintColourAtItsPointSize() throws {
        let host = ViewHost(symbol("star.fill"), width: 120, height: 120)
        let frame = try #require(host.imageFrame)
        // The icon font's glyphs are square, one em each way.
        #expect(abs(frame.width - 48) <= 2 && abs(frame.height - 48) <= 2, "\(frame)")
        let pixels = host.pixels(in: frame)
        let inked = pixels.filter { $0 != white }
        #expect(pixels.filter { $0 == tint }.count > 200)
        #expect(inked.allSatisfy { isBlend($0, of: tint, and: white) })
        // The star's centre is solid; the frame's corners are empty.
        #expect(host.color(in: frame, atFraction: 0.5, 0.5) == tint)
        #expect(host.color(x: Int(frame.x) + 1, y: Int(frame.maxY) - 2) == white)
    }

    @Test func anOutlineSymbolHasLessInkThanItsFilledForm() throws {
        func inkedPixels(_ name: String) throws -> Int {
            let host = ViewHost(symbol(name), width: 120, height: 120)
            let frame = try #require(host.imageFrame)
            return host.pixels(in: frame).filter { $0 != white }.count
        }
        let outline = try inkedPixels("heart"), filled = try inkedPixels("heart.fill")
        #expect(outline > 100)
        #expect(filled > outline + 200)
        let hollowStar = ViewHost(symbol("star"), width: 120, height: 120)
        let frame = try #require(hollowStar.imageFrame)
        #expect(hollowStar.color(in: frame, atFraction: 0.5, 0.55) == white)
    }

    @Test func aResizableSymbolIsDrawnLargeRatherThanStretched() throws {
        let host = ViewHost(Image(systemName: "plus").resizable().foregroundColor(tintColor).frame(width: 96, height: 96),
                            width: 120, height: 120)
        let frame = try #require(host.imageFrame)
        #expect(frame.size == Size(width: 96, height: 96))
        // Material's plus spans 14 of its 24 units: about 56 pixels at 96 points.
        let row = (Int(frame.x)..<Int(frame.maxX)).map { host.color(x: $0, y: Int(frame.midY)) }
        let solid = row.filter { $0 == tint }.count
        #expect(solid >= 50 && solid <= 60, "\(solid) solid pixels across the middle")
    }

    // SwiftUI draws nothing for a name with no symbol and logs "No symbol named … found in system symbol set".
    @Test func anUnknownSymbolDrawsNothingInASymbolsRoomAndWarnsOnce() throws {
        let name = "no.such.symbol.\(UUID().uuidString.prefix(8))"
        let before = Diagnostics.warnings.count
        let host = ViewHost(symbol(name, size: 24), width: 100, height: 100)
        host.step(frames: 3)
        let frame = try #require(host.imageFrame)
        #expect(frame.size == Size(width: 24, height: 24))
        #expect(host.pixels(in: frame).allSatisfy { $0 == white }, "no placeholder box")
        let warnings = Diagnostics.warnings[before...]
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains(name) == true)
    }

    @Test func anEmptySymbolNameDrawsNothingAndDoesNotWarn() throws {
        let before = Diagnostics.warnings.count
        let host = ViewHost(HStack(spacing: 0) { symbol("", size: 24); Text("after") }, width: 200, height: 100)
        host.step(frames: 3)
        let frame = try #require(host.imageFrame)
        #expect(host.pixels(in: frame).allSatisfy { $0 == white })
        #expect(Diagnostics.warnings.count == before)
    }

    @Test func materialNamesWorkToo() throws {
        let host = ViewHost(symbol("home"), width: 100, height: 100)
        let frame = try #require(host.imageFrame)
        #expect(host.pixels(in: frame).contains(tint))
    }

    @Test func everyMappedNameHasAGlyphInTheInstalledFont() {
        let library = SymbolLibrary()
        #expect(library.fontPath != nil)
        let required = ["star", "star.fill", "heart", "heart.fill", "trash", "plus", "minus", "xmark", "checkmark", "gear",
                        "magnifyingglass", "chevron.left", "chevron.right", "chevron.up", "chevron.down", "folder", "doc",
                        "play.fill", "pause.fill", "arrow.clockwise"]
        #expect(Set(required).isSubset(of: SymbolCatalog.mappedNames))
        let missing = SymbolCatalog.mappedNames.filter { name in
            SymbolCatalog.glyph(named: name).map { !library.hasGlyph($0.codepoint) } ?? true
        }
        #expect(missing.isEmpty, "no glyph for \(missing)")
    }

    @Test func aLabelShowsItsSymbolBeforeItsTitle() throws {
        let host = ViewHost(Label("Favourites", systemImage: "heart.fill").foregroundColor(tintColor), width: 240, height: 60)
        let symbolFrame = try #require(host.imageFrame)
        let title = try #require(host.frame(ofText: "Favourites"))
        #expect(symbolFrame.maxX <= title.x)
        #expect(host.pixels(in: symbolFrame).contains(tint))
    }
}
