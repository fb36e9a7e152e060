import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Decoded pictures kept for reuse, least recently used first out once they
/// hold more than a byte budget (`ResourceLimits.imageCacheBytes`), so a
/// gallery of a hundred photos costs the budget and not a hundred photos.
///
/// A picture on screen keeps its own texture, so one dropped from here is
/// decoded again only when a graphic showing it is drawn anew.
@MainActor
final class PictureCache {
    /// One decoded picture.
    struct Entry {
        let surface: UnsafeMutablePointer<SDL_Surface>
        /// How many times the file's own size was halved to make this copy; 0 for the file's own size.
        let halvings: Int
        fileprivate(set) var lastUse: UInt64
        var bytes: Int { Int(surface.pointee.pitch) * Int(surface.pointee.h) }
    }

    /// The most bytes kept; one picture larger than this is still kept while it is the only one.
    let byteLimit: Int
    private var entries: [ImageReference.Source: Entry] = [:]
    private var clock: UInt64 = 0
    /// Bytes of pixels held now.
    private(set) var bytesHeld = 0
    /// Pictures held now.
    var count: Int { entries.count }

    init(byteLimit: Int = ResourceLimits.imageCacheBytes) {
        self.byteLimit = byteLimit
    }

    isolated deinit {
        for entry in entries.values { SDL_FreeSurface(entry.surface) }
    }

    /// The picture kept for `source`, now the most recently used.
    func entry(for source: ImageReference.Source) -> Entry? {
        guard var entry = entries[source] else { return nil }
        clock += 1
        entry.lastUse = clock
        entries[source] = entry
        return entry
    }

    /// Keeps `surface` (and takes ownership of it) for `source`, freeing what
    /// it replaces and then the least recently used pictures until the rest fit.
    func keep(_ surface: UnsafeMutablePointer<SDL_Surface>, halvings: Int, for source: ImageReference.Source) {
        remove(source)
        clock += 1
        let entry = Entry(surface: surface, halvings: halvings, lastUse: clock)
        entries[source] = entry
        bytesHeld += entry.bytes
        while bytesHeld > byteLimit, entries.count > 1,
              let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            remove(oldest)
        }
    }

    private func remove(_ source: ImageReference.Source) {
        guard let entry = entries.removeValue(forKey: source) else { return }
        bytesHeld -= entry.bytes
        SDL_FreeSurface(entry.surface)
    }
}
