import CSDL2
import TrellisCore

/// Retained textures, one per graphic, keyed by the graphic's stable id.
///
/// A graphic whose version is unchanged reuses its texture as it is. A changed
/// graphic is drawn again; a graphic that is gone has its texture freed.
@MainActor
final class TextureStore {
    /// A texture and what it was drawn for.
    struct Entry {
        var texture: OpaquePointer?
        var version: Int
        /// The pixel size it was rasterised for, when that is not implied by the version.
        var rasterSize: SDL_Point
        /// The colour it was painted in; an animated colour changes it without a new version.
        var paint: RGBA?
        var width: Int32
        var height: Int32
        var lastUsedFrame: UInt64
    }

    /// What a drawing closure produced; a nil texture means there is nothing to show.
    typealias Drawn = (texture: OpaquePointer?, width: Int32, height: Int32)

    private(set) var entries: [GraphicID: Entry] = [:]
    private var frame: UInt64 = 0
    var created = 0
    var updated = 0
    var destroyed = 0

    /// Textures that exist; entries whose drawing produced nothing do not count.
    private(set) var alive = 0

    /// Starts a frame; entries not touched before `endFrame` are freed.
    func beginFrame() {
        frame &+= 1
    }

    /// Marks the texture of `id`, if any, as still wanted this frame without drawing it.
    ///
    /// Graphics that are clipped away or off screen stay in the display list,
    /// and scrolling them back must not rasterise them again.
    func keep(_ id: GraphicID) {
        entries[id]?.lastUsedFrame = frame
    }

    /// The texture for `id` at `version`, drawing it with `draw` if it is new or stale.
    ///
    /// `rasterSize` is for content whose pixels depend on its frame's size even
    /// when its version does not change, such as a symbol scaled to fit.
    /// `paint` is the colour the content is painted in: the animator moves it
    /// frame by frame without a new version, and each new colour is drawn again.
    /// `draw` receives the stale texture, if any: it may update it in place and
    /// return it, or return a new one, in which case the stale one is freed.
    func texture(for id: GraphicID, version: Int, rasterSize: SDL_Point = SDL_Point(x: 0, y: 0), paint: RGBA? = nil,
                 draw: (_ reusable: OpaquePointer?) -> Drawn) -> Entry {
        if var entry = entries[id] {
            entry.lastUsedFrame = frame
            if entry.version != version || entry.rasterSize.x != rasterSize.x || entry.rasterSize.y != rasterSize.y
                || entry.paint != paint {
                let stale = entry.texture
                let drawn = draw(stale)
                if drawn.texture != stale {
                    release(stale)
                    if drawn.texture != nil { alive += 1 }
                }
                entry.texture = drawn.texture
                entry.width = drawn.width
                entry.height = drawn.height
                entry.version = version
                entry.rasterSize = rasterSize
                entry.paint = paint
                updated += 1
            }
            entries[id] = entry
            return entry
        }
        let drawn = draw(nil)
        if drawn.texture != nil { alive += 1 }
        let entry = Entry(texture: drawn.texture, version: version, rasterSize: rasterSize, paint: paint,
                          width: drawn.width, height: drawn.height, lastUsedFrame: frame)
        entries[id] = entry
        created += 1
        return entry
    }

    /// Frees the textures of graphics that were not in this frame's display list.
    func endFrame() {
        for (id, entry) in entries where entry.lastUsedFrame != frame {
            release(entry.texture)
            entries[id] = nil
            destroyed += 1
        }
    }

    /// Frees everything, for shutdown.
    func removeAll() {
        for entry in entries.values {
            release(entry.texture)
        }
        destroyed += entries.count
        entries.removeAll()
    }

    private func release(_ texture: OpaquePointer?) {
        guard let texture else { return }
        SDL_DestroyTexture(texture)
        alive -= 1
    }
}
