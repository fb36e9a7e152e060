import CSDL2

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
/// Kept only for texts (streaming ARGB textures that blend, sampled as made),
/// at most `countLimit` of them and `byteLimit` bytes: what is kept beyond a
/// batch of rows is memory held for nothing. The textures are freed with the store.
struct SpareTextTextures {
    private struct Spare {
        var texture: OpaquePointer
        var width: Int32
        var height: Int32
        var bytes: Int { Int(width) * Int(height) * 4 }
    }

    /// About two screens of labels.
    static let countLimit = 128
    /// Four mebibytes: a thousand labels' worth at most, whatever their sizes.
    static let byteLimit = 4 << 20

    private var spares: [Spare] = []
    /// The bytes the spares hold.
    private(set) var bytes = 0
    /// How many spares texts were drawn into, for tests and statistics.
    private(set) var taken = 0

    /// How many textures are kept.
    var count: Int { spares.count }

    /// Keeps `texture`, a text's streaming texture of `width` × `height`
    /// texels; `false` when there is no room, and the caller frees it.
    mutating func keep(_ texture: OpaquePointer, width: Int32, height: Int32) -> Bool {
        let spare = Spare(texture: texture, width: width, height: height)
        guard spares.count < Self.countLimit, bytes + spare.bytes <= Self.byteLimit else { return false }
        // Kept smallest first, so the first that fits is the best fit.
        spares.insert(spare, at: firstIndex(holdingAtLeast: spare.bytes))
        bytes += spare.bytes
        return true
    }

    /// The smallest spare that holds `width` × `height` texels without
    /// wasting more than it uses, taken out of the list; `nil` when none does.
    mutating func take(width: Int32, height: Int32) -> (texture: OpaquePointer, width: Int32, height: Int32)? {
        // A spare twice the size would hold memory a new exact one does not.
        let largest = 4 * (2 * Int(width) * Int(height) + 64 * Int(height))
        for index in firstIndex(holdingAtLeast: 4 * Int(width) * Int(height))..<spares.count {
            let spare = spares[index]
            if spare.bytes > largest { return nil }
            guard spare.width >= width, spare.height >= height else { continue }
            spares.remove(at: index)
            bytes -= spare.bytes
            taken += 1
            return (spare.texture, spare.width, spare.height)
        }
        return nil
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
        bytes = 0
    }
}
