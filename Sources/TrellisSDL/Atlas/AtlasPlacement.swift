import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// How drawing code puts a small picture in the atlas instead of a texture of its own.
extension TextureStore {
    /// Slots are made this much wider than the picture asks, in steps of
    /// this many pixels, so a text that grows by a character or two (a counter
    /// going from 9 to 10) is written over its slot instead of moving.
    static let slotWidthStep: Int32 = 16

    /// The `width` × `height` ARGB picture at `pixels` written into the atlas
    /// for the graphic being drawn: over its old slot when it fits, else into a
    /// new one (`redraw` then frees the old). Rows from `rows` down are clear.
    ///
    /// Nil when the picture is not for the atlas (the atlas is off, or the
    /// picture is large), and the caller makes a texture of its own. A result
    /// with no texture means the atlas could not take it, reported like any
    /// texture that could not be made.
    func placeInAtlas(_ kind: TextureKind, width: Int32, height: Int32, pixels: UnsafeRawPointer, pitch: Int32,
                      rows: Int32? = nil) -> Drawn? {
        guard packsSmallGraphics, width > 0, height > 0,
              width <= TextureAtlas.largestSide, height <= TextureAtlas.largestSide else { return nil }
        guard !failingKinds.contains(kind) else {
            _ = failed(kind, width: width, height: height, injected: true)
            return .nothing
        }
        let atlas = self.atlas ?? TextureAtlas(renderer: renderer)
        self.atlas = atlas
        var slot = reusableSlot.flatMap { $0.holds(width: width, height: height) ? $0 : nil }
        if slot == nil {
            let roomy = min((width + Self.slotWidthStep - 1) / Self.slotWidthStep * Self.slotWidthStep, TextureAtlas.largestSide)
            slot = atlas.reserve(width: roomy, height: height)
        }
        guard let slot, let texture = atlas.texture(of: slot) else {
            _ = failed(kind, width: width, height: height, injected: false)
            return .nothing
        }
        atlas.write(pixels, pitch: pitch, width: width, height: height, rows: min(rows ?? height, height), at: slot)
        return Drawn(texture: texture, width: width, height: height, slot: slot)
    }
}
