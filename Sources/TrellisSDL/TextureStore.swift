import CSDL2
@_spi(TrellisExtension) import TrellisCore

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
        /// Whether its texture could not be made: it shows a placeholder and is tried again.
        var failed = false
        /// Where in an atlas page its pixels are, when `texture` is that page.
        var slot: AtlasSlot?
        /// Set when other graphics show the same texture (`shared(_:draw:)`).
        var sharedKey: SharedTextureKey?
        /// Whether the texture is a text's own, which another text may take when this graphic lets it go.
        var isSpareText = false

        /// The part of `texture` that shows the graphic.
        var source: SDL_Rect {
            SDL_Rect(x: slot?.x ?? 0, y: slot?.y ?? 0, w: width, h: height)
        }
    }

    /// What a drawing closure produced; a nil texture means there is nothing to show.
    struct Drawn {
        var texture: OpaquePointer?
        var width: Int32
        var height: Int32
        /// Set when `texture` is an atlas page and the picture lies in this slot of it.
        var slot: AtlasSlot?
        /// Set when other graphics show the same texture (`shared(_:draw:)`).
        var sharedKey: SharedTextureKey?
        /// Whether the texture is a text's own (`SpareTextTextures`).
        var isSpareText = false

        /// Nothing to show.
        static var nothing: Drawn { Drawn(texture: nil, width: 0, height: 0) }
    }

    /// The observers told of each rasterisation (a trace), `nil` while none watches.
    var rasterWatchers: [any FrameObserver]?

    /// The renderer every texture of the store belongs to.
    let renderer: OpaquePointer
    private(set) var entries: [GraphicID: Entry] = [:]
    private var frame: UInt64 = 0
    var created = 0
    var updated = 0
    var destroyed = 0

    /// Textures that exist; entries whose drawing produced nothing do not count.
    private(set) var alive = 0

    /// Graphics whose texture could not be made, to be drawn again soon.
    private(set) var failures: Set<GraphicID> = []

    /// Kinds of texture that fail to allocate as if the renderer were out of
    /// memory; for tests of that path, which real renderers rarely take.
    var failingKinds: Set<TextureKind> = []

    /// Set by an allocation that failed while a drawing closure ran.
    var allocationFailed = false

    /// Pictures several graphics show, by what they show (`shared(_:draw:)`).
    var sharedTextures: [SharedTextureKey: SharedTexture] = [:]

    /// Text textures graphics let go of, for the next texts to draw into.
    var spareTexts = SpareTextTextures()

    /// The tiles of texts too large for one texture, by graphic (`TextTileSet`).
    var textTiles: [GraphicID: TextTileSet] = [:]

    /// The number of the frame being drawn.
    var currentFrame: UInt64 { frame }

    /// The shared pages small pictures go in, made when the first one does.
    var atlas: TextureAtlas?
    /// Whether small pictures go in `atlas` rather than textures of their own;
    /// by default on accelerated renderers only (`AtlasSwitch`).
    var packsSmallGraphics: Bool
    /// The atlas slot of the graphic being drawn again, for `placeInAtlas` to
    /// write over when the new picture fits it.
    var reusableSlot: AtlasSlot?

    /// Makes an empty store for `renderer`.
    init(renderer: OpaquePointer) {
        self.renderer = renderer
        packsSmallGraphics = AtlasSwitch.packs(on: renderer)
    }

    /// Starts a frame; entries not touched before `endFrame` are freed.
    func beginFrame() {
        frame &+= 1
        spareTexts.startFrame()
    }

    /// Marks the texture of `id`, if any, as still wanted this frame without drawing it.
    ///
    /// Graphics that are clipped away or off screen stay in the display list,
    /// and scrolling them back must not rasterise them again.
    func keep(_ id: GraphicID) {
        entries[id]?.lastUsedFrame = frame
        textTiles[id]?.lastUsedFrame = frame
    }

    /// The texture for `id` at `version`, drawing it with `draw` if it is new or
    /// stale, or if its texture could not be made last time.
    ///
    /// `rasterSize` is for content whose pixels depend on its frame's size even
    /// when its version does not change, such as a symbol scaled to fit.
    /// `paint` is the colour the content is painted in: the animator moves it
    /// frame by frame without a new version, and each new colour is drawn again.
    /// `draw` receives the stale texture, if any: it may update it in place and
    /// return it, or return a new one, in which case the stale one is freed.
    func texture(for id: GraphicID, version: Int, rasterSize: SDL_Point = SDL_Point(x: 0, y: 0), paint: RGBA? = nil,
                 draw: (_ reusable: OpaquePointer?) -> Drawn) -> Entry {
        if let index = entries.index(forKey: id) {
            // Most graphics drawn are unchanged: their entry is marked used where it
            // lies, not copied out and hashed in again (an animated frame asks 1,000).
            entries.values[index].lastUsedFrame = frame
            let kept = entries.values[index]
            guard kept.version != version || kept.rasterSize.x != rasterSize.x || kept.rasterSize.y != rasterSize.y
                    || kept.paint != paint || kept.failed else { return kept }
            var entry = kept
            let drawn = redraw(id, replacing: entry, with: draw)
            entry.texture = drawn.texture
            entry.slot = drawn.slot
            entry.sharedKey = drawn.sharedKey
            entry.isSpareText = drawn.isSpareText
            entry.width = drawn.width
            entry.height = drawn.height
            entry.version = version
            entry.rasterSize = rasterSize
            entry.paint = paint
            entry.failed = failures.contains(id)
            entries[id] = entry
            return entry
        }
        if let back = reclaimedSpare(for: id, version: version, rasterSize: rasterSize, paint: paint) { return back }
        let drawn = redraw(id, replacing: nil, with: draw)
        let entry = Entry(texture: drawn.texture, version: version, rasterSize: rasterSize, paint: paint,
                          width: drawn.width, height: drawn.height, lastUsedFrame: frame, failed: failures.contains(id),
                          slot: drawn.slot, sharedKey: drawn.sharedKey, isSpareText: drawn.isSpareText)
        entries[id] = entry
        return entry
    }

    /// The entry of a graphic back in the list whose text texture, let go of
    /// when it left, still holds its picture among the spares: taken back as
    /// it is, rather than drawn again. A returning row of a lazy list keeps
    /// its graphics' ids and versions (`LazyRows+Parking`).
    private func reclaimedSpare(for id: GraphicID, version: Int, rasterSize: SDL_Point, paint: RGBA?) -> Entry? {
        guard rasterSize.x == 0, rasterSize.y == 0, !spareTexts.isEmpty, !failingKinds.contains(.text),
              let (texture, picture) = spareTexts.reclaim(id, version: version, paint: paint) else { return nil }
        let entry = Entry(texture: texture, version: version, rasterSize: rasterSize, paint: paint,
                          width: picture.width, height: picture.height, lastUsedFrame: frame, isSpareText: true)
        entries[id] = entry
        alive += 1
        return entry
    }

    /// Runs `draw` and counts what it did: a texture updated in place, or a new
    /// one made, replacing (and freeing) the stale one. An atlas slot counts as
    /// a texture: statistics then mean the same with and without the atlas.
    private func redraw(_ id: GraphicID, replacing stale: Entry?, with draw: (OpaquePointer?) -> Drawn) -> Drawn {
        allocationFailed = false
        // A page or a shared picture is no texture of the graphic's own: drawing
        // code must not write over it, so only `placeInAtlas` sees a slot of its own.
        let ownsStale = stale?.sharedKey == nil
        reusableSlot = ownsStale ? stale?.slot : nil
        let drawn = draw(ownsStale && stale?.slot == nil ? stale?.texture : nil)
        reusableSlot = nil
        if allocationFailed { failures.insert(id) } else { failures.remove(id) }
        allocationFailed = false
        // A shared picture counts once per graphic that shows it, as an atlas
        // slot does, so the statistics mean the same either way.
        if drawn.texture != stale?.texture || drawn.slot != stale?.slot || !ownsStale || drawn.sharedKey != nil {
            if let stale, stale.texture != nil {
                release(stale)
                destroyed += 1
            }
            if drawn.texture != nil {
                alive += 1
                created += 1
            }
        } else if drawn.texture != nil {
            updated += 1
        }
        // A trace hears of each picture drawn; without one, this is one nil check.
        if let rasterWatchers, drawn.texture != nil { tell(rasterWatchers, of: drawn, replacing: stale) }
        return drawn
    }

    /// Whether `endFrame` frees what this frame did not use: set for frames
    /// that drew the whole list, the only ones that know every graphic.
    var sweepsThisFrame = false

    /// Frees the texture of a graphic that left the display list.
    func discard(_ id: GraphicID) {
        discardTiles(of: id)
        guard let entry = entries.removeValue(forKey: id) else { return }
        failures.remove(id)
        if entry.texture != nil {
            release(entry, of: id)
            destroyed += 1
        }
    }

    /// Frees the textures of graphics that were not in this frame's display
    /// list, when the frame drew all of it.
    func endFrame() {
        defer { atlas?.dropEmptyPages() }
        guard sweepsThisFrame else { return }
        sweepsThisFrame = false
        sweepTiles()
        for (id, entry) in entries where entry.lastUsedFrame != frame {
            release(entry, of: id)
            entries[id] = nil
            failures.remove(id)
            if entry.texture != nil { destroyed += 1 }
        }
    }

    /// Frees everything, for shutdown.
    func removeAll() {
        for id in Array(textTiles.keys) { discardTiles(of: id) }
        for entry in entries.values where entry.texture != nil {
            release(entry)
            destroyed += 1
        }
        entries.removeAll()
        spareTexts.removeAll()
        sharedTextures.removeAll()
        failures.removeAll()
        atlas?.removeAll()
    }

    /// Counts a texture made outside `texture(for:)`, such as a tile of a long text.
    func countMade(_ texture: OpaquePointer?) {
        guard texture != nil else { return }
        alive += 1
        created += 1
    }

    /// Frees a texture counted with `countMade`.
    func free(_ texture: OpaquePointer?) {
        guard texture != nil else { return }
        release(texture)
        destroyed += 1
    }

    /// Frees a graphic's texture, or its slot when the texture is an atlas
    /// page, or lets go of the picture it shares with others. `id` is the
    /// graphic that leaves, whose picture a spare text texture keeps; nil
    /// when the graphic stays and draws another picture elsewhere.
    private func release(_ entry: Entry, of id: GraphicID? = nil) {
        guard let texture = entry.texture else { return }
        if let key = entry.sharedKey {
            releaseShared(key)
        } else if !entry.isSpareText || entry.slot != nil || !keepAsSpare(texture, showing: id.map { id in
            SpareTextTextures.Picture(id: id, version: entry.version, paint: entry.paint, width: entry.width, height: entry.height)
        }) {
            destroy(texture, slot: entry.slot)
        }
        alive -= 1
    }

    /// Frees a graphic's texture, or its slot when the texture is an atlas page.
    private func release(_ texture: OpaquePointer?, slot: AtlasSlot? = nil) {
        guard texture != nil else { return }
        destroy(texture, slot: slot)
        alive -= 1
    }

    /// Destroys `texture`, or frees `slot` when the texture is an atlas page; no counting.
    func destroy(_ texture: OpaquePointer?, slot: AtlasSlot?) {
        if let slot { atlas?.free(slot) } else if let texture { SDL_DestroyTexture(texture) }
    }
}
