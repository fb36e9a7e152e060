@_spi(TrellisExtension) import TrellisCore

/// What makes two graphics' pictures the same, compared whole (never by a
/// hash alone), so no graphic is shown another's picture.
///
/// Indirect, both cases: every texture entry keeps an optional key, copied
/// whenever the store's table grows or an entry is redrawn. A shadow's inline
/// made each entry about a hundred bytes larger, and a symbol's about 25; a
/// key is made only when a shared picture is drawn, so its box is rare.
indirect enum SharedTextureKey: Hashable {
    /// A symbol's name, size and colour.
    case symbol(name: String, pointSize: Double, color: RGBA)
    /// A shadow drawn apart (`ShadowBeneath.Key`).
    case shadow(ShadowBeneath.Key)
}

/// A picture drawn once and shown by every graphic that asks for the same key,
/// with how many of them show it now.
struct SharedTexture {
    var drawn: TextureStore.Drawn
    var users: Int
}

/// A list of a thousand rows, each with the same icon, makes one texture for
/// the icon rather than a thousand alike, as a hand-written renderer would;
/// a grid of alike shadowed cards, one shadow.
/// Each graphic still has an entry of its own; the picture lives until the
/// last of them lets it go.
extension TextureStore {
    /// The picture for `key`: the one already drawn, or `draw`'s, kept for the
    /// next graphic that asks. Each call adds a user, ended by releasing the
    /// entry that holds it. A picture that could not be drawn is not kept.
    func shared(_ key: SharedTextureKey, draw: () -> Drawn) -> Drawn {
        if var found = sharedTextures[key] {
            found.users += 1
            sharedTextures[key] = found
            return found.drawn
        }
        var drawn = draw()
        guard drawn.texture != nil, !allocationFailed else { return drawn }
        drawn.sharedKey = key
        sharedTextures[key] = SharedTexture(drawn: drawn, users: 1)
        return drawn
    }

    /// One user of `key`'s picture let it go; the last frees it.
    func releaseShared(_ key: SharedTextureKey) {
        guard var found = sharedTextures[key] else { return }
        found.users -= 1
        if found.users > 0 {
            sharedTextures[key] = found
            return
        }
        sharedTextures[key] = nil
        destroy(found.drawn.texture, slot: found.drawn.slot)
    }
}
