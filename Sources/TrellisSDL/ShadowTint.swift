@_spi(TrellisExtension) import TrellisCore

/// A shadow's colour, ready to be laid under premultiplied pixels (blue,
/// green, red and alpha from 0 to 255), pixel by pixel.
///
/// Both ways of casting a shadow, over the floats every effect works on and
/// straight over a texture's bytes, lay it down with this, so they give the
/// same pixels to the bit.
struct ShadowTint {
    private let blue: Float
    private let green: Float
    private let red: Float
    /// The colour's own alpha, from 0 to 1.
    private let alpha: Float

    init(_ color: RGBA) {
        blue = Float(color.b)
        green = Float(color.g)
        red = Float(color.r)
        alpha = Float(color.a) / 255
    }

    /// Lays the shadow under one pixel: `shade` is the blurred alpha cast
    /// there (0…255), and the pixel lets through what its own alpha leaves.
    /// Returns whether the pixel changed.
    @inline(__always)
    func cast(_ shade: Float, under blue: inout Float, _ green: inout Float, _ red: inout Float,
              _ alpha: inout Float) -> Bool {
        let coverage = shade / 255 * self.alpha
        let behind = 1 - alpha / 255
        guard coverage > 0, behind > 0 else { return false }
        blue += self.blue * coverage * behind
        green += self.green * coverage * behind
        red += self.red * coverage * behind
        alpha += 255 * coverage * behind
        return true
    }
}
