import CSDL2
import TrellisCore

/// Retained textures, one per graphic, keyed by the graphic's stable id.
///
/// A graphic whose version is unchanged reuses its texture as it is. A changed
/// graphic is drawn again; a graphic that is gone has its texture freed.
@MainActor
final class TextureStore {
    struct Entry {
        var texture: OpaquePointer?
        var version: Int
        var width: Int32
        var height: Int32
        var lastUsedFrame: UInt64
    }

    private(set) var entries: [GraphicID: Entry] = [:]
    private var frame: UInt64 = 0
    var created = 0
    var updated = 0
    var destroyed = 0

    var alive: Int { entries.count }

    /// Starts a frame; entries not touched before `endFrame` are freed.
    func beginFrame() {
        frame &+= 1
    }

    /// The texture for `id` at `version`, drawing it with `draw` if it is new or stale.
    func texture(for id: GraphicID, version: Int,
                 draw: () -> (texture: OpaquePointer?, width: Int32, height: Int32)) -> Entry {
        if var entry = entries[id] {
            entry.lastUsedFrame = frame
            if entry.version != version {
                if let old = entry.texture { SDL_DestroyTexture(old) }
                let drawn = draw()
                entry.texture = drawn.texture
                entry.width = drawn.width
                entry.height = drawn.height
                entry.version = version
                updated += 1
            }
            entries[id] = entry
            return entry
        }
        let drawn = draw()
        let entry = Entry(texture: drawn.texture, version: version, width: drawn.width, height: drawn.height, lastUsedFrame: frame)
        entries[id] = entry
        created += 1
        return entry
    }

    /// Frees the textures of graphics that were not drawn this frame.
    func endFrame() {
        for (id, entry) in entries where entry.lastUsedFrame != frame {
            if let texture = entry.texture { SDL_DestroyTexture(texture) }
            entries[id] = nil
            destroyed += 1
        }
    }

    /// Frees everything, for shutdown.
    func removeAll() {
        for entry in entries.values {
            if let texture = entry.texture { SDL_DestroyTexture(texture) }
        }
        destroyed += entries.count
        entries.removeAll()
    }
}
