/// Blurred shadow shapes already worked out, found again by the exact alpha
/// they were cast from.
///
/// A shadow is a blur of what is drawn's alpha, so a card that only changes
/// colour casts the same shadow, and a grid of alike cards casts one shadow
/// many times: the blur, most of the cost of drawing a shadowed graphic, is
/// done once. Entries are matched on every alpha value, not a hash, so a
/// shadow is never taken from different content; the cache holds a few
/// planes of bounded size and forgets the oldest.
final class ShadowCache {
    /// What a shadow depends on besides the alpha it is cast from.
    struct Key: Equatable {
        var width: Int
        var height: Int
        var radius: Double
        var dx: Int
        var dy: Int
    }

    private struct Entry {
        let key: Key
        let source: [Float]
        let shade: [Float]
    }

    /// Planes larger than this are blurred each time rather than kept: each
    /// entry holds two planes of floats, so eight stay within 4 MB.
    static let largestPlane = 256 * 256
    private static let capacity = 8
    private var entries: [Entry] = []

    /// The shade cast by `source` under `key`, if it was worked out before.
    func shade(for key: Key, source: [Float]) -> [Float]? {
        guard let index = entries.firstIndex(where: { $0.key == key && $0.source == source }) else { return nil }
        let entry = entries.remove(at: index)
        entries.append(entry)
        return entry.shade
    }

    /// Keeps `shade`, cast by `source` under `key`, for the next time.
    func store(_ shade: [Float], for key: Key, source: [Float]) {
        guard source.count <= Self.largestPlane else { return }
        if entries.count >= Self.capacity { entries.removeFirst() }
        entries.append(Entry(key: key, source: source, shade: shade))
    }

    /// How many shades are kept.
    var count: Int { entries.count }

    /// Forgets every shade.
    func removeAll() {
        entries.removeAll()
    }
}
