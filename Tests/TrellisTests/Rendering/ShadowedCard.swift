@_spi(TrellisExtension) @testable import TrellisCore

/// A 56-point-high card filled with `color` at `x`, casting a soft shadow: the
/// graphic the shadow tests draw on a `CanvasBench`.
@MainActor
func shadowedCard(_ color: RGBA, x: Double, width: Double = 44) -> Graphic {
    var graphic = Graphic(id: GraphicID.next(), content: .fill(color), frame: Rect(x: x, y: 20, width: width, height: 56),
                          version: 0, clip: nil, opacity: 1)
    graphic.effects = [.shadow(color: RGBA(r: 0, g: 0, b: 0, a: 90), radius: 6, x: 0, y: 3)]
    return graphic
}

/// The two colours the shadow tests paint their cards.
enum CardColors {
    static let red = RGBA(r: 200, g: 40, b: 40)
    static let blue = RGBA(r: 40, g: 60, b: 200)
}
