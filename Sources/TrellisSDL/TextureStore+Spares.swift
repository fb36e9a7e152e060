import CSDL2
@_spi(TrellisExtension) import TrellisCore

extension TextureStore {
    /// Keeps a text's texture for another text, when there is room.
    func keepAsSpare(_ texture: OpaquePointer, showing picture: SpareTextTextures.Picture?) -> Bool {
        var width: Int32 = 0, height: Int32 = 0
        guard SDL_QueryTexture(texture, nil, nil, &width, &height) == 0 else { return false }
        return spareTexts.keep(texture, width: width, height: height, showing: picture)
    }

    /// Tells `watchers` of a picture drawn: uploaded as a new texture, or redrawn into its old one.
    func tell(_ watchers: [any FrameObserver], of drawn: Drawn, replacing stale: Entry?) {
        let uploaded = drawn.texture != stale?.texture || drawn.slot != stale?.slot
        for watcher in watchers { watcher.didRasterise(width: Int(drawn.width), height: Int(drawn.height), uploaded: uploaded) }
    }

    /// Bytes of the textures kept, as width × height × 4; an atlas slot counts its own part of its page.
    var textureBytes: Int {
        entries.values.reduce(0) { $0 + ($1.texture == nil ? 0 : Int($1.width) * Int($1.height) * 4) }
    }
}
