import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets
@testable import TrellisSDL

/// Draws hand-made display lists on an offscreen canvas, to test composition
/// without going through layout.
@MainActor
final class CanvasBench {
    let target: OffscreenTarget
    let canvas: TrellisSDL.Canvas

    init(width: Int = 100, height: Int = 100) throws {
        try SDLLibrary.startFonts()
        target = try OffscreenTarget(width: width, height: height)
        canvas = TrellisSDL.Canvas(renderer: target.renderer, measurer: TTFTextMeasurer(), images: ImageLibrary(), symbols: SymbolLibrary())
    }

    func draw(_ graphics: [Graphic]) {
        var list = DisplayList()
        for graphic in graphics { list.append(graphic) }
        canvas.draw(list)
    }
}

extension CanvasBench {
    /// Every pixel, row by row.
    var pixels: [RGBA] {
        (0..<target.height).flatMap { y in (0..<target.width).map { target.pixel(x: $0, y: y) } }
    }

    /// The pixels of `graphics` drawn on a new bench of this size: what drawing
    /// them after other frames must come to.
    func freshPixels(of graphics: [Graphic]) throws -> [RGBA] {
        let fresh = try CanvasBench(width: target.width, height: target.height)
        fresh.draw(graphics)
        return fresh.pixels
    }

    /// How many pixels differ from a fresh render of `graphics`.
    func mismatches(against graphics: [Graphic]) throws -> Int {
        zip(pixels, try freshPixels(of: graphics)).count { $0 != $1 }
    }
}
