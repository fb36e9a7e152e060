import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Text textures that graphics let go of, kept a while for the next texts
/// that fit in them.
///
/// A list's rows come and go in batches: a cleared list frees every label's
/// texture, and the next rows to show make as many again. On the software
/// renderer making a texture clears each of its texels, about as much work as
/// drawing the label, so a label drawn into a spare one (`SDL_UpdateTexture`
/// over the part it needs) costs only its glyphs. A spare is drawn through a
/// source rectangle of the label's size, as a texture a changing label
/// outgrew is (`TextRasterizer`), so what shows is the same to the pixel.
///
/// A spare still holds the picture of the graphic that let it go, and that
/// graphic takes it back as it is (`reclaim`) if it returns before another
/// text draws into it: a lazy list keeps the rows of elements that left by
/// their id (`LazyRows+Parking`), so a filter undone, a shuffle or a list
/// scrolled back shows the same graphics again, which need no new pixels.
///
/// Kept only for texts (streaming ARGB textures that blend, sampled as made),
/// at most `countLimit` of them and `byteLimit` bytes: what is kept beyond a
/// batch of rows is memory held for nothing. The textures are freed with the store.
struct SpareTextTextures {
    // Small, as a take moves the spares after it: the picture's details are in `pictures`.
    private struct Spare {
        var texture: OpaquePointer
        var width: Int32
        var height: Int32
        /// The graphic whose picture the texture still holds.
        var shows: GraphicID?
        /// The frame in which the texture was let go of (`startFrame`).
        var keptIn: UInt32
        var bytes: Int { Int(width) * Int(height) * 4 }
    }

    /// What a spare's texture shows: the picture a graphic drew into it, kept until another text draws there.
    struct Picture {
        /// The graphic that drew it.
        var id: GraphicID
        /// The graphic's version when it drew it.
        var version: Int
        /// The colour it was painted in.
        var paint: RGBA?
        /// The part of the texture that shows it.
        var width: Int32
        var height: Int32
    }

    /// Two frames of a scrolling table's cells: the texts that leave in one
    /// frame are only drawn into in the next, so a frame's worth waits.
    static let countLimit = 256
    /// Eight mebibytes: two thousand labels' worth at most, whatever their sizes.
    static let byteLimit = 8 << 20

    private var spares: [Spare] = []
    /// The pictures spares still hold, by graphic, with each one's texture.
    private var pictures: [GraphicID: (texture: OpaquePointer, picture: Picture)] = [:]
    /// The bytes the spares hold.
    private(set) var bytes = 0
    /// How many spares texts were drawn into, for tests and statistics.
    private(set) var taken = 0
    /// How many spares went back, picture and all, to the graphic that drew them.
    private(set) var reclaimed = 0
    /// The frame being drawn, counted by `startFrame`.
    private var frame: UInt32 = 0

    /// How many textures are kept.
    var count: Int { spares.count }
    /// Whether none is kept.
    var isEmpty: Bool { spares.isEmpty }

    /// Keeps `texture`, a text's streaming texture of `width` × `height`
    /// texels, still showing `picture` if given; `false` when there is no
    /// room, and the caller frees it.
    mutating func keep(_ texture: OpaquePointer, width: Int32, height: Int32, showing picture: Picture? = nil) -> Bool {
        let spare = Spare(texture: texture, width: width, height: height, shows: picture?.id, keptIn: frame)
        guard spares.count < Self.countLimit, bytes + spare.bytes <= Self.byteLimit else { return false }
        // Kept smallest first, so the first that fits is the best fit.
        spares.insert(spare, at: firstIndex(holdingAtLeast: spare.bytes))
        bytes += spare.bytes
        if let picture { pictures[picture.id] = (texture, picture) }
        return true
    }

    /// The texture that still shows the picture `id` drew at `version` in
    /// `paint`, taken out of the list; `nil` when no spare holds it. A spare
    /// holding an older picture of `id` stays, for any text to draw into.
    mutating func reclaim(_ id: GraphicID, version: Int, paint: RGBA?) -> (texture: OpaquePointer, picture: Picture)? {
        guard let held = pictures.removeValue(forKey: id), let index = index(of: held.texture) else { return nil }
        guard held.picture.version == version, held.picture.paint == paint else {
            spares[index].shows = nil
            return nil
        }
        bytes -= spares.remove(at: index).bytes
        reclaimed += 1
        return held
    }

    /// Starts a frame: spares let go of from now on are not taken before the next.
    mutating func startFrame() {
        frame &+= 1
    }

    /// The smallest spare that holds `width` × `height` texels without
    /// wasting more than it uses, taken out of the list; `nil` when none does.
    ///
    /// Spares let go of in this frame are left alone: their pictures are of
    /// rows that just left, the likeliest to come back. Taking them for texts
    /// drawn in the same frame made those rows draw again when they came
    /// back, whose textures the next rows then took, frame after frame.
    mutating func take(width: Int32, height: Int32) -> (texture: OpaquePointer, width: Int32, height: Int32)? {
        // A spare twice the size would hold memory a new exact one does not.
        let largest = 4 * (2 * Int(width) * Int(height) + 64 * Int(height))
        for index in firstIndex(holdingAtLeast: 4 * Int(width) * Int(height))..<spares.count {
            let spare = spares[index]
            if spare.bytes > largest { return nil }
            guard spare.width >= width, spare.height >= height, spare.keptIn != frame else { continue }
            spares.remove(at: index)
            if let shown = spare.shows { pictures[shown] = nil }
            bytes -= spare.bytes
            taken += 1
            return (spare.texture, spare.width, spare.height)
        }
        return nil
    }

    /// Where the spare holding `texture` is: among those of its size, found by halving.
    private func index(of texture: OpaquePointer) -> Int? {
        var width: Int32 = 0, height: Int32 = 0
        guard SDL_QueryTexture(texture, nil, nil, &width, &height) == 0 else { return spares.firstIndex { $0.texture == texture } }
        var index = firstIndex(holdingAtLeast: Int(width) * Int(height) * 4)
        while index < spares.count, spares[index].bytes == Int(width) * Int(height) * 4 {
            if spares[index].texture == texture { return index }
            index += 1
        }
        return spares.firstIndex { $0.texture == texture }
    }

    /// Where the spares of at least `bytes` begin.
    private func firstIndex(holdingAtLeast bytes: Int) -> Int {
        var low = 0, high = spares.count
        while low < high {
            let middle = (low + high) / 2
            if spares[middle].bytes < bytes { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Frees every spare.
    mutating func removeAll() {
        for spare in spares { SDL_DestroyTexture(spare.texture) }
        spares.removeAll()
        pictures.removeAll()
        bytes = 0
    }
}
